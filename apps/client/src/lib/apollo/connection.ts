import { ApolloLink, type ApolloClient } from '@apollo/client';
import { tap } from 'rxjs';
import { isUnreachable } from '../errors/describe-error';

/** The waits between automatic retries while the server cannot be reached, the last one repeated. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000] as const;

export interface ConnectionState {
  /** The last request got no answer and none has got one since. */
  unreachable: boolean;
  /** How many automatic retries were made since the server was last reached. */
  attempts: number;
}

type Retry = () => Promise<unknown>;

/**
 * Whether Gatherly's server can be reached, as the app's own requests find it: one request that
 * gets no answer marks it unreachable, the next one answered marks it reachable again. While it is
 * unreachable the store retries by itself, with growing waits, what failed; `retryNow` does so at once.
 */
export function createConnection(retry: Retry) {
  let state: ConnectionState = { unreachable: false, attempts: 0 };
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const set = (next: ConnectionState) => {
    if (next.unreachable === state.unreachable && next.attempts === state.attempts) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const schedule = () => {
    clearTimer();
    const delay = RETRY_DELAYS_MS[Math.min(state.attempts, RETRY_DELAYS_MS.length - 1)];
    timer = setTimeout(() => void attempt(), delay);
  };
  const attempt = async () => {
    clearTimer();
    set({ unreachable: true, attempts: state.attempts + 1 });
    // A retry answered calls reached(); one that fails calls failed(), which schedules the next.
    await retry().catch(() => undefined);
    if (state.unreachable && timer === null) schedule();
  };

  return {
    getSnapshot: (): ConnectionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A request got no answer. */
    failed(): void {
      if (!state.unreachable) set({ unreachable: true, attempts: 0 });
      if (timer === null) schedule();
    },
    /** A request was answered (whatever its status). */
    reached(): void {
      clearTimer();
      set({ unreachable: false, attempts: 0 });
    },
    /** Retries what failed now (the person's Retry). */
    retryNow(): Promise<void> {
      return attempt();
    },
  };
}

export type Connection = ReturnType<typeof createConnection>;

/** Tells the connection of each answer and each request left without one. */
export function createConnectionLink(connection: Pick<Connection, 'failed' | 'reached'>): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap({
        next: () => connection.reached(),
        error: (error: unknown) => (isUnreachable(error) ? connection.failed() : connection.reached()),
      }),
    ),
  );
}

/**
 * What a retry does: refetches the shown queries that failed; when none did (a failed action or
 * page of a list), asks the server whether it is up, so that the notice goes once it is.
 */
export function retryFailed(client: ApolloClient, probe: () => Promise<unknown>): Retry {
  return async () => {
    const failed = [...client.getObservableQueries('active')].filter((query) => query.getCurrentResult().error);
    if (failed.length > 0) {
      await Promise.all(failed.map((query) => query.refetch()));
      return;
    }
    await probe();
  };
}
