import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { ApolloClient } from '@apollo/client';
import { LIMITS } from '@gatherly/schema';
import type { DocumentNode } from 'graphql';
import { ConversationCreatedDocument, MessageAddedDocument, TypingSignalDocument, UnreadConversationCountDocument } from './ChatEvents.generated';
import { ConversationMessagesDocument } from '../conversation/ConversationMessages.generated';
import { ConversationsDocument, ConversationSummaryDocument } from '../list/ConversationItem.generated';
import type { MessageItem_MessageFragment } from '../conversation/MessageItem.generated';
import { sessionRefresher } from '../../../lib/auth';
import { GRAPHQL_URL } from '../../../lib/apollo/create-client';
import { PATHS } from '../../../lib/paths';
import { sessionStore } from '../../../lib/session';
import type { ToastOptions } from '../../../ui/Toasts';
import { messageSummary, newConversationText, truncate } from '../chat-text';
import { addConversation, addMessage, addPlaceholder, chatPositions, forgetMessagesExcept, listedConversations } from './chat-cache';
import { chatSubscription, openChatSocket, type ChatSubscription, type WatchList } from './chat-socket';
import { createUnreadCounter, messengerSubscriptions } from './messenger-events';
import type { TypingTracker } from './typing-tracker';

/** graphql-ws on the page's own origin: ws:// or wss:// as the page is served. */
function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${GRAPHQL_URL}`;
}

/** The name of a document's operation (each generated document holds one), read without the GraphQL library on the first page. */
const operationName = (document: DocumentNode): string | undefined => document.definitions.flatMap((definition) => (definition.kind === 'OperationDefinition' && definition.name ? [definition.name.value] : []))[0];

/** The queries fetched again after every connection: the list, and the open conversation's newest page. */
const REFRESHED = new Set([ConversationsDocument, ConversationMessagesDocument, UnreadConversationCountDocument].map(operationName));

function refreshChatQueries(client: ApolloClient) {
  for (const query of client.getObservableQueries('active')) {
    if (!REFRESHED.has(query.queryName)) continue;
    query.refetch().catch((error: unknown) => console.warn('Refreshing the conversations failed', error));
  }
}

const isMe = (username: string) => username.toLowerCase() === sessionStore.getSnapshot().username?.toLowerCase();

function MessageToast({ message }: { message: MessageItem_MessageFragment }) {
  return (
    <>
      <strong className="toast__title">{message.sender.username}</strong>
      <span className="toast__text">{truncate(messageSummary(message), LIMITS.toastPreviewLength)}</span>
    </>
  );
}

export interface ChatSocketWiring {
  client: ApolloClient;
  /** The signed-in user; no socket without one, a new one for another user. */
  user: string | null;
  tracker: TypingTracker;
  reading: RefObject<string | null>;
  notify(content: ReactNode, options?: ToastOptions): void;
  /** Other features' subscriptions, carried by the same socket (notifications). */
  also: readonly ChatSubscription[];
  /** Screens' subscriptions, carried while they hold them. */
  watched?: WatchList;
  /** After every connection, the first one too (the outbox sends what waits). */
  connected?: () => void;
}

/**
 * Opens the chat socket while a user is signed in and closes it when they leave (spec §4). What it
 * brings goes into the Apollo cache; after every connection the list and the open conversation
 * are fetched again, which covers whatever happened before the subscriptions started.
 */
export function useChatSocket({ client, user, tracker, reading, notify, also, watched, connected }: ChatSocketWiring): void {
  const notifyRef = useRef(notify);
  notifyRef.current = notify;

  useEffect(() => {
    if (!user) return;
    const { cache } = client;
    const unread = createUnreadCounter(client);

    function onMessage(message: MessageItem_MessageFragment) {
      const listed = listedConversations(cache);
      addMessage(cache, message);
      if (listed && !listed.has(message.conversation_id)) {
        addPlaceholder(cache, message);
        client
          .query({ query: ConversationSummaryDocument, variables: { id: message.conversation_id }, fetchPolicy: 'network-only' })
          .catch((error: unknown) => console.warn('Loading a new conversation failed', error));
      }
      tracker.wrote(message.conversation_id, message.sender.username);
      // The conversation read on a shown tab is marked read at once, which counts again then.
      if (!isMe(message.sender.username) && (reading.current !== message.conversation_id || document.hidden)) unread.changed();
      if (!isMe(message.sender.username) && message.kind === 'TEXT' && reading.current !== message.conversation_id) {
        notifyRef.current(<MessageToast message={message} />, { to: PATHS.conversation(message.conversation_id) });
      }
    }

    const socket = openChatSocket({
      url: socketUrl,
      getToken: () => sessionStore.getSnapshot().token,
      renew: (refused) => sessionRefresher.renew(refused),
      positions: () => chatPositions(cache),
      watched,
      subscriptions: [
        chatSubscription(MessageAddedDocument, ({ messageAdded }) => onMessage(messageAdded)),
        chatSubscription(TypingSignalDocument, ({ typing }) => tracker.signal(typing)),
        chatSubscription(ConversationCreatedDocument, ({ conversationCreated }) => {
          addConversation(cache, conversationCreated);
          unread.changed();
          const told = newConversationText(conversationCreated, sessionStore.getSnapshot().username);
          if (told) notifyRef.current(told, { to: PATHS.conversation(conversationCreated.id) });
        }),
        ...messengerSubscriptions(client, () => sessionStore.getSnapshot().username, unread),
        ...also,
      ],
      onConnected(reconnected) {
        if (reconnected) {
          tracker.clear();
          forgetMessagesExcept(cache, reading.current);
        }
        refreshChatQueries(client);
        also.forEach((subscription) => subscription.caughtUp?.());
        connected?.();
      },
    });
    // A new token (refresh, another tab) lets a socket whose session had ended try again.
    const unfollow = sessionStore.subscribe(() => socket.resume());
    return () => {
      unfollow();
      unread.dispose();
      socket.close();
      tracker.clear();
    };
  }, [client, user, tracker, reading, also, watched, connected]);
}
