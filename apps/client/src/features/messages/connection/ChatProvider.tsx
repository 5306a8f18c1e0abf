import { useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { DELAYS } from '@gatherly/schema';
import { ConversationsDocument } from '../list/ConversationItem.generated';
import { SetTypingDocument } from './ChatEvents.generated';
import { sessionStore, useSession } from '../../../lib/session';
import { useNotices } from '../../../ui/Notices';
import { ChatContext, type ChatState } from './chat-context';
import { createTypingNotifier } from './typing-notifier';
import { createTypingTracker } from './typing-tracker';
import { createWatchList, type ChatSubscription } from './chat-socket';
import { useChatSocket } from './use-chat-socket';
import { useOutbox } from './use-outbox';

const NONE: readonly ChatSubscription[] = [];

/**
 * The chat connection provider that wraps the signed-in area (spec §2, §4): the socket, who is
 * typing where, the reader's own typing signals, drafts, and the toasts of incoming messages and
 * new conversations (among the app's notices, so they show over an open dialog too), and the outbox of
 * messages not yet acknowledged. Conversations and messages themselves live in the Apollo cache.
 * The socket also carries the subscriptions of other features given as `also`.
 */
export function ChatProvider({ children, also = NONE }: { children: ReactNode; also?: readonly ChatSubscription[] }) {
  const client = useApolloClient();
  const { token, username } = useSession();
  const user = token ? username : null;
  // Loaded once in the whole signed-in area: the socket keeps it current, and its last messages
  // are the positions a reconnection starts from.
  useQuery(ConversationsDocument, { skip: !user });

  // A start that no stop follows expires once the next start would have come and gone idle.
  const tracker = useMemo(() => createTypingTracker(DELAYS.typingThrottle + DELAYS.typingIdleStop), []);
  const typing = useSyncExternalStore(tracker.subscribe, tracker.snapshot, tracker.snapshot);
  const notices = useNotices();
  const reading = useRef<string | null>(null);
  const drafts = useRef(new Map<string, string>());
  const watched = useMemo(() => createWatchList(), []);

  const notifier = useMemo(
    () =>
      createTypingNotifier({
        throttleMs: DELAYS.typingThrottle,
        idleMs: DELAYS.typingIdleStop,
        send(conversationId, isTyping) {
          if (!sessionStore.getSnapshot().token) return;
          // A lost signal only leaves a typing line for a moment (spec §8: chat failures are not shown).
          client.mutate({ mutation: SetTypingDocument, variables: { conversationId, isTyping } }).catch(() => undefined);
        },
      }),
    [client],
  );
  useEffect(() => () => notifier.dispose(), [notifier]);

  const { outbox, sender } = useOutbox(client, user);
  // A connection of the socket is the server reachable again: what waits is sent.
  useChatSocket({ client, user, tracker, reading, notify: notices.tell, also, watched, connected: sender.flush });

  // Stable while the session lives, so that effects depending on them run once per conversation.
  const actions = useMemo<Omit<ChatState, 'typing'>>(
    () => ({
      setReading: (conversationId) => void (reading.current = conversationId),
      typed(conversationId, text) {
        drafts.current.set(conversationId, text);
        notifier.changed(conversationId, text);
      },
      kept: (key, text) => void drafts.current.set(key, text),
      sent(conversationId) {
        drafts.current.delete(conversationId);
        notifier.sent(conversationId);
      },
      draft: (conversationId) => drafts.current.get(conversationId) ?? '',
      watch: (watch) => watched.add(watch),
      outbox,
      sendOutbox: () => void sender.flush(),
    }),
    [notifier, watched, outbox, sender],
  );
  const value = useMemo<ChatState>(() => ({ typing, ...actions }), [typing, actions]);

  return (
    <ChatContext.Provider value={value}>
      {children}
    </ChatContext.Provider>
  );
}
