import { createContext, useContext } from 'react';
import type { LiveWatch } from './chat-socket';
import type { Outbox } from './outbox';
import type { TypingSnapshot } from './typing-tracker';

/** The chat state of spec §4, shared by the signed-in area (see ChatProvider). */
export interface ChatState {
  /** Who is typing, per conversation. */
  typing: TypingSnapshot;
  /** The conversation on screen: no toast for its messages. */
  setReading(conversationId: string | null): void;
  /** The reader's message box of a conversation changed (typing signals; the draft is kept). */
  typed(conversationId: string, text: string): void;
  /** The text of a box that sends no typing signals (a draft conversation) changed: it is kept. */
  kept(key: string, text: string): void;
  /** The reader sent the box of a conversation. */
  sent(conversationId: string): void;
  /** What was typed and not sent, per conversation, while the signed-in area lives. */
  draft(conversationId: string): string;
  /** Carries a screen's subscription (an event's live counts) on the socket until the answer is called. */
  watch(watch: LiveWatch): () => void;
  /** The signed-in person's messages the server has not acknowledged yet (written offline, or whose answer was lost). */
  outbox: Outbox;
  /** Sends the outbox's messages now, in the order written. */
  sendOutbox(): void;
}

export const ChatContext = createContext<ChatState | null>(null);

/** The chat state; only inside the ChatProvider of the signed-in area (spec §8: an error elsewhere). */
export function useChat(): ChatState {
  const state = useContext(ChatContext);
  if (!state) throw new Error('useChat() was called outside <ChatProvider>: chat state exists only in the signed-in area.');
  return state;
}
