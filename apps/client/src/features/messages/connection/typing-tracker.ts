export interface TypingSignal {
  conversation_id: string;
  username: string;
  is_typing: boolean;
}

/** Conversation id → who is typing there, in the order they started. */
export type TypingSnapshot = ReadonlyMap<string, readonly string[]>;

export interface TypingTracker {
  subscribe(listener: () => void): () => void;
  snapshot(): TypingSnapshot;
  signal(signal: TypingSignal): void;
  /** A message from `username` ends their typing there. */
  wrote(conversationId: string, username: string): void;
  /** Forgets everyone (signals may have been missed while disconnected). */
  clear(): void;
}

const EMPTY: TypingSnapshot = new Map();

/**
 * The set of user names typing per conversation (spec §4). A start that no stop follows (the
 * typist's tab closed) expires after `ttlMs`; a typist who goes on sends a new start before that.
 */
export function createTypingTracker(ttlMs: number): TypingTracker {
  const typing = new Map<string, Map<string, ReturnType<typeof setTimeout>>>();
  const listeners = new Set<() => void>();
  let snapshot: TypingSnapshot = EMPTY;

  function publish() {
    const next = new Map<string, string[]>();
    for (const [conversationId, people] of typing) if (people.size > 0) next.set(conversationId, [...people.keys()]);
    snapshot = next.size > 0 ? next : EMPTY;
    listeners.forEach((listener) => listener());
  }

  function remove(conversationId: string, username: string) {
    const people = typing.get(conversationId);
    const timer = people?.get(username);
    if (!people || timer === undefined) return;
    clearTimeout(timer);
    people.delete(username);
    if (people.size === 0) typing.delete(conversationId);
    publish();
  }

  function start(conversationId: string, username: string) {
    let people = typing.get(conversationId);
    if (!people) typing.set(conversationId, (people = new Map()));
    const known = people.has(username);
    clearTimeout(people.get(username));
    people.set(username, setTimeout(() => remove(conversationId, username), ttlMs));
    if (!known) publish();
  }

  function clearAll() {
    typing.forEach((people) => people.forEach((timer) => clearTimeout(timer)));
    const had = typing.size > 0;
    typing.clear();
    if (had) publish();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => snapshot,
    signal: ({ conversation_id, username, is_typing }) => (is_typing ? start(conversation_id, username) : remove(conversation_id, username)),
    wrote: remove,
    clear: clearAll,
  };
}
