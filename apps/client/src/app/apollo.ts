import { sessionRefresher } from '../lib/auth';
import { createApolloClient } from '../lib/apollo/create-client';
import { sessionStore } from '../lib/session';

/**
 * The app's one Apollo client. It shares the tab's token refresher with REST uploads; a session
 * that cannot be renewed is cleared, and the route guards then show /login.
 */
export const apolloClient = createApolloClient({ session: sessionStore, refresher: sessionRefresher });
