import { useEffect, useRef } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { NOTIFICATION_MESSAGES } from '@gatherly/schema';
import { MarkNotificationsReadDocument, NotificationsDocument, UnreadNotificationCountDocument } from '../../gql/graphql';
import { usePageLoader } from '../../lib/apollo/use-load-more';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../lib/errors/describe-error';
import { Alert } from '../../ui/Alert';
import { LoadMore } from '../../ui/LoadMore';
import { Spinner } from '../../ui/Spinner';
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
  const { data, loading, error, fetchMore } = useQuery(NotificationsDocument, { fetchPolicy: 'cache-and-network' });
  const page = data?.notifications;
  const before = page?.next_cursor?.before;
  const more = usePageLoader(before ? () => fetchMore({ variables: { before } }) : null, 'notifications');
  const problem = error && !page ? describeError(error, DEFAULT_PROBLEM_TEXTS) : null;
  useMarkShownRead(page?.items[0]?.position);

  return (
    <section className="notifications" aria-busy={loading}>
      <title>Notifications · Gatherly</title>
      <h1 className="notifications__title">Notifications</h1>
      {problem ? <Alert tone="error" messages={problem.messages} bullets={problem.bullets} /> : null}
      {!page && loading ? (
        <p className="notifications__status" role="status">
          <Spinner /> Loading...
        </p>
      ) : null}
      {page && page.items.length === 0 ? (
        <div className="notifications__empty">
          <h2>{NOTIFICATION_MESSAGES.empty}</h2>
          <p>{NOTIFICATION_MESSAGES.emptyHint}</p>
        </div>
      ) : null}
      {page && page.items.length > 0 ? (
        <>
          <ol className="notifications__list" aria-label="Notifications">
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
