import { UnreadNotificationCountDocument } from '../gql/graphql';
import { sessionRefresher } from '../lib/auth';
import { createConnection, retryFailed } from '../lib/apollo/connection';
import { createApolloClient } from '../lib/apollo/create-client';
import { sessionStore } from '../lib/session';

/**
 * Whether Gatherly can be reached, as the app's requests find it; while it cannot, the shown
 * queries that failed are fetched again by themselves (lib/apollo/connection). When none did (an
 * action failed), the bell's count, the smallest question the signed-in app asks, tells whether
 * the server answers again.
 */
export const connection = createConnection(() =>
  retryFailed(apolloClient, () => apolloClient.query({ query: UnreadNotificationCountDocument, fetchPolicy: 'network-only' }))(),
);

/**
 * The app's one Apollo client. It shares the tab's token refresher with REST uploads; a session
 * that cannot be renewed is cleared, and the route guards then show /login.
 */
export const apolloClient = createApolloClient({ session: sessionStore, refresher: sessionRefresher, connection });
