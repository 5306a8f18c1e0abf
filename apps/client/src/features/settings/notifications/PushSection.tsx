import { useRef, useState } from 'react';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../lib/errors/describe-error';
import { t as translate, useT, type TextId } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { useNotices } from '../../../ui/Notices';
import { Pending } from '../../../ui/Pending';
import { OtherPushDevices } from './OtherPushDevices';
import { usePushDevices, type ThisDevicePush } from './use-push-devices';

const STATE_TEXTS = {
  on: 'settings.push.isOn',
  off: 'settings.push.isOff',
  blocked: 'settings.push.blocked',
  unsupported: 'settings.push.unsupported',
} as const satisfies Record<Exclude<ThisDevicePush, 'checking'>, TextId>;

/**
 * Settings, Notifications: whether this device gets push notifications, with the one button that
 * turns them on or off (it stays in place, disabled while blocked, so focus never drops), and the
 * account's other devices that get them.
 */
export function PushSection() {
  const push = usePushDevices();
  const notices = useNotices();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const on = push.thisDevice === 'on';
  const t = useT();

  async function toggle() {
    setBusy(true);
    try {
      if (on) {
        await push.turnOff();
        notices.tell(translate('settings.push.turnedOff'));
      } else if (await push.turnOn()) {
        notices.tell(translate('settings.push.turnedOn'));
      }
    } catch (error) {
      console.error(on ? 'Turning push notifications off failed' : 'Turning push notifications on failed', error);
      notices.warn(describeError(error, { ...DEFAULT_PROBLEM_TEXTS, fallback: on ? DEFAULT_PROBLEM_TEXTS.fallback : translate('settings.push.failed') }).messages.join(' '));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="settings-section" aria-labelledby="push-title">
      <h2 id="push-title" className="settings-page__subtitle" ref={heading} tabIndex={-1}>
        {t('settings.push.heading')}
      </h2>
      <p className="settings-page__intro">{t('settings.push.explanation')}</p>
      {push.thisDevice === 'checking' ? (
        <Pending error={push.error} onRetry={push.retry} label={t('settings.push.loading')} count={1} />
      ) : (
        <div className="push-settings">
          <p className="push-settings__state">{t(STATE_TEXTS[push.thisDevice])}</p>
          {push.thisDevice === 'unsupported' ? null : (
            <Button variant={on ? 'secondary' : 'primary'} onClick={() => void toggle()} disabled={busy || push.thisDevice === 'blocked'}>
              {on ? t('settings.push.turnOff') : t('settings.push.turnOn')}
            </Button>
          )}
        </div>
      )}
      {push.others && push.others.length > 0 ? <OtherPushDevices devices={push.others} onGone={() => heading.current?.focus()} /> : null}
    </section>
  );
}
