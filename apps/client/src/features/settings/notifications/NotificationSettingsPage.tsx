import { useQuery } from '@apollo/client/react';
import { NotificationPreferencesDocument } from './NotificationPreferences.generated';
import { Pending } from '../../../ui/Pending';
import { NotificationPreferencesTable } from './NotificationPreferencesTable';
import { PushSection } from './PushSection';

/**
 * /settings/notifications: for each kind, whether it shows in the bell, is mailed (reminders as they
 * come, the rest in a daily digest) and is pushed to the devices where push is on; then this
 * device's push notifications.
 */
export function NotificationSettingsPage() {
  const { data, error, refetch } = useQuery(NotificationPreferencesDocument);

  return (
    <section className="settings-page">
      <title>Notifications · Gatherly</title>
      <h1 className="settings-page__title">Notifications</h1>
      <p className="settings-page__intro">Choose what you are told about, and where. E-mails about your own plans (reminders, seats, answers to your requests, hosts' messages) come at once; the others together once a day.</p>
      {data ? <NotificationPreferencesTable preferences={data.notificationPreferences} /> : <Pending error={error} onRetry={() => refetch()} label="Loading your notification settings…" count={4} />}
      <PushSection />
    </section>
  );
}
