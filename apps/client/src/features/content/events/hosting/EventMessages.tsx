import { useQuery } from '@apollo/client/react';
import { EventMessagesDocument } from './Hosting.generated';
import { useLoadMore } from '../../../../lib/apollo/use-load-more';
import { ErrorState } from '../../../../ui/ErrorState';
import { LoadMore } from '../../../../ui/LoadMore';
import { Skeleton } from '../../../../ui/Skeleton';
import { TimeAgo } from '../../../../ui/TimeAgo';
import { useT } from '../../../../lib/i18n';

/** The hosts' messages to the guests, newest first, as the reader may see them (hosts all; guests those sent to them). */
export function EventMessages({ eventId }: { eventId: string }) {
  const t = useT();
  const answer = useQuery(EventMessagesDocument, { variables: { id: eventId }, fetchPolicy: 'cache-and-network' });
  const page = answer.data?.eventMessages;
  const more = useLoadMore(page?.next_cursor, answer.fetchMore, 'messages');
  return (
    <div className="hosting__block">
      <h4 className="hosting__heading">{t('events.hosting.messagesHeading')}</h4>
      {!page ? (
        answer.error ? (
          <ErrorState error={answer.error} onRetry={() => void answer.refetch()} compact />
        ) : (
          <Skeleton label={t('events.hosting.loadingMessages')} shape="row" count={1} />
        )
      ) : page.items.length === 0 ? (
        <p className="hosting__muted">{t('events.hosting.noMessages')}</p>
      ) : (
        <>
          <ul className="hosting__messages" aria-label={t('events.hosting.messagesHeading')}>
            {page.items.map((message) => (
              <li key={message.event_message_id} className="hosting__message">
                <p className="hosting__message-text">{message.message_content}</p>
                <p className="hosting__muted">
                  {t('events.hosting.sentTo', { audience: message.audience.toLowerCase(), count: message.recipient_count })} · <TimeAgo date={String(message.created_at)} />
                </p>
              </li>
            ))}
          </ul>
          <LoadMore hasMore={more.hasMore} loading={more.loading} failed={more.failed} onLoadMore={() => void more.loadMore()} />
        </>
      )}
    </div>
  );
}
