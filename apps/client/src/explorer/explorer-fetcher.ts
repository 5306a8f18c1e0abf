import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import { createClient, type Client } from 'graphql-ws';

/** The access token of an `Authorization: Bearer …` header of the headers editor, if any. */
export function bearerOf(headers: Record<string, unknown> | undefined): string | null {
  const value = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'authorization')?.[1];
  const match = typeof value === 'string' ? /^Bearer\s+(\S+)$/i.exec(value.trim()) : null;
  return match ? match[1] : null;
}

/**
 * Queries and mutations over HTTP with the headers of the editor; subscriptions over graphql-ws on
 * the same URL, signed in with the token of those headers (the server reads it from the connection
 * parameters, as the app's chat does). One socket per token, opened when first needed.
 */
export function explorerFetcher(location: Pick<Location, 'protocol' | 'host'>): Fetcher {
  const socketUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
  const sockets = new Map<string, Client>();
  const socketFor = (token: string | null): Client => {
    const key = token ?? '';
    let socket = sockets.get(key);
    if (!socket) {
      socket = createClient({ url: socketUrl, connectionParams: token ? { token } : {}, lazy: true, retryAttempts: 0 });
      sockets.set(key, socket);
    }
    return socket;
  };
  return (params, options) => createGraphiQLFetcher({ url: '/graphql', wsClient: socketFor(bearerOf(options?.headers)) })(params, options);
}

/**
 * An access token for the headers editor when the explorer is opened by someone signed in to the app
 * in this browser: the refresh cookie (same origin) is exchanged for one; null otherwise.
 */
export async function signedInToken(): Promise<string | null> {
  try {
    const response = await fetch('/api/account/refresh', { method: 'POST', credentials: 'same-origin' });
    if (!response.ok) return null;
    const body = (await response.json()) as { access_token?: unknown };
    return typeof body.access_token === 'string' ? body.access_token : null;
  } catch {
    return null;
  }
}
