import { useRef, useState } from 'react';
import { PUSH_SETTINGS_TEXTS } from '@gatherly/schema';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../lib/errors/describe-error';
import { Button } from '../../../ui/Button';
import { useNotices } from '../../../ui/Notices';
import { Pending } from '../../../ui/Pending';
import { OtherPushDevices } from './OtherPushDevices';
import { usePushDevices, type ThisDevicePush } from './use-push-devices';

const STATE_TEXTS: Readonly<Record<Exclude<ThisDevicePush, 'checking'>, string>> = {
  on: PUSH_SETTINGS_TEXTS.isOn,
  off: PUSH_SETTINGS_TEXTS.isOff,
  blocked: PUSH_SETTINGS_TEXTS.blocked,
  unsupported: PUSH_SETTINGS_TEXTS.unsupported,
};

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

  async function toggle() {
    setBusy(true);
    try {
      if (on) {
        await push.turnOff();
        notices.tell(PUSH_SETTINGS_TEXTS.turnedOff);
      } else if (await push.turnOn()) {
        notices.tell(PUSH_SETTINGS_TEXTS.turnedOn);
      }
    } catch (error) {
      console.error(on ? 'Turning push notifications off failed' : 'Turning push notifications on failed', error);
      notices.warn(describeError(error, { ...DEFAULT_PROBLEM_TEXTS, fallback: on ? DEFAULT_PROBLEM_TEXTS.fallback : PUSH_SETTINGS_TEXTS.failed }).messages.join(' '));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="settings-section" aria-labelledby="push-title">
      <h2 id="push-title" className="settings-page__subtitle" ref={heading} tabIndex={-1}>
        {PUSH_SETTINGS_TEXTS.heading}
      </h2>
      <p className="settings-page__intro">{PUSH_SETTINGS_TEXTS.explanation}</p>
      {push.thisDevice === 'checking' ? (
        <Pending error={push.error} onRetry={push.retry} label="Loading your push notifications…" count={1} />
      ) : (
        <div className="push-settings">
          <p className="push-settings__state">{STATE_TEXTS[push.thisDevice]}</p>
          {push.thisDevice === 'unsupported' ? null : (
            <Button variant={on ? 'secondary' : 'primary'} onClick={() => void toggle()} disabled={busy || push.thisDevice === 'blocked'}>
              {on ? PUSH_SETTINGS_TEXTS.turnOff : PUSH_SETTINGS_TEXTS.turnOn}
            </Button>
          )}
        </div>
      )}
      {push.others && push.others.length > 0 ? <OtherPushDevices devices={push.others} onGone={() => heading.current?.focus()} /> : null}
    </section>
  );
}
