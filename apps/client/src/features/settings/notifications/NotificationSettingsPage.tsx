import { useMutation, useQuery } from '@apollo/client/react';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_MESSAGES, type NotificationKind } from '@gatherly/schema';
import { NotificationPreferencesDocument, SetNotificationPreferenceDocument, type NotificationPreferencesQuery } from '../../../gql/graphql';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../lib/errors/describe-error';
import { useNotices } from '../../../ui/Notices';
import { Pending } from '../../../ui/Pending';

type Preference = NotificationPreferencesQuery['notificationPreferences'][number];
type Channel = 'in_app' | 'email';

const CHANNELS: ReadonlyArray<{ channel: Channel; label: string }> = [
  { channel: 'in_app', label: 'In the app' },
  { channel: 'email', label: 'By e-mail' },
];

/**
 * /settings/notifications: for each kind, whether it shows in the bell and whether it is mailed
 * (reminders as they come, the rest in a daily digest). Each change is saved at once; a failed
 * save puts the box back and says so.
 */
export function NotificationSettingsPage() {
  const { data, error, refetch } = useQuery(NotificationPreferencesDocument);
  const [save] = useMutation(SetNotificationPreferenceDocument);
  const notices = useNotices();

  function change(preference: Preference, channel: Channel, on: boolean) {
    const next = { ...preference, [channel]: on };
    save({
      variables: { kind: preference.kind, inApp: next.in_app, email: next.email },
      optimisticResponse: { setNotificationPreference: next },
    }).then(
      () => notices.tell(NOTIFICATION_MESSAGES.saved),
      (error: unknown) => {
        console.error('Saving a notification setting failed', error);
        notices.warn(describeError(error, DEFAULT_PROBLEM_TEXTS).messages.join(' '));
      },
    );
  }

  return (
    <section className="settings-page">
      <title>Notifications · Gatherly</title>
      <h1 className="settings-page__title">Notifications</h1>
      <p className="settings-page__intro">Choose what you are told about, and where. E-mails about your own plans (reminders, seats, answers to your requests, hosts' messages) come at once; the others together once a day.</p>
      {!data ? <Pending error={error} onRetry={() => refetch()} label="Loading your notification settings…" count={4} /> : null}
      {data ? (
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
            {data.notificationPreferences.map((preference) => {
              const name = NOTIFICATION_KIND_LABELS[preference.kind as NotificationKind];
              return (
                <tr key={preference.kind}>
                  <th scope="row">{name}</th>
                  {CHANNELS.map(({ channel, label }) => (
                    <td key={channel}>
                      <input
                        type="checkbox"
                        className="notification-settings__box"
                        aria-label={`${name}: ${label.toLowerCase()}`}
                        checked={preference[channel]}
                        onChange={(event) => change(preference, channel, event.target.checked)}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
