import { refreshAccessToken, SessionEndedError } from '../apollo/refresh-access-token';
import { rememberSessionEnd } from '../session/session-end';
import type { SessionStore } from '../session/session-store';
import { createTokenRefresher, type TokenRefresher } from './token-refresher';

export interface SessionRefresherOptions {
  /** Exchanges the refresh cookie for a new access token; default POST /api/account/refresh. */
  refresh?: () => Promise<string>;
  /** Runs after a refused refresh cleared the session (the guards then show /login). */
  onExpired?: () => void;
}

/** The refresher of a session store: a new token is stored, a refused refresh ends the session. */
export function createSessionRefresher(session: SessionStore, options: SessionRefresherOptions = {}): TokenRefresher {
  return createTokenRefresher({
    getToken: () => session.getSnapshot().token,
    refresh: options.refresh ?? (() => refreshAccessToken()),
    onRefreshed: (token) => session.setToken(token),
    onRefreshFailed: (error) => {
      console.warn('Session refresh failed; signing out.', error);
      // The login screen says why when the server ended it (a suspension, a password changed elsewhere).
      if (error instanceof SessionEndedError) rememberSessionEnd(error.message);
      session.clear();
      options.onExpired?.();
    },
  });
}
