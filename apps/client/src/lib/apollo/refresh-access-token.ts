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
  if (!response.ok) throw new Error(`Token refresh failed with status ${response.status}`);
  const body = (await response.json()) as { access_token?: unknown };
  if (typeof body.access_token !== 'string' || body.access_token === '') {
    throw new Error('Token refresh answered without an access token');
  }
  return body.access_token;
}
