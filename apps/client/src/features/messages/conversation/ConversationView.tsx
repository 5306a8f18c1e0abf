import { useCallback, useEffect, useId, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { CHAT_MESSAGES, isUuid } from '@gatherly/schema';
import { ConversationMessagesDocument } from '../../../gql/graphql';
import { PATHS } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { Avatar } from '../../../ui/Avatar';
import { isUnreachable } from '../../../lib/errors/describe-error';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Skeleton';
import { conversationTitle, otherParticipants, typingText } from '../chat-text';
import { useChat } from '../connection/chat-context';
import { focusLost } from '../focus';
import { MessageBox } from './MessageBox';
import { MessageList } from './MessageList';
import { useMarkRead } from './use-mark-read';

/** The open conversation (spec §2): its title, messages, who is typing, and the message box. */
export function ConversationView({ id }: { id: string }) {
  const { username } = useSession();
  const { typing, setReading } = useChat();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // An address whose id is no id names no conversation: said at once, without asking.
  const { data, loading, error, refetch, fetchMore } = useQuery(ConversationMessagesDocument, { variables: { id }, skip: !isUuid(id) });
  const conversation = data?.conversation;
  useMarkRead(conversation, username);

  useEffect(() => {
    setReading(id);
    return () => setReading(null);
  }, [id, setReading]);

  const shown = Boolean(conversation);
  useEffect(() => {
    if (shown && focusLost()) heading.current?.focus();
  }, [shown]);

  const isMine = useCallback((name: string) => name.toLowerCase() === username?.toLowerCase(), [username]);
  const fetchOlder = useCallback((before: string) => fetchMore({ variables: { before } }), [fetchMore]);

  if (!conversation) {
    if (error && !isUnreachable(error)) return <ErrorState error={error} onRetry={() => refetch()} compact />;
    // While the server cannot be reached the connection notice speaks, and the messages' places stay.
    if (loading || error) return <Skeleton label="Loading the conversation…" shape="row" count={4} className="messages__loading" />;
    return <EmptyState title={CHAT_MESSAGES.conversationNotFound} compact />;
  }
  const others = otherParticipants(conversation.participants, username);
  const group = conversation.participants.length > 2;
  const typists = (typing.get(id) ?? []).filter((name) => !isMine(name));
  return (
    <section className="conversation" aria-labelledby={titleId}>
      <header className="conversation__header">
        <Link className="conversation__back" to={PATHS.messages} aria-label="All conversations" title="All conversations">
          <span aria-hidden="true">‹</span>
        </Link>
        <Avatar src={others[0]?.profile_image} size={36} />
        <div className="conversation__names">
          <h2 id={titleId} ref={heading} className="conversation__title" tabIndex={-1}>
            {conversationTitle(conversation, username)}
          </h2>
          {group ? <p className="conversation__members">{conversation.participants.length} participants</p> : null}
        </div>
      </header>
      <MessageList
        items={conversation.messages.items}
        olderCursor={conversation.messages.older_cursor}
        fetchOlder={fetchOlder}
        isMine={isMine}
        group={group}
      />
      <p className="conversation__typing" aria-live="polite">
        {typingText(typists)}
      </p>
      <MessageBox conversationId={id} />
    </section>
  );
}
