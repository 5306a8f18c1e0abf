import { useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { MarkReadDocument } from './ConversationMessages.generated';
import { UnreadConversationCountDocument } from '../connection/ChatEvents.generated';
import type { ConversationItem_ConversationFragment } from '../list/ConversationItem.generated';
import { usePageVisible } from '../../../lib/hooks/use-page-visible';
import { isUnread } from '../chat-text';

/**
 * Moves the reader's read position (kept by the server for every device) to the open
 * conversation's last message: when it opens, and when a message comes while it is open and the
 * tab is shown. Failures are only logged (spec §8).
 */
export function useMarkRead(conversation: ConversationItem_ConversationFragment | null | undefined, me: string | null): void {
  const client = useApolloClient();
  const visible = usePageVisible();
  const asked = useRef<string | null>(null);
  const lastId = conversation?.last_message?.id ?? null;
  const unread = conversation ? isUnread(conversation, me) : false;
  const conversationId = conversation?.id ?? null;

  useEffect(() => {
    if (!visible || !unread || !conversationId || !lastId || asked.current === `${conversationId}:${lastId}`) return;
    asked.current = `${conversationId}:${lastId}`;
    client
      .mutate({ mutation: MarkReadDocument, variables: { conversationId, messageId: lastId }, refetchQueries: [UnreadConversationCountDocument] })
      .catch((error: unknown) => console.warn('Marking the conversation read failed', error));
  }, [client, visible, unread, conversationId, lastId]);
}
