import { STORAGE_KEYS } from '@gatherly/schema';
import type { KeyValueStorage } from '../../../lib/session/session-store';

/** A message the person wrote that the server has not acknowledged yet. */
export interface OutboxMessage {
  /** The id this app gave it (sendMessage's client_id): sent again with it, the server answers the message it stored first. */
  client_id: string;
  conversation_id: string;
  content: string;
  /** When it was written (ms since the epoch): the outbox keeps that order. */
  written_at: number;
}

export interface OutboxState {
  /** Waiting to be sent, in the order written (every conversation's). */
  waiting: readonly OutboxMessage[];
  /** Refused by the server for good: their texts wait to go back into their conversation's box. */
  returned: readonly OutboxMessage[];
}

export interface Outbox {
  getSnapshot(): OutboxState;
  /** Told of each change, this tab's or another's. */
  subscribe(listener: () => void): () => void;
  add(message: OutboxMessage): void;
  /** The server stored it: it leaves the outbox. */
  sent(clientId: string): void;
  /** The server refused it for good: it leaves the waiting list, its text to go back into the box. */
  refused(clientId: string): void;
  /** The texts of a conversation's refused messages, in the order written, which leave the outbox. */
  takeReturned(conversationId: string): string[];
}

/** Where other tabs' `storage` events arrive (window in the browser). */
export interface OutboxStorageEvents {
  addEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
  removeEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
}

const EMPTY: OutboxState = { waiting: [], returned: [] };

const isMessage = (value: unknown): value is OutboxMessage => {
  const message = value as Partial<OutboxMessage> | null;
  return typeof message?.client_id === 'string' && typeof message.conversation_id === 'string' && typeof message.content === 'string' && typeof message.written_at === 'number';
};

/** What storage holds, or an empty outbox for nothing, or for what no version of the app wrote. */
function parse(raw: string | null): OutboxState {
  if (!raw) return EMPTY;
  try {
    const { waiting, returned } = JSON.parse(raw) as Partial<Record<keyof OutboxState, unknown>>;
    return {
      waiting: Array.isArray(waiting) ? waiting.filter(isMessage) : [],
      returned: Array.isArray(returned) ? returned.filter(isMessage) : [],
    };
  } catch {
    return EMPTY;
  }
}

/** Storage can throw (private mode, quota): the outbox then lives in memory, for as long as the tab. */
function safe<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** `message` placed after every message written before it or at the same time. */
function inOrder(messages: readonly OutboxMessage[], message: OutboxMessage): OutboxMessage[] {
  const at = messages.findIndex((other) => other.written_at > message.written_at);
  return at < 0 ? [...messages, message] : [...messages.slice(0, at), message, ...messages.slice(at)];
}

/**
 * The outbox of one account: what its person wrote and the server has not acknowledged, kept on
 * the device under their name, so that a message written offline survives a reload and is sent
 * once the network is back. `username` null (nobody signed in) keeps nothing.
 */
export function openOutbox(username: string | null, storage?: KeyValueStorage, events?: OutboxStorageEvents): Outbox {
  const key = username ? `${STORAGE_KEYS.outbox}${username}` : null;
  const read = () => (key && storage ? safe(() => storage.getItem(key), null) : null);
  let raw = read();
  let state = parse(raw);
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const write = (next: OutboxState) => {
    state = next;
    const empty = next.waiting.length === 0 && next.returned.length === 0;
    raw = empty ? null : JSON.stringify(next);
    // An empty outbox leaves no key behind.
    if (key && storage) safe(() => (raw === null ? storage.removeItem(key) : storage.setItem(key, raw)), undefined);
    notify();
  };
  // Another tab of the same account sent, refused or added one.
  const reload = () => {
    const next = read();
    if (next === raw) return;
    raw = next;
    state = parse(next);
    notify();
  };
  const onStorage = (event: { key: string | null }) => {
    if (event.key === key || event.key === null) reload();
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    add(message) {
      if (state.waiting.some((other) => other.client_id === message.client_id)) return;
      write({ ...state, waiting: inOrder(state.waiting, message) });
    },
    sent(clientId) {
      if (!state.waiting.some((message) => message.client_id === clientId)) return;
      write({ ...state, waiting: state.waiting.filter((message) => message.client_id !== clientId) });
    },
    refused(clientId) {
      const message = state.waiting.find((other) => other.client_id === clientId);
      if (!message) return;
      write({ waiting: state.waiting.filter((other) => other !== message), returned: [...state.returned, message] });
    },
    takeReturned(conversationId) {
      const taken = state.returned.filter((message) => message.conversation_id === conversationId);
      if (taken.length > 0) write({ ...state, returned: state.returned.filter((message) => !taken.includes(message)) });
      return taken.map((message) => message.content);
    },
  };
}

/**
 * Removes the outboxes kept on this device but `keep`'s (everyone's for null): what a person wrote
 * and could not send is theirs alone, and goes when they log out or another person signs in.
 */
export function forgetOutboxes(storage: Pick<Storage, 'length' | 'key' | 'removeItem'>, keep: string | null): void {
  const kept = keep ? `${STORAGE_KEYS.outbox}${keep}` : null;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(STORAGE_KEYS.outbox) && key !== kept) storage.removeItem(key);
}

/**
 * The messages of a conversation still waiting, in the order written, but those the loaded
 * messages already hold (stored while the answer was on its way: the socket's copy came first).
 */
export function waitingIn(state: OutboxState, conversationId: string, stored: readonly { client_id?: string | null }[]): OutboxMessage[] {
  const storedIds = new Set(stored.map((message) => message.client_id).filter(Boolean));
  return state.waiting.filter((message) => message.conversation_id === conversationId && !storedIds.has(message.client_id));
}

/**
 * The text of the box once refused texts come back into it: before what it holds, each on its
 * own line, so that neither the refused message nor what was typed since is lost.
 */
export function withReturned(returned: readonly string[], current: string): string {
  return [...returned, ...(current.trim() === '' ? [] : [current])].join('\n');
}
