import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@apollo/client/react';
import { ConversationsDocument } from './ConversationItem.generated';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { LoadMore } from '../../../ui/LoadMore';
import { useLoadMore } from '../../../lib/apollo/use-load-more';
import { isUnreachable } from '../../../lib/errors/describe-error';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Skeleton';
import { byNewestActivity } from '../chat-text';
import { useChat } from '../connection/chat-context';
import { waitingIn } from '../connection/outbox';
import { focusLost } from '../focus';
import { NewConversationDialog } from '../new-conversation/NewConversationDialog';
import { ConversationItem } from './ConversationItem';

const NewConversationIcon = () => (
  <Icon size={20}>
    <path d="M12 20H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6" />
    <path d="M18 15v6M15 18h6" />
  </Icon>
);

/**
 * The left side of the Messages page: the reader's conversations, newest activity first (spec §4),
 * paging in as the reader scrolls, and the New message button. The chat provider keeps the
 * first page loaded and current.
 */
export function ConversationList({ selectedId }: { selectedId: string | null }) {
  const titleId = useId();
  const t = useT();
  const { username } = useSession();
  const { data, error, refetch, fetchMore } = useQuery(ConversationsDocument);
  const refused = !data && error && !isUnreachable(error);
  const more = useLoadMore(data?.conversations.next_cursor, fetchMore, 'conversations');
  const [creating, setCreating] = useState(false);
  const { outbox } = useChat();
  const outboxState = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, outbox.getSnapshot);
  // A message waiting for the network is the conversation's latest activity: it is shown, and leads the list.
  const conversations = useMemo(
    () =>
      (data?.conversations.items ?? [])
        .map((conversation) => {
          const waiting = waitingIn(outboxState, conversation.id, conversation.last_message ? [conversation.last_message] : []).at(-1);
          const activity = waiting && waiting.written_at > Date.parse(conversation.last_activity_at) ? new Date(waiting.written_at).toISOString() : conversation.last_activity_at;
          return { conversation, waiting, id: conversation.id, last_activity_at: activity };
        })
        .sort(byNewestActivity),
    [data, outboxState],
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(selectedId);

  // Back from a conversation on a phone: its view, and the focus in it, are gone.
  useEffect(() => {
    if (previous.current !== null && selectedId === null && focusLost()) heading.current?.focus();
    previous.current = selectedId;
  }, [selectedId]);

  return (
    <section className="conversations" aria-labelledby={titleId}>
      <div className="conversations__header">
        <h1 id={titleId} ref={heading} className="conversations__title" tabIndex={-1}>
          {t('messages.list.heading')}
        </h1>
        <Button variant="secondary" className="conversations__new" onClick={() => setCreating(true)}>
          <NewConversationIcon />
          {t('messages.list.new')}
        </Button>
      </div>
      <div className="conversations__scroll">
        {refused ? <ErrorState error={error} onRetry={() => refetch()} compact /> : null}
        {!data && !refused ? <Skeleton label={t('messages.list.loading')} shape="conversation" count={5} /> : null}
        {data && conversations.length === 0 ? <EmptyState title={t('messages.list.empty')} compact /> : null}
        {conversations.length > 0 ? (
          <ul className="conversations__list" aria-label={t('messages.list.label')}>
            {conversations.map(({ conversation, waiting }) => (
              <ConversationItem key={conversation.id} conversation={conversation} waiting={waiting} selected={conversation.id === selectedId} me={username} />
            ))}
          </ul>
        ) : null}
        {conversations.length > 0 ? (
          <LoadMore hasMore={more.hasMore} loading={more.loading} failed={more.failed} onLoadMore={() => void more.loadMore()} endText={t('messages.list.end')} />
        ) : null}
      </div>
      {creating ? <NewConversationDialog onClose={() => setCreating(false)} /> : null}
    </section>
  );
}
