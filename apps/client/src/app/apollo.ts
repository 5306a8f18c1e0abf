import { createApolloClient } from '../lib/apollo/create-client';
import { PATHS } from '../lib/paths';
import { sessionStore } from '../lib/session';
import { router } from './router';

/** The app's one Apollo client; a session that cannot be renewed ends on /login. */
export const apolloClient = createApolloClient({
  session: sessionStore,
  onSessionExpired: () => void router.navigate(PATHS.login, { replace: true }),
});
