import type { ApiScope } from '@gatherly/schema';

/** Who is making a request: decoded once per request from the access token. */
export interface Viewer {
  accountId: string;
  /** The session, or the personal access token, the request came with: ending it closes its sockets. */
  sessionId: string;
  /** A personal access token's scopes; absent for a signed-in session, which may do everything. */
  scopes?: readonly ApiScope[];
  /** A suspended account's session: only what is marked @AllowRestricted() lets it through. */
  restricted?: boolean;
  /** The language the account chose, if it chose one (as it was when the request was authenticated). */
  language?: string | null;
}

/** What a transport knows of the client, for throttling and the list of sessions. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** The language its request asks for (Accept-Language), for the mails it causes; none outside a request. */
  language?: string;
}
