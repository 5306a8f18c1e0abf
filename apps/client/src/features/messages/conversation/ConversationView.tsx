import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@apollo/client/react';
import { CHAT_MESSAGES, isUuid } from '@gatherly/schema';
import { ConversationMessagesDocument } from './ConversationMessages.generated';
import { useSession } from '../../../lib/session';
import { useT } from '../../../lib/i18n';
import { Avatar, GroupAvatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { isUnreachable } from '../../../lib/errors/describe-error';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Skeleton';
import { conversationTitle, otherParticipants, typingText } from '../chat-text';
import { useChat } from '../connection/chat-context';
import { waitingIn } from '../connection/outbox';
import { focusLost } from '../focus';
import { GroupSettingsDialog } from '../group/GroupSettingsDialog';
import { ConversationHeader } from './ConversationHeader';
import { MessageBox } from './MessageBox';
import { MessageList } from './MessageList';
import { useMarkRead } from './use-mark-read';

/** The open conversation (spec §2): its title, messages, who is typing, and the message box. */
export function ConversationView({ id }: { id: string }) {
  const { username } = useSession();
  const t = useT();
  const { typing, setReading, outbox } = useChat();
  const outboxState = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, outbox.getSnapshot);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // An address whose id is no id names no conversation: said at once, without asking.
  const { data, loading, error, refetch, fetchMore } = useQuery(ConversationMessagesDocument, { variables: { id }, skip: !isUuid(id) });
  const conversation = data?.conversation;
  useMarkRead(conversation, username);
  const [settings, setSettings] = useState(false);

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
    if (loading || error) return <Skeleton label={t('messages.conversation.loading')} shape="row" count={4} className="messages__loading" />;
    return <EmptyState title={t(CHAT_MESSAGES.conversationNotFound)} compact />;
  }
  const others = otherParticipants(conversation.participants, username);
  const group = conversation.is_group;
  const typists = (typing.get(id) ?? []).filter((name) => !isMine(name));
  return (
    <section className="conversation" aria-labelledby={titleId}>
      <ConversationHeader
        titleId={titleId}
        headingRef={heading}
        title={conversationTitle(conversation, username)}
        subtitle={group ? t('messages.conversation.participants', { count: conversation.participants.length }) : undefined}
        avatar={group ? <GroupAvatar srcs={others.map((person) => person.profile_image)} size={36} /> : <Avatar src={others[0]?.profile_image} size={36} />}
      >
        {group ? (
          <Button variant="secondary" className="conversation__settings" onClick={() => setSettings(true)}>
            {t('messages.conversation.groupSettings')}
          </Button>
        ) : null}
      </ConversationHeader>
      {settings ? <GroupSettingsDialog conversation={conversation} onClose={() => setSettings(false)} /> : null}
      <MessageList
        items={conversation.messages.items}
        olderCursor={conversation.messages.older_cursor}
        fetchOlder={fetchOlder}
        isMine={isMine}
        group={group}
        othersReadId={group ? null : conversation.others_read_message_id}
        pending={waitingIn(outboxState, id, conversation.messages.items)}
      />
      <p className="conversation__typing" aria-live="polite">
        {typingText(typists)}
      </p>
      <MessageBox conversationId={id} />
    </section>
  );
}
