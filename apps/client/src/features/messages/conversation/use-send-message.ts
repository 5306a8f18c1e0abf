import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { SendMessageDocument } from '../../../gql/graphql';
import { addMessage } from '../connection/chat-cache';

/** Sends a message; the answer joins the conversation at once (the socket's copy of it is the same id). */
export function useSendMessage(): (conversationId: string, content: string) => Promise<unknown> {
  const client = useApolloClient();
  return useCallback(
    (conversationId: string, content: string) =>
      client.mutate({
        mutation: SendMessageDocument,
        variables: { conversationId, content },
        update(cache, { data }) {
          if (data) addMessage(cache, data.sendMessage);
        },
      }),
    [client],
  );
}
