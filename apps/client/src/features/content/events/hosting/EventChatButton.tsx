import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { HOSTING_TEXTS } from '@gatherly/schema';
import { JoinEventChatDocument, OpenEventChatDocument } from '../../../../gql/graphql';
import { useServerToggle } from '../../../../lib/hooks/use-server-toggle';
import { PATHS } from '../../../../lib/paths';
import { Button } from '../../../../ui/Button';

/** 'Open event chat' (hosts) or 'Join event chat' (guests going): once the server has them in it, the conversation opens on the Messages page. */
export function EventChatButton({ eventId, action }: { eventId: string; action: 'open' | 'join' }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const label = action === 'open' ? HOSTING_TEXTS.openChat : HOSTING_TEXTS.joinChat;
  const { toggle, pending } = useServerToggle(async () => {
    const answer =
      action === 'open'
        ? (await client.mutate({ mutation: OpenEventChatDocument, variables: { id: eventId }, refetchQueries: ['EventDetail'] })).data?.openEventChat
        : (await client.mutate({ mutation: JoinEventChatDocument, variables: { id: eventId } })).data?.joinEventChat;
    if (answer) void navigate(PATHS.conversation(answer.id));
  }, label);
  return (
    <Button variant="secondary" onClick={() => void toggle()} disabled={pending} aria-busy={pending}>
      {label}
    </Button>
  );
}
