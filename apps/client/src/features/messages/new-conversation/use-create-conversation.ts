import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { CreateConversationDocument } from './CreateConversation.generated';
import type { ConversationItem_ConversationFragment } from '../list/ConversationItem.generated';
import { addConversation } from '../connection/chat-cache';

/**
 * Starts a conversation with the given accounts (with one person, the server answers the one they
 * already share) and lists it at once; the socket's conversationCreated then finds it there.
 */
export function useCreateConversation(): { create: (participantIds: string[]) => Promise<ConversationItem_ConversationFragment>; pending: boolean } {
  const [mutate, { loading }] = useMutation(CreateConversationDocument, {
    update(cache, { data }) {
      if (data) addConversation(cache, data.createConversation);
    },
  });
  const create = useCallback(
    async (participantIds: string[]) => {
      const { data } = await mutate({ variables: { participantIds } });
      if (!data) throw new Error('createConversation answered no conversation');
      return data.createConversation;
    },
    [mutate],
  );
  return { create, pending: loading };
}
