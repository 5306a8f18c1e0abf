import { useEffect, useId } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { ConversationsDocument } from '../list/ConversationItem.generated';
import { DraftPersonDocument, StartConversationDocument } from './CreateConversation.generated';
import { isUnreachable } from '../../../lib/errors/describe-error';
import { useT } from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { Avatar } from '../../../ui/Avatar';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Skeleton';
import { addConversation, addMessage } from '../connection/chat-cache';
import { ConversationHeader } from '../conversation/ConversationHeader';
import { MessageBox } from '../conversation/MessageBox';
import { NoMessagesYet } from '../conversation/MessageList';

/**
 * /direct/message?to={username}, where a profile's Message link leads: the one-to-one conversation
 * with them when the list holds it, else a draft. Nothing is asked of the server, and nobody told,
 * until the first message: it starts the conversation (or finds the one they share) and opens it.
 */
export function DraftConversation({ username }: { username: string }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const t = useT();
  const me = useSession().username;
  const titleId = useId();
  const { data: listed } = useQuery(ConversationsDocument, { fetchPolicy: 'cache-only' });
  const existing = listed?.conversations.items.find(
    (conversation) =>
      !conversation.is_group &&
      conversation.participants.length === 2 &&
      conversation.participants.some((person) => person.username.toLowerCase() === username.toLowerCase()),
  );
  const { data, loading, error, refetch } = useQuery(DraftPersonDocument, { variables: { username }, skip: Boolean(existing) });

  useEffect(() => {
    if (existing) navigate(PATHS.conversation(existing.id), { replace: true });
  }, [existing, navigate]);

  const person = data?.profile;
  if (existing || (!person && (loading || (error && isUnreachable(error))))) return <Skeleton label={t('messages.conversation.loading')} shape="row" count={4} className="messages__loading" />;
  if (error) return <ErrorState error={error} onRetry={() => refetch()} compact />;
  if (!person || person.username.toLowerCase() === me?.toLowerCase()) return <EmptyState title={t('messages.draft.notFound')} compact />;

  async function start(content: string) {
    if (!person) return;
    const { data: started } = await client.mutate({
      mutation: StartConversationDocument,
      variables: { participantIds: [person.id], content },
      update(cache, { data: answer }) {
        if (!answer) return;
        addConversation(cache, answer.startConversation);
        if (answer.startConversation.last_message) addMessage(cache, answer.startConversation.last_message);
      },
    });
    if (started) navigate(PATHS.conversation(started.startConversation.id), { replace: true });
  }

  return (
    <section className="conversation" aria-labelledby={titleId}>
      <ConversationHeader titleId={titleId} title={person.username} subtitle={person.full_name} avatar={<Avatar src={person.profile_image} size={36} />} />
      <NoMessagesYet />
      <MessageBox conversationId={`to:${person.username.toLowerCase()}`} sendDraft={start} />
    </section>
  );
}
