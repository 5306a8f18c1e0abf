import { useEffect, useRef, useState } from 'react';
import { registerSW } from 'virtual:pwa-register';
import { useT } from '../lib/i18n';
import { inBackground } from '../lib/prefetch/prefetch';
import { Button } from '../ui/Button';
import './update-notice.css';

/** How often an open tab asks whether a new version was published. */
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** How long the waiting version may take to take charge before the page reloads anyway. */
const TAKE_OVER_MS = 3000;

/**
 * Lets the waiting version take charge, then reloads the page in it. The page reloads itself once
 * the new version controls it, whether or not the first version controlled it from its first load.
 */
async function reloadInto(activateWaiting: () => Promise<void>): Promise<void> {
  const tookOver = new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  await activateWaiting();
  await Promise.race([tookOver, new Promise((resolve) => window.setTimeout(resolve, TAKE_OVER_MS))]);
  window.location.reload();
}

/**
 * Registers the service worker (build/pwa.ts), in the background of the first visit so that the
 * page comes first, and, when a new version of Gatherly is waiting, says so until the person
 * reloads into it or puts it off: nothing changes under them by itself.
 */
export function UpdateNotice() {
  const [waiting, setWaiting] = useState(false);
  const t = useT();
  const activate = useRef<(() => Promise<void>) | null>(null);
  useEffect(
    () =>
      inBackground(() => {
        if (!('serviceWorker' in navigator)) return;
        activate.current = registerSW({
          onNeedRefresh: () => setWaiting(true),
          onRegisteredSW(_url, registration) {
            if (registration) window.setInterval(() => void registration.update().catch(() => undefined), CHECK_EVERY_MS);
          },
        });
      }),
    [],
  );
  const reload = activate.current;
  return (
    <div className="update-notice-region" role="status">
      {waiting && reload ? (
        <div className="update-notice">
          <p className="update-notice__text">{t('common.update.available')}</p>
          <Button onClick={() => void reloadInto(reload)}>{t('common.actions.reload')}</Button>
          <Button variant="secondary" onClick={() => setWaiting(false)}>
            {t('common.update.later')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
