import { useQuery } from '@apollo/client/react';
import { UnreadConversationCountDocument } from '../connection/ChatEvents.generated';

/** How many conversations hold something unread from someone else (the chat connection keeps it current). */
export function useUnreadConversations(): number {
  const { data } = useQuery(UnreadConversationCountDocument);
  return data?.unreadConversationCount ?? 0;
}
