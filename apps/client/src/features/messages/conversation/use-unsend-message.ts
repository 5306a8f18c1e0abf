import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { UnsendMessageDocument } from './ConversationMessages.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../lib/errors/describe-error';
import { useNotices } from '../../../ui/Notices';

/** Unsends one of the reader's messages; its answer (the unsent message) replaces it in the cache. A refusal is said in a toast. */
export function useUnsendMessage(): (messageId: string) => Promise<void> {
  const client = useApolloClient();
  const notices = useNotices();
  return useCallback(
    async (messageId: string) => {
      try {
        await client.mutate({ mutation: UnsendMessageDocument, variables: { messageId } });
      } catch (error) {
        notices.warn(describeError(error, DEFAULT_PROBLEM_TEXTS).messages[0] ?? DEFAULT_PROBLEM_TEXTS.fallback);
      }
    },
    [client, notices],
  );
}
