import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { createSessionRefresher } from '../auth/session-refresher';
import type { TokenRefresher } from '../auth/token-refresher';
import { i18n } from '../i18n/i18n';
import type { SessionStore } from '../session/session-store';
import { createAuthHeaderLink } from './auth-header-link';
import { createAuthRefreshLink } from './auth-refresh-link';
import { createConnectionLink, type Connection } from './connection';
import { createLanguageHeaderLink } from './language-header-link';
import { typePolicies, possibleTypes } from './type-policies';

export const GRAPHQL_URL = '/graphql';

export interface ClientOptions {
  session: SessionStore;
  /** Runs when the session could not be renewed, after it was cleared (e.g. go to /login). */
  onSessionExpired?: () => void;
  /**
   * The refresher shared with REST requests (lib/auth `sessionRefresher`); without one the client
   * makes its own for `session`, calling `onSessionExpired` when a refresh is refused.
   */
  refresher?: TokenRefresher;
  /** Told of every answer and every request left without one (lib/apollo/connection). */
  connection?: Pick<Connection, 'failed' | 'reached'>;
}

/**
 * Link chain: connection state -> refresh-and-retry -> auth header -> language header -> HTTP. Subscriptions do not take it: the chat
 * connection (features/messages/connection) holds its own graphql-ws client, whose life, token
 * renewal and catch-up belong to the signed-in area rather than to one operation.
 */
export function createApolloClient({ session, onSessionExpired, refresher, connection }: ClientOptions): ApolloClient {
  const getToken = () => session.getSnapshot().token;

  const refreshLink = createAuthRefreshLink(refresher ?? createSessionRefresher(session, { onExpired: onSessionExpired }));
  const transport = new HttpLink({ uri: GRAPHQL_URL, credentials: 'include' });

  const client = new ApolloClient({
    link: ApolloLink.from([...(connection ? [createConnectionLink(connection)] : []), refreshLink, createAuthHeaderLink(getToken), createLanguageHeaderLink(() => i18n.locale), transport]),
    cache: new InMemoryCache({ typePolicies, possibleTypes }),
  });

  // Whoever ends or switches the session (logout, failed refresh, another tab), cached data of
  // the previous user must not be shown to the next one.
  let user = session.getSnapshot().token ? session.getSnapshot().username : null;
  session.subscribe(() => {
    const { token, username } = session.getSnapshot();
    const next = token ? username : null;
    if (next === user) return;
    const previous = user;
    user = next;
    if (previous === null) return;
    // Deferred one task: operations failing right now (a refused refresh) first receive their own
    // error; resetting at once would replace it with "store reset while query was in flight".
    setTimeout(() => {
      // Signed out: drop everything. Another user signed in (other tab): drop and refetch what is shown.
      const reset = next === null ? client.clearStore() : client.resetStore();
      void reset.catch(() => undefined);
    }, 0);
  });

  return client;
}
