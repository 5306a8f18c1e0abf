import { useMutation } from '@apollo/client/react';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_MESSAGES, NOTIFICATION_PUSH_ONLY, PUSH_SETTINGS_TEXTS, type NotificationChannel, type NotificationKind } from '@gatherly/schema';
import { SetNotificationPreferenceDocument, type NotificationPreferencesQuery, type SetNotificationPreferenceMutationVariables } from './NotificationPreferences.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../lib/errors/describe-error';
import { useNotices } from '../../../ui/Notices';

type Preference = NotificationPreferencesQuery['notificationPreferences'][number];

const CHANNELS: ReadonlyArray<{ channel: NotificationChannel; label: string }> = [
  { channel: 'in_app', label: 'In the app' },
  { channel: 'email', label: 'By e-mail' },
  { channel: 'push', label: PUSH_SETTINGS_TEXTS.column },
];

/** Whether a kind can go by a channel: a chat message goes by push alone (no entry in the list, no mail). */
const offered = (kind: NotificationKind, channel: NotificationChannel) => channel === 'push' || !NOTIFICATION_PUSH_ONLY.includes(kind);

/**
 * A row per kind, a box per channel, each change saved at once (only the channel changed is sent:
 * the others stay as the server has them); a failed save puts the box back and says so. A channel a
 * kind cannot go by has no box, and says so to screen readers.
 */
export function NotificationPreferencesTable({ preferences }: { preferences: readonly Preference[] }) {
  const [save] = useMutation(SetNotificationPreferenceDocument);
  const notices = useNotices();

  function change(preference: Preference, channel: NotificationChannel, on: boolean) {
    const variables: SetNotificationPreferenceMutationVariables = { kind: preference.kind, [channel]: on };
    save({ variables, optimisticResponse: { setNotificationPreference: { ...preference, [channel]: on } } }).then(
      () => notices.tell(NOTIFICATION_MESSAGES.saved),
      (error: unknown) => {
        console.error('Saving a notification setting failed', error);
        notices.warn(describeError(error, DEFAULT_PROBLEM_TEXTS).messages.join(' '));
      },
    );
  }

  return (
    <table className="notification-settings">
      <thead>
        <tr>
          <th scope="col">Notification</th>
          {CHANNELS.map(({ channel, label }) => (
            <th scope="col" key={channel}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {preferences.map((preference) => {
          const kind = preference.kind as NotificationKind;
          const name = NOTIFICATION_KIND_LABELS[kind];
          return (
            <tr key={kind}>
              <th scope="row">{name}</th>
              {CHANNELS.map(({ channel, label }) => (
                <td key={channel}>
                  {offered(kind, channel) ? (
                    <input
                      type="checkbox"
                      className="notification-settings__box"
                      aria-label={`${name}: ${label.toLowerCase()}`}
                      checked={preference[channel]}
                      onChange={(event) => change(preference, channel, event.target.checked)}
                    />
                  ) : (
                    <span className="visually-hidden">Not offered</span>
                  )}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
