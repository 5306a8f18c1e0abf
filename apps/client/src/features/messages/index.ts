/** What the rest of the app uses of messaging: the provider wrapping the signed-in area. */
export { ChatProvider } from './connection/ChatProvider';
export { useChat } from './connection/chat-context';
export { chatSubscription, liveWatch, type ChatSubscription } from './connection/chat-socket';
export { useUnreadConversations } from './list/use-unread-conversations';
