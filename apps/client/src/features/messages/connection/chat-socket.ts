import { addTypenameToDocument, print } from '@apollo/client/utilities';
import type { TypedDocumentNode } from '@apollo/client';
import { CHAT_CLOSE_CODES, CHAT_SOCKET_TIMING, ERROR_CODES } from '@gatherly/schema';
import { createClient, type Client, type ClientOptions } from 'graphql-ws';

/** Close code the client uses for a socket that stopped answering (graphql-ws retries after it). */
const DEAD_SOCKET = 4408;
/** WebSocket.OPEN, which Node (tests) does not define. */
const OPEN = 1;

/** Wait before reconnection attempt `attempt` (0, 1, ...): exponential, capped, half of it random. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(CHAT_SOCKET_TIMING.retryMaxMs, CHAT_SOCKET_TIMING.retryBaseMs * 2 ** attempt);
  return ceiling / 2 + (random() * ceiling) / 2;
}

/** One subscription the socket holds for as long as it lives, across reconnections. */
export interface ChatSubscription {
  query: string;
  next(data: unknown): void;
  /** After every connection, to catch up on what happened while there was none. */
  caughtUp?(): void;
}

/** A subscription a screen holds while it shows (an event's live counts), with its variables. */
export interface LiveWatch {
  query: string;
  variables: Record<string, unknown>;
  next(data: unknown): void;
}

/**
 * The subscriptions screens hold right now: the socket carries each from when it is added (or
 * from the next connection) until it is stopped, across reconnections.
 */
export interface WatchList {
  /** Adds one; the answer stops it. */
  add(watch: LiveWatch): () => void;
  current(): readonly LiveWatch[];
  /** Told of each one added or stopped; the answer stops telling. */
  listen(listener: (change: { added?: LiveWatch; stopped?: LiveWatch }) => void): () => void;
}

export function createWatchList(): WatchList {
  const watches = new Set<LiveWatch>();
  const listeners = new Set<(change: { added?: LiveWatch; stopped?: LiveWatch }) => void>();
  return {
    add(watch) {
      watches.add(watch);
      listeners.forEach((listener) => listener({ added: watch }));
      return () => {
        if (watches.delete(watch)) listeners.forEach((listener) => listener({ stopped: watch }));
      };
    },
    current: () => [...watches],
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** A typed subscription with its variables, and what to do with each of its results, for `ChatState.watch`. */
export function liveWatch<T, V extends Record<string, unknown>>(document: TypedDocumentNode<T, V>, variables: V, next: (data: T) => void): LiveWatch {
  return { query: print(addTypenameToDocument(document)), variables, next: (data) => next(data as T) };
}

/** A typed subscription document and what to do with each of its results. */
export function chatSubscription<T>(document: TypedDocumentNode<T, Record<string, never>>, next: (data: T) => void): ChatSubscription {
  // The cache identifies what the socket brings by __typename, as it does for HTTP answers.
  return { query: print(addTypenameToDocument(document)), next: (data) => next(data as T) };
}

/** `window`, where the browser says it lost or regained the network. */
export interface NetworkEvents {
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

export interface ChatSocketOptions {
  url: string | (() => string);
  getToken(): string | null;
  /** A token to use instead of `refused` (the tab's shared refresher); rejects when the session is over. */
  renew(refused: string): Promise<string>;
  /** Per conversation, the last message id the client holds: the server first sends what came after. */
  positions(): Record<string, string>;
  subscriptions: readonly ChatSubscription[];
  /** Subscriptions of the screens on show, carried too while they hold them. */
  watched?: WatchList;
  /** After every connection: `reconnected` is false the first time. */
  onConnected?(reconnected: boolean): void;
  network?: NetworkEvents | null;
  createClient?: (options: ClientOptions) => Client;
  wait?: (ms: number) => Promise<void>;
}

export interface ChatSocket {
  /** The session's token changed: a socket stopped because its session ended may open again. */
  resume(): void;
  close(): void;
}

interface CloseLike {
  code: number;
}

const isClose = (problem: unknown, code: number) =>
  typeof problem === 'object' && problem !== null && 'code' in problem && (problem as CloseLike).code === code;

/** The server refused the token: a 4401 close, or a subscription answered `auth/unauthenticated`. */
function isUnauthenticated(problem: unknown): boolean {
  if (isClose(problem, CHAT_CLOSE_CODES.unauthenticated)) return true;
  return Array.isArray(problem) && problem.some((error: { extensions?: { code?: unknown } }) => error?.extensions?.code === ERROR_CODES.unauthenticated);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The chat connection of spec §4 over graphql-ws. Each (re)connection sends the stored token and
 * the positions held, so the server first replays what was missed. Lost connections are retried
 * without end, with backoff; the browser going offline drops the socket at once and coming back
 * online reconnects at once. A refused token (4401, which graphql-ws treats as final) is renewed
 * through the app's refresher and the socket reopened; when the renewal fails the refresher has
 * ended the session. A session the server ended (4403) stops the socket until the token changes.
 */
export function openChatSocket(options: ChatSocketOptions): ChatSocket {
  const create = options.createClient ?? createClient;
  const wait = options.wait ?? sleep;
  const network = options.network === undefined ? (typeof window === 'undefined' ? null : window) : options.network;

  let current: { client: Client; stops: Array<() => void> } | null = null;
  let closed = false;
  let connected = false;
  let everConnected = false;
  /** Failures since the last connection; they space out renewals and restarts. */
  let failures = 0;
  let sentWith: string | null = null;
  /** The token whose session the server ended; nothing opens until the stored token differs. */
  let endedWith: string | null = null;

  function start() {
    if (closed || current || endedWith !== null || !options.getToken()) return;
    let socket: WebSocket | null = null;
    let pongTimer: ReturnType<typeof setTimeout> | undefined;
    const client = create({
      url: options.url,
      retryAttempts: Infinity,
      // graphql-ws gives up on anything but a close by default (a failed handshake is an error event).
      shouldRetry: (problem) => !isClose(problem, CHAT_CLOSE_CODES.sessionEnded),
      retryWait: (attempt) => wait(retryDelay(attempt)),
      keepAlive: CHAT_SOCKET_TIMING.pingEveryMs,
      connectionParams: async () => {
        const token = options.getToken();
        if (!token) throw new Error('Signed out');
        sentWith = token;
        return { token, since: options.positions() };
      },
      on: {
        connected: (opened) => {
          socket = opened as WebSocket;
          connected = true;
          failures = 0;
          const reconnected = everConnected;
          everConnected = true;
          options.onConnected?.(reconnected);
        },
        ping: (received) => {
          if (!received) pongTimer = setTimeout(() => socket?.readyState === OPEN && socket.close(DEAD_SOCKET, 'No pong'), CHAT_SOCKET_TIMING.pongTimeoutMs);
        },
        pong: (received) => {
          if (received) clearTimeout(pongTimer);
        },
        closed: () => {
          socket = null;
          connected = false;
          clearTimeout(pongTimer);
        },
      },
    });
    const held: { client: Client; stops: Array<() => void> } = { client, stops: [] };
    current = held;
    held.stops = options.subscriptions.map(({ query, next }) =>
      client.subscribe(
        { query },
        {
          next: (result) => {
            if (result.data) next(result.data);
          },
          error: (problem) => fail(held, problem),
          // Only the server ends a subscription of the socket still held (ours end after teardown).
          complete: () => fail(held, new Error('Subscription completed')),
        },
      ),
    );
    if (options.watched) held.stops.push(carryWatched(held, options.watched));
  }

  /**
   * The screens' subscriptions on this client: one refused (an event gone) only ends itself, unless
   * the token was refused, which is the whole socket's business.
   */
  function carryWatched(held: { client: Client }, list: WatchList): () => void {
    const running = new Map<LiveWatch, () => void>();
    const follow = (watch: LiveWatch) => {
      running.set(
        watch,
        held.client.subscribe(
          { query: watch.query, variables: watch.variables },
          {
            next: (result) => {
              if (result.data) watch.next(result.data);
            },
            error: (problem) => {
              if (isUnauthenticated(problem)) fail(held, problem);
              // A lost socket errs every subscription: the socket's own ones handle that.
              else if (Array.isArray(problem)) console.warn('A live subscription was refused', problem);
            },
            complete: () => undefined,
          },
        ),
      );
    };
    list.current().forEach(follow);
    const unlisten = list.listen(({ added, stopped }) => {
      if (added) follow(added);
      if (stopped) {
        running.get(stopped)?.();
        running.delete(stopped);
      }
    });
    return () => {
      unlisten();
      running.forEach((stop) => stop());
    };
  }

  function teardown() {
    const held = current;
    if (!held) return;
    current = null;
    connected = false;
    held.stops.forEach((stop) => stop());
    // Disposing while an attempt is pending rejects that attempt: nothing is waiting for it.
    Promise.resolve(held.client.dispose()).catch(() => undefined);
  }

  /** graphql-ws gave up on the socket: find out why, and open a new one when that makes sense. */
  function fail(held: { client: Client }, problem: unknown) {
    if (current !== held || closed) return;
    teardown();
    if (isClose(problem, CHAT_CLOSE_CODES.sessionEnded)) {
      endedWith = sentWith ?? options.getToken() ?? '';
      return;
    }
    const attempt = failures;
    failures += 1;
    const pause = attempt === 0 ? Promise.resolve() : wait(retryDelay(attempt - 1));
    if (isUnauthenticated(problem)) {
      const refused = sentWith ?? options.getToken() ?? '';
      void pause.then(() => options.renew(refused)).then(start, () => undefined);
    } else {
      // Protocol errors and server failures: the next attempt may well succeed (a restarted server).
      void pause.then(start);
    }
  }

  const onOffline = () => current?.client.terminate();
  const onOnline = () => {
    if (connected || closed) return;
    teardown();
    failures = 0;
    start();
  };
  network?.addEventListener('offline', onOffline);
  network?.addEventListener('online', onOnline);

  start();

  return {
    resume() {
      const token = options.getToken();
      if (endedWith === null || !token || token === endedWith) return;
      endedWith = null;
      start();
    },
    close() {
      closed = true;
      network?.removeEventListener('offline', onOffline);
      network?.removeEventListener('online', onOnline);
      teardown();
    },
  };
}
