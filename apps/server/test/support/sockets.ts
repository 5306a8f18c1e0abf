import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestApp } from './test-app';

/** What arrived on a socket, in order, with a way to wait for what has not yet. */
export class Inbox<T> {
  readonly items: T[] = [];
  private waiters: Array<() => void> = [];

  push(item: T): void {
    this.items.push(item);
    this.waiters.forEach((wake) => wake());
  }

  /** The first item (from `from` on) that matches; fails after `ms`. */
  async next(match: (item: T) => boolean, { from = 0, ms = 5000 } = {}): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.items.slice(from).find(match);
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`nothing matching arrived in ${ms} ms; got ${JSON.stringify(this.items).slice(0, 2000)}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiters = this.waiters.filter((waiter) => waiter !== wake);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.waiters.push(wake);
      });
    }
  }

  /** Waits until `count` items match. */
  async count(match: (item: T) => boolean, count: number, ms = 10_000): Promise<T[]> {
    const deadline = Date.now() + ms;
    for (;;) {
      const matching = this.items.filter(match);
      if (matching.length >= count) return matching;
      if (Date.now() > deadline) throw new Error(`${matching.length} of ${count} arrived in ${ms} ms`);
      await this.next(() => true, { from: this.items.length, ms: Math.max(1, deadline - Date.now()) }).catch(() => undefined);
    }
  }
}

/**
 * Waits until a graphql-ws subscription is live: graphql-ws does not acknowledge subscriptions, so
 * `poke` (something that makes the subscription say something) is repeated until one comes through.
 */
export async function whenLive(values: Pick<Inbox<unknown>, 'items' | 'next'>, poke: () => Promise<unknown>, attempts = 25): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const from = values.items.length;
    await poke();
    if (await values.next(() => true, { from, ms: 250 }).then(() => true, () => false)) return;
  }
  throw new Error('the subscription never became live');
}

export type Frame = Record<string, any>;

/** A client of the raw /chat/ socket. */
export interface ChatSocket {
  frames: Inbox<Frame>;
  /** Sends an object as JSON, or a string as it is. */
  send(frame: Frame | string): void;
  /** Resolves with the close code once the socket is closed. */
  closed: Promise<number>;
  close(): Promise<number>;
}

export function wsUrlOf(t: Pick<TestApp, 'baseUrl'>, path: string): string {
  return `${t.baseUrl.replace(/^http/, 'ws')}${path}`;
}

/** Opens /chat/?token=…, optionally with the positions of a reconnecting client. */
export async function openChatSocket(t: Pick<TestApp, 'baseUrl'>, token: string | null, since?: Record<string, string>, acceptLanguage?: string): Promise<ChatSocket> {
  const query = new URLSearchParams();
  if (token !== null) query.set('token', token);
  if (since) query.set('since', JSON.stringify(since));
  const socket = new WebSocket(wsUrlOf(t, `/chat/?${query}`), acceptLanguage ? { headers: { 'accept-language': acceptLanguage } } : undefined);
  const frames = new Inbox<Frame>();
  socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    frames,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    closed,
    close: () => {
      socket.close();
      return closed;
    },
  };
}

/** A graphql-ws client, with what each subscription received. */
export interface GraphqlSocket {
  client: Client;
  /** Resolves with the close code once the connection is closed. */
  closed: Promise<number>;
  /** Resolves once the server acknowledged the connection. */
  connected: Promise<void>;
  subscribe<T = any>(query: string): { values: Inbox<T>; errors: Inbox<unknown>; stop(): void };
  close(): Promise<void>;
}

/** The WebSocket client that opens with `Accept-Language: acceptLanguage`, as a browser sends its own. */
function webSocketAsking(acceptLanguage: string) {
  return class extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { 'accept-language': acceptLanguage } });
    }
  };
}

export function openGraphqlSocket(t: Pick<TestApp, 'baseUrl'>, token: string | null, since?: Record<string, string>, acceptLanguage?: string): GraphqlSocket {
  let onClosed: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (onClosed = resolve));
  let onConnected: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => (onConnected = resolve));
  const client = createClient({
    url: wsUrlOf(t, '/graphql'),
    webSocketImpl: acceptLanguage ? webSocketAsking(acceptLanguage) : WebSocket,
    connectionParams: token === null ? {} : { token, ...(since ? { since } : {}) },
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => undefined,
    on: { closed: (event) => onClosed((event as { code: number }).code), connected: () => onConnected() },
  });
  return {
    client,
    closed,
    connected,
    subscribe<T>(query: string) {
      const values = new Inbox<T>();
      const errors = new Inbox<unknown>();
      const stop = client.subscribe<T>(
        { query },
        {
          next: (result) => (result.errors ? errors.push(result.errors) : values.push(result.data as T)),
          error: (error) => errors.push(error),
          complete: () => undefined,
        },
      );
      return { values, errors, stop };
    },
    close: () => client.dispose() as Promise<void>,
  };
}
