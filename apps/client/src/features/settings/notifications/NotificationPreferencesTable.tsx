import { useMutation } from '@apollo/client/react';
import { NOTIFICATION_MESSAGES, NOTIFICATION_PUSH_ONLY, type NotificationChannel, type NotificationKind } from '@gatherly/schema';
import { SetNotificationPreferenceDocument, type NotificationPreferencesQuery, type SetNotificationPreferenceMutationVariables } from './NotificationPreferences.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../lib/errors/describe-error';
import { useT, type TextId } from '../../../lib/i18n';
import { useNotices } from '../../../ui/Notices';

type Preference = NotificationPreferencesQuery['notificationPreferences'][number];

/** Each channel's column heading, and what its box says after the kind's name. */
const CHANNELS: ReadonlyArray<{ channel: NotificationChannel; label: TextId; box: TextId }> = [
  { channel: 'in_app', label: 'settings.notifications.channel.inApp', box: 'settings.notifications.box.inApp' },
  { channel: 'email', label: 'settings.notifications.channel.email', box: 'settings.notifications.box.email' },
  { channel: 'push', label: 'settings.notifications.channel.push', box: 'settings.notifications.box.push' },
];

/** Each kind as the page names it. */
const KIND_LABELS = {
  follow: 'settings.notifications.kind.follow',
  like: 'settings.notifications.kind.like',
  comment: 'settings.notifications.kind.comment',
  interest: 'settings.notifications.kind.interest',
  event_reminder: 'settings.notifications.kind.eventReminder',
  event_seat: 'settings.notifications.kind.eventSeat',
  event_waitlisted: 'settings.notifications.kind.eventWaitlisted',
  event_request: 'settings.notifications.kind.eventRequest',
  event_declined: 'settings.notifications.kind.eventDeclined',
  event_message: 'settings.notifications.kind.eventMessage',
  data_export_ready: 'settings.notifications.kind.dataExportReady',
  mention: 'settings.notifications.kind.mention',
  message: 'settings.notifications.kind.message',
} as const satisfies Record<NotificationKind, TextId>;

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
  const t = useT();

  function change(preference: Preference, channel: NotificationChannel, on: boolean) {
    const variables: SetNotificationPreferenceMutationVariables = { kind: preference.kind, [channel]: on };
    save({ variables, optimisticResponse: { setNotificationPreference: { ...preference, [channel]: on } } }).then(
      () => notices.tell(t(NOTIFICATION_MESSAGES.saved)),
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
          <th scope="col">{t('settings.notifications.kindColumn')}</th>
          {CHANNELS.map(({ channel, label }) => (
            <th scope="col" key={channel}>
              {t(label)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {preferences.map((preference) => {
          const kind = preference.kind as NotificationKind;
          const name = t(KIND_LABELS[kind]);
          return (
            <tr key={kind}>
              <th scope="row">{name}</th>
              {CHANNELS.map(({ channel, box }) => (
                <td key={channel}>
                  {offered(kind, channel) ? (
                    <input
                      type="checkbox"
                      className="notification-settings__box"
                      aria-label={t(box, { kind: name })}
                      checked={preference[channel]}
                      onChange={(event) => change(preference, channel, event.target.checked)}
                    />
                  ) : (
                    <span className="visually-hidden">{t('settings.notifications.notOffered')}</span>
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
