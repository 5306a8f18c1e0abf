import { describe, expect, it } from '@jest/globals';
import { STORAGE_KEYS } from '@gatherly/schema';
import { forgetOutboxes, openOutbox, waitingIn, withReturned, type OutboxMessage, type OutboxStorageEvents } from './outbox';

/** localStorage as the outbox uses it, over a map. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
  };
}

/** The window's `storage` events, fired by hand as another tab's change would. */
function storageEvents() {
  const listeners = new Set<(event: { key: string | null }) => void>();
  const events: OutboxStorageEvents = { addEventListener: (_type, listener) => listeners.add(listener), removeEventListener: (_type, listener) => listeners.delete(listener) };
  return { events, fire: (key: string | null) => listeners.forEach((listener) => listener({ key })), count: () => listeners.size };
}

const message = (clientId: string, conversationId = 'c1', writtenAt = 1): OutboxMessage => ({ client_id: clientId, conversation_id: conversationId, content: `text ${clientId}`, written_at: writtenAt });
const ids = (messages: readonly OutboxMessage[]) => messages.map((item) => item.client_id);
const KEY = `${STORAGE_KEYS.outbox}ada`;

describe('outbox', () => {
  it('keeps what waits on the device under the person’s name, in the order written, and finds it again after a reload', () => {
    const storage = memoryStorage();
    const outbox = openOutbox('ada', storage);
    outbox.add(message('a', 'c1', 10));
    outbox.add(message('b', 'c2', 20));
    // An older message whose send failed late takes its place among them.
    outbox.add(message('early', 'c1', 15));
    outbox.add(message('a', 'c1', 10));
    expect(ids(outbox.getSnapshot().waiting)).toEqual(['a', 'early', 'b']);
    expect(storage.getItem(KEY)).toContain('text early');

    const reloaded = openOutbox('ada', storage);
    expect(reloaded.getSnapshot().waiting).toEqual(outbox.getSnapshot().waiting);
    expect(openOutbox('bob', storage).getSnapshot().waiting).toEqual([]);
  });

  it('lets an acknowledged message go, and leaves no key once empty', () => {
    const storage = memoryStorage();
    const outbox = openOutbox('ada', storage);
    const told: string[] = [];
    outbox.subscribe(() => told.push(ids(outbox.getSnapshot().waiting).join()));
    outbox.add(message('a'));
    outbox.add(message('b', 'c1', 2));
    outbox.sent('a');
    outbox.sent('a');
    expect(told).toEqual(['a', 'a,b', 'b']);
    outbox.sent('b');
    expect(storage.items.has(KEY)).toBe(false);
  });

  it('gives a refused message’s text back once, to its own conversation, in the order written', () => {
    const outbox = openOutbox('ada', memoryStorage());
    outbox.add(message('a', 'c1', 1));
    outbox.add(message('b', 'c2', 2));
    outbox.add(message('c', 'c1', 3));
    outbox.refused('a');
    outbox.refused('c');
    expect(ids(outbox.getSnapshot().waiting)).toEqual(['b']);
    expect(outbox.takeReturned('c2')).toEqual([]);
    expect(outbox.takeReturned('c1')).toEqual(['text a', 'text c']);
    expect(outbox.takeReturned('c1')).toEqual([]);
    expect(outbox.getSnapshot().returned).toEqual([]);
  });

  it('follows what another tab of the same account changed', () => {
    const storage = memoryStorage();
    const { events, fire, count } = storageEvents();
    const here = openOutbox('ada', storage, events);
    const told: number[] = [];
    const stop = here.subscribe(() => told.push(here.getSnapshot().waiting.length));
    openOutbox('ada', storage).add(message('a'));
    fire('theme_preference');
    expect(told).toEqual([]);
    fire(KEY);
    fire(KEY);
    expect(told).toEqual([1]);
    expect(ids(here.getSnapshot().waiting)).toEqual(['a']);
    stop();
    expect(count()).toBe(0);
  });

  it('survives storage that refuses (private mode) and what no version of the app wrote', () => {
    const refusing = { getItem: () => null, setItem: () => { throw new Error('quota'); }, removeItem: () => undefined };
    const outbox = openOutbox('ada', refusing);
    outbox.add(message('a'));
    expect(ids(outbox.getSnapshot().waiting)).toEqual(['a']);
    expect(openOutbox('ada', memoryStorage({ [KEY]: '{not json' })).getSnapshot().waiting).toEqual([]);
    expect(openOutbox('ada', memoryStorage({ [KEY]: JSON.stringify({ waiting: [{ client_id: 1 }, message('b')] }) })).getSnapshot().waiting).toEqual([message('b')]);
  });

  it('keeps nothing on the device for nobody signed in', () => {
    const storage = memoryStorage();
    openOutbox(null, storage).add(message('a'));
    expect(storage.items.size).toBe(0);
  });

  it('forgets every outbox but the signed-in person’s, and all of them once signed out', () => {
    const storage = memoryStorage({ [KEY]: '{}', [`${STORAGE_KEYS.outbox}bob`]: '{}', [STORAGE_KEYS.theme]: 'dark' });
    forgetOutboxes(storage, 'ada');
    expect([...storage.items.keys()]).toEqual([KEY, STORAGE_KEYS.theme]);
    forgetOutboxes(storage, null);
    expect([...storage.items.keys()]).toEqual([STORAGE_KEYS.theme]);
  });

  it('shows a conversation’s waiting messages but those already stored (the socket’s copy came first)', () => {
    const state = { waiting: [message('a', 'c1', 1), message('b', 'c2', 2), message('c', 'c1', 3)], returned: [] };
    expect(ids(waitingIn(state, 'c1', [{ client_id: null }, { client_id: 'a' }]))).toEqual(['c']);
    expect(ids(waitingIn(state, 'c1', []))).toEqual(['a', 'c']);
  });

  it('puts returned texts before what the box holds, losing neither', () => {
    expect(withReturned(['first', 'second'], '')).toBe('first\nsecond');
    expect(withReturned(['first'], '  ')).toBe('first');
    expect(withReturned(['first'], 'typed since')).toBe('first\ntyped since');
  });
});
