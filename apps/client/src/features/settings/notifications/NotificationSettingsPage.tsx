import { useQuery } from '@apollo/client/react';
import { NotificationPreferencesDocument } from './NotificationPreferences.generated';
import { useT } from '../../../lib/i18n';
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
  const t = useT();

  return (
    <section className="settings-page">
      <title>{t('settings.notifications.documentTitle')}</title>
      <h1 className="settings-page__title">{t('settings.notifications.title')}</h1>
      <p className="settings-page__intro">{t('settings.notifications.intro')}</p>
      {data ? <NotificationPreferencesTable preferences={data.notificationPreferences} /> : <Pending error={error} onRetry={() => refetch()} label={t('settings.notifications.loading')} count={4} />}
      <PushSection />
    </section>
  );
}
