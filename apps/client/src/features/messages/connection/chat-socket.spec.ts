import { describe, expect, it, jest } from '@jest/globals';
import { CHAT_CLOSE_CODES, CHAT_SOCKET_TIMING } from '@gatherly/schema';
import type { Client, ClientOptions, Sink } from 'graphql-ws';
import { createWatchList, openChatSocket, retryDelay, type ChatSocketOptions, type NetworkEvents } from './chat-socket';

/** Stands in for graphql-ws: records how it was made and lets a test play the server's part. */
class FakeClient {
  sinks: Sink[] = [];
  queries: string[] = [];
  variables: unknown[] = [];
  stopped: string[] = [];
  disposed = false;
  terminated = 0;
  constructor(readonly options: ClientOptions) {}
  subscribe(payload: { query: string; variables?: unknown }, sink: Sink) {
    this.queries.push(payload.query);
    this.variables.push(payload.variables);
    this.sinks.push(sink);
    return () => void this.stopped.push(payload.query);
  }
  on() {
    return () => undefined;
  }
  dispose() {
    this.disposed = true;
  }
  terminate() {
    this.terminated += 1;
  }
  /** The library's connected event, after its connection parameters were sent. */
  async connect() {
    const params = typeof this.options.connectionParams === 'function' ? await this.options.connectionParams() : this.options.connectionParams;
    (this.options.on?.connected as (socket: unknown, payload: unknown, wasRetry: boolean) => void)?.({ readyState: 1, close: () => undefined }, undefined, false);
    return params;
  }
  /** graphql-ws gives up: every subscription gets the error. */
  fail(problem: unknown) {
    this.sinks.forEach((sink) => sink.error(problem));
  }
}

function networkEvents() {
  const listeners = new Map<string, () => void>();
  const network: NetworkEvents = {
    addEventListener: (type, listener) => void listeners.set(type, listener),
    removeEventListener: (type) => void listeners.delete(type),
  };
  return { network, fire: (type: 'online' | 'offline') => listeners.get(type)?.(), listeners };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const close = (code: number) => ({ code, reason: '', wasClean: true });

function setup(overrides: Partial<ChatSocketOptions> = {}) {
  let token: string | null = 'token-1';
  const clients: FakeClient[] = [];
  const received: unknown[] = [];
  const connected = jest.fn();
  const renew = jest.fn(async (_refused: string) => {
    token = 'token-2';
    return token;
  });
  const wait = jest.fn(async (_ms: number) => undefined);
  const events = networkEvents();
  const socket = openChatSocket({
    url: 'ws://test/graphql',
    getToken: () => token,
    renew,
    positions: () => ({ c1: '41' }),
    subscriptions: [
      { query: 'subscription A { a }', next: (data) => received.push(data) },
      { query: 'subscription B { b }', next: (data) => received.push(data) },
    ],
    onConnected: connected,
    network: events.network,
    createClient: (options) => {
      const client = new FakeClient(options);
      clients.push(client);
      return client as unknown as Client;
    },
    wait,
    ...overrides,
  });
  return { socket, clients, received, connected, renew, wait, events, setToken: (next: string | null) => (token = next), latest: () => clients[clients.length - 1] };
}

describe('chat socket', () => {
  it('connects with the stored token and the positions held, and holds every subscription', async () => {
    const { clients, received, connected } = setup();
    expect(clients).toHaveLength(1);
    expect(clients[0].queries).toEqual(['subscription A { a }', 'subscription B { b }']);
    await expect(clients[0].connect()).resolves.toEqual({ token: 'token-1', since: { c1: '41' } });
    expect(connected).toHaveBeenLastCalledWith(false);

    clients[0].sinks[0].next({ data: { a: 1 } });
    clients[0].sinks[1].next({ data: { b: 2 } });
    expect(received).toEqual([{ a: 1 }, { b: 2 }]);

    await clients[0].connect(); // graphql-ws reconnected by itself after a drop
    expect(connected).toHaveBeenLastCalledWith(true);
  });

  it("carries the screens' subscriptions while they hold them, across reconnections; one refused ends only itself", async () => {
    const watched = createWatchList();
    const counts: unknown[] = [];
    const held = watched.add({ query: 'subscription C($id: ID!) { c(id: $id) }', variables: { id: 'e1' }, next: (data) => counts.push(data) });
    const { clients, latest } = setup({ watched });
    expect(clients[0].queries).toEqual(['subscription A { a }', 'subscription B { b }', 'subscription C($id: ID!) { c(id: $id) }']);
    expect(clients[0].variables[2]).toEqual({ id: 'e1' });
    clients[0].sinks[2].next({ data: { c: 3 } });
    expect(counts).toEqual([{ c: 3 }]);

    const later = watched.add({ query: 'subscription D { d }', variables: {}, next: () => undefined });
    expect(clients[0].queries).toHaveLength(4);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    clients[0].sinks[3].error([{ message: 'Event not found', extensions: { code: 'content/not_found' } }]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    expect(clients[0].disposed).toBe(false);
    later();
    expect(clients[0].stopped).toEqual(['subscription D { d }']);

    clients[0].fail(close(1011));
    await flush();
    expect(latest().queries).toContain('subscription C($id: ID!) { c(id: $id) }');
    held();
    expect(latest().stopped).toEqual(['subscription C($id: ID!) { c(id: $id) }']);
  });

  it('opens nothing without a token', () => {
    const clients: unknown[] = [];
    openChatSocket({
      url: 'ws://test',
      getToken: () => null,
      renew: async () => 'x',
      positions: () => ({}),
      subscriptions: [],
      network: null,
      createClient: (options) => (clients.push(options), {} as Client),
    });
    expect(clients).toHaveLength(0);
  });

  it('retries lost connections without end, with capped backoff, but not a session the server ended', async () => {
    const { clients, wait } = setup();
    const { shouldRetry, retryAttempts, retryWait } = clients[0].options;
    expect(retryAttempts).toBe(Infinity);
    expect(shouldRetry?.(new Event('error'))).toBe(true);
    expect(shouldRetry?.(close(1006))).toBe(true);
    // A server too busy to check the token for now (1013): graphql-ws tries again, with the same token.
    expect(shouldRetry?.(close(CHAT_CLOSE_CODES.tryAgainLater))).toBe(true);
    expect(shouldRetry?.(close(CHAT_CLOSE_CODES.sessionEnded))).toBe(false);

    await retryWait?.(20);
    const waited = wait.mock.calls[0][0];
    expect(waited).toBeGreaterThanOrEqual(CHAT_SOCKET_TIMING.retryMaxMs / 2);
    expect(waited).toBeLessThanOrEqual(CHAT_SOCKET_TIMING.retryMaxMs);
    expect(retryDelay(0, () => 0)).toBe(CHAT_SOCKET_TIMING.retryBaseMs / 2);
    expect(retryDelay(3, () => 1)).toBe(CHAT_SOCKET_TIMING.retryBaseMs * 8);
  });

  it('renews a refused token through the refresher and reconnects with the new one', async () => {
    const { clients, renew, latest } = setup();
    await clients[0].connect();
    clients[0].fail(close(CHAT_CLOSE_CODES.unauthenticated));
    await flush();

    expect(renew).toHaveBeenCalledTimes(1);
    expect(renew).toHaveBeenCalledWith('token-1');
    expect(clients[0].disposed).toBe(true);
    expect(clients).toHaveLength(2);
    await expect(latest().connect()).resolves.toEqual({ token: 'token-2', since: { c1: '41' } });
  });

  it('waits longer each time a fresh token is refused again before any connection', async () => {
    const { clients, renew, wait } = setup();
    clients[0].fail(close(CHAT_CLOSE_CODES.unauthenticated));
    await flush();
    clients[1].fail(close(CHAT_CLOSE_CODES.unauthenticated));
    await flush();
    expect(renew).toHaveBeenCalledTimes(2);
    expect(wait).toHaveBeenCalledTimes(1);
    expect(clients).toHaveLength(3);
  });

  it('stays closed when the session cannot be renewed', async () => {
    const { clients } = setup({ renew: async () => Promise.reject(new Error('refresh refused')) });
    clients[0].fail(close(CHAT_CLOSE_CODES.unauthenticated));
    await flush();
    expect(clients).toHaveLength(1);
  });

  it('stops when the server ends the session, until another token is stored', async () => {
    const { socket, clients, setToken } = setup();
    await clients[0].connect();
    clients[0].fail(close(CHAT_CLOSE_CODES.sessionEnded));
    await flush();
    expect(clients).toHaveLength(1);

    socket.resume();
    expect(clients).toHaveLength(1);
    setToken('token-9');
    socket.resume();
    expect(clients).toHaveLength(2);
  });

  it('drops the socket when the browser goes offline and reconnects at once when it is back', async () => {
    const { clients, events } = setup();
    await clients[0].connect();
    events.fire('offline');
    expect(clients[0].terminated).toBe(1);
    (clients[0].options.on?.closed as (event: unknown) => void)(close(4499));

    events.fire('online');
    expect(clients[0].disposed).toBe(true);
    expect(clients).toHaveLength(2);
  });

  it('drops a socket whose pong does not come back, so that graphql-ws reconnects', async () => {
    jest.useFakeTimers();
    try {
      const { clients } = setup();
      const socket = { readyState: 1, close: jest.fn() };
      (clients[0].options.on?.connected as (socket: unknown) => void)(socket);
      const { ping, pong } = clients[0].options.on as { ping: (received: boolean) => void; pong: (received: boolean) => void };
      ping(false);
      jest.advanceTimersByTime(CHAT_SOCKET_TIMING.pongTimeoutMs - 1);
      pong(true);
      jest.advanceTimersByTime(CHAT_SOCKET_TIMING.pongTimeoutMs);
      expect(socket.close).not.toHaveBeenCalled();
      ping(false);
      jest.advanceTimersByTime(CHAT_SOCKET_TIMING.pongTimeoutMs);
      expect(socket.close).toHaveBeenCalledWith(4408, 'No pong');
      expect(clients[0].options.keepAlive).toBe(CHAT_SOCKET_TIMING.pingEveryMs);
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes for good: listeners removed, late failures ignored', async () => {
    const { socket, clients, events, renew } = setup();
    socket.close();
    expect(clients[0].disposed).toBe(true);
    expect(events.listeners.size).toBe(0);
    clients[0].fail(close(CHAT_CLOSE_CODES.unauthenticated));
    await flush();
    expect(renew).not.toHaveBeenCalled();
    expect(clients).toHaveLength(1);
  });
});
