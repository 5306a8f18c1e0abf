import { useApolloClient } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router-dom';
import { JoinEventChatDocument, OpenEventChatDocument } from './Hosting.generated';
import { useServerToggle } from '../../../../lib/hooks/use-server-toggle';
import { PATHS } from '../../../../lib/paths';
import { Button } from '../../../../ui/Button';
import { useT } from '../../../../lib/i18n';

/** 'Open event chat', a link to the conversation, for someone already in the event's chat. */
export function EventChatLink({ conversationId }: { conversationId: string }) {
  const t = useT();
  return (
    <Link className="btn btn--secondary" to={PATHS.conversation(conversationId)}>
      {t('events.hosting.openChat')}
    </Link>
  );
}

/**
 * 'Open event chat' (hosts not in it yet) or 'Join event chat' (guests going): once the server has
 * them in it, the event says so and the conversation opens on the Messages page. A chat that is
 * full is told like any refusal.
 */
export function EventChatButton({ eventId, action }: { eventId: string; action: 'open' | 'join' }) {
  const t = useT();
  const client = useApolloClient();
  const navigate = useNavigate();
  const label = action === 'open' ? t('events.hosting.openChat') : t('events.hosting.joinChat');
  const { toggle, pending } = useServerToggle(async () => {
    const refetchQueries = ['EventDetail'];
    const answer =
      action === 'open'
        ? (await client.mutate({ mutation: OpenEventChatDocument, variables: { id: eventId }, refetchQueries })).data?.openEventChat
        : (await client.mutate({ mutation: JoinEventChatDocument, variables: { id: eventId }, refetchQueries })).data?.joinEventChat;
    if (answer) void navigate(PATHS.conversation(answer.id));
  }, label);
  return (
    <Button variant="secondary" onClick={() => void toggle()} disabled={pending} aria-busy={pending}>
      {label}
    </Button>
  );
}
