import { useEffect, useRef } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { NOTIFICATION_MESSAGES } from '@gatherly/schema';
import { MarkNotificationsReadDocument, NotificationsDocument, UnreadNotificationCountDocument } from './Notifications.generated';
import { keptData } from '../../lib/apollo/kept-data';
import { usePageLoader } from '../../lib/apollo/use-load-more';
import { isUnreachable } from '../../lib/errors/describe-error';
import { useT } from '../../lib/i18n';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { LoadMore } from '../../ui/LoadMore';
import { Skeleton } from '../../ui/Skeleton';
import { NotificationItem } from './NotificationItem';
import './notifications.css';

/**
 * Marks the list read up to its newest entry whenever a newer one is shown (on opening, and as
 * entries arrive while it is open), and sets the bell's count to what is left.
 */
function useMarkShownRead(newest: string | undefined) {
  const [markRead] = useMutation(MarkNotificationsReadDocument);
  const marked = useRef<bigint>(0n);
  useEffect(() => {
    if (!newest || BigInt(newest) <= marked.current) return;
    marked.current = BigInt(newest);
    markRead({
      variables: { upTo: newest },
      update: (cache, { data }) => {
        if (data) cache.writeQuery({ query: UnreadNotificationCountDocument, data: { unreadNotificationCount: data.markNotificationsRead } });
      },
    }).catch((error: unknown) => {
      marked.current = 0n;
      console.error('Marking notifications read failed', error);
    });
  }, [newest, markRead]);
}

/** /notifications: the signed-in user's entries, newest first, paged as they scroll. */
export function NotificationsPage() {
  const t = useT();
  const result = useQuery(NotificationsDocument, { fetchPolicy: 'cache-and-network' });
  const { error, fetchMore } = result;
  const page = keptData(result)?.notifications;
  const before = page?.next_cursor?.before;
  const more = usePageLoader(before ? () => fetchMore({ variables: { before } }) : null, 'notifications');
  const refused = error && !page && !isUnreachable(error);
  useMarkShownRead(page?.items[0]?.position);

  return (
    <section className="notifications" aria-busy={!page && !refused}>
      <title>{t('notifications.page.title')}</title>
      <h1 className="notifications__title">{t('notifications.page.heading')}</h1>
      {refused ? <ErrorState error={error} onRetry={() => result.refetch()} /> : null}
      {!page && !refused ? <Skeleton label={t('notifications.page.loading')} shape="row" count={5} /> : null}
      {page && page.items.length === 0 ? <EmptyState title={t(NOTIFICATION_MESSAGES.empty)} hint={t(NOTIFICATION_MESSAGES.emptyHint)} headingLevel={2} /> : null}
      {page && page.items.length > 0 ? (
        <>
          <ol className="notifications__list" aria-label={t('notifications.page.label')}>
            {page.items.map((entry) => (
              <li key={entry.id}>
                <NotificationItem entry={entry} />
              </li>
            ))}
          </ol>
          <LoadMore hasMore={more.hasMore} loading={more.loading} failed={more.failed} onLoadMore={() => void more.loadMore()} />
        </>
      ) : null}
    </section>
  );
}
