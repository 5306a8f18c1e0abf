import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { isUnreachable } from '../../../lib/errors/describe-error';
import { useOnline } from '../../../lib/hooks/use-online';
import { useChat } from '../connection/chat-context';
import { sendWithClientId } from '../connection/outbox-sender';

/**
 * Sends a message with an id of its own; the answer joins the conversation at once (the socket's
 * copy of it is the same id). Offline, or when the send gets no answer, it waits in the outbox
 * and is sent, once, when the network is back; a refusal rejects, and the box gets its text back.
 */
export function useSendMessage(): (conversationId: string, content: string) => Promise<void> {
  const client = useApolloClient();
  const online = useOnline();
  const { outbox, sendOutbox } = useChat();
  return useCallback(
    async (conversationId: string, content: string) => {
      const message = { client_id: crypto.randomUUID(), conversation_id: conversationId, content, written_at: Date.now() };
      // Behind messages still waiting, a new one waits too: they reach the others in the order written.
      if (!online || outbox.getSnapshot().waiting.length > 0) {
        outbox.add(message);
        sendOutbox();
        return;
      }
      try {
        await sendWithClientId(client, message);
      } catch (error) {
        if (!isUnreachable(error)) throw error;
        // It may have been stored and only the answer lost: sent again with its id, it is not stored twice.
        outbox.add(message);
        sendOutbox();
      }
    },
    [client, online, outbox, sendOutbox],
  );
}
