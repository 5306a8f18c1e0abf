import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { PUSH_MESSAGES } from '@gatherly/schema';
import { PushDevicesDocument, UnsubscribePushDocument, type PushDeviceFragment } from '../../../lib/push/Push.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../lib/errors/describe-error';
import { Phrase, useT } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { useNotices } from '../../../ui/Notices';
import { Ago } from '../../../ui/TimeAgo';

/**
 * The account's other devices with push notifications on, each with Turn off: a lost or lent device
 * stops being told at once. `onGone` takes focus somewhere once the row holding it is gone.
 */
export function OtherPushDevices({ devices, onGone }: { devices: readonly PushDeviceFragment[]; onGone: () => void }) {
  const [remove] = useMutation(UnsubscribePushDocument, { refetchQueries: [PushDevicesDocument], awaitRefetchQueries: true });
  const [removing, setRemoving] = useState<string | null>(null);
  const notices = useNotices();
  const t = useT();

  async function turnOff(id: string) {
    setRemoving(id);
    try {
      await remove({ variables: { id } });
      notices.tell(t(PUSH_MESSAGES.removed));
      onGone();
    } catch (error) {
      console.error('Turning push notifications off for another device failed', error);
      notices.warn(describeError(error, DEFAULT_PROBLEM_TEXTS).messages.join(' '));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <>
      <h3 className="push-settings__others" id="push-others-title">
        {t('settings.push.otherDevices')}
      </h3>
      <ul className="settings-list" aria-labelledby="push-others-title">
        {devices.map((device) => {
          // A device that gave no name (the API allows none).
          const name = device.device_name ?? t('settings.push.unnamed');
          return (
            <li className="settings-list__item" key={device.subscription_id}>
              <span>
                <Phrase id={'settings.push.device'} values={{ name }} components={[<strong />, <Ago date={device.created_at} />]} />
              </span>
              <Button variant="secondary" onClick={() => void turnOff(device.subscription_id)} disabled={removing !== null} aria-label={t('settings.push.deviceTurnOffLabel', { name })}>
                {t('settings.push.deviceTurnOff')}
              </Button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
