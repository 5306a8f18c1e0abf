import { ERROR_CODES, SERVER_MESSAGES, type TextRef } from '@gatherly/schema';
import { t } from '../i18n';

/** Why the server ended a session its owner did not end, as the login screen says it. */
const ENDED_BECAUSE: Readonly<Record<string, TextRef>> = {
  [ERROR_CODES.sessionEndedSuspended]: SERVER_MESSAGES.sessionEndedSuspended,
  [ERROR_CODES.sessionEndedPasswordChanged]: SERVER_MESSAGES.sessionEndedPasswordChanged,
};

/** A refresh refused because the session was ended elsewhere: `message` says why. */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
}

/** Where the httpOnly refresh cookie is exchanged for a new access token (spec §7). */
export const REFRESH_URL = '/api/account/refresh';

/** POST /api/account/refresh with the cookie; answers `{"access_token": "..."}`. */
export async function refreshAccessToken(fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(REFRESH_URL, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) {
    const failure = (await response.json().catch(() => null)) as { code?: unknown } | null;
    const why = typeof failure?.code === 'string' ? ENDED_BECAUSE[failure.code] : undefined;
    throw why ? new SessionEndedError(t(why)) : new Error(`Token refresh failed with status ${response.status}`);
  }
  const body = (await response.json()) as { access_token?: unknown };
  if (typeof body.access_token !== 'string' || body.access_token === '') {
    throw new Error('Token refresh answered without an access token');
  }
  return body.access_token;
}
