import type { ApolloClient } from '@apollo/client';
import { ConversationLeftDocument, ConversationReadDocument, ConversationUpdatedDocument, MessageUnsentDocument, UnreadConversationCountDocument } from './ChatEvents.generated';
import { addConversation, addReadReceipt, removeConversation, updateMessage } from './chat-cache';
import { chatSubscription, type ChatSubscription } from './chat-socket';

/** Events this close together cost one count request. */
const COUNT_DELAY_MS = 250;

export interface UnreadCounter {
  /** Something changed what is unread (a message from someone else, a read, a conversation in or out): ask again. */
  changed(): void;
  dispose(): void;
}

/** Keeps the unread conversation count of the navigation current, one request per burst of events. */
export function createUnreadCounter(client: ApolloClient): UnreadCounter {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    changed() {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        client
          .query({ query: UnreadConversationCountDocument, fetchPolicy: 'network-only' })
          .catch((error: unknown) => console.warn('Counting unread conversations failed', error));
      }, COUNT_DELAY_MS);
    },
    dispose() {
      if (timer) clearTimeout(timer);
    },
  };
}

/**
 * The messenger's live events (both kept in the Apollo cache): unsent messages, read receipts
 * ("Seen"), renamed or joined groups, and groups left on another device.
 */
export function messengerSubscriptions(client: ApolloClient, me: () => string | null, unread: UnreadCounter): ChatSubscription[] {
  const { cache } = client;
  return [
    chatSubscription(MessageUnsentDocument, ({ messageUnsent }) => {
      updateMessage(cache, messageUnsent);
      unread.changed();
    }),
    chatSubscription(ConversationReadDocument, ({ conversationRead }) => {
      addReadReceipt(cache, conversationRead, me());
      if (conversationRead.username.toLowerCase() === me()?.toLowerCase()) unread.changed();
    }),
    chatSubscription(ConversationUpdatedDocument, ({ conversationUpdated }) => addConversation(cache, conversationUpdated)),
    chatSubscription(ConversationLeftDocument, ({ conversationLeft }) => {
      removeConversation(cache, conversationLeft);
      unread.changed();
    }),
  ];
}
