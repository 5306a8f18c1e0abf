import { sessionStore } from '../session';
import { createSessionRefresher } from './session-refresher';

export * from './token-refresher';
export * from './session-refresher';

/**
 * The one refresher of this tab, shared by the Apollo link chain and REST uploads, so that
 * requests of both kinds failing together wait for a single refresh.
 */
export const sessionRefresher = createSessionRefresher(sessionStore);
