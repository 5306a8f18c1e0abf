/** Who is making a request: decoded once per request from the access token. */
export interface Viewer {
  accountId: string;
  sessionId: string;
}

/** What a transport knows of the client, for throttling and the list of sessions. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}
