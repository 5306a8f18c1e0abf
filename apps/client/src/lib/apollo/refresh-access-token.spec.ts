import { describe, expect, it } from '@jest/globals';
import { ERROR_CODES, SERVER_MESSAGES } from '@gatherly/schema';
import { t } from '../i18n';
import { refreshAccessToken, SessionEndedError } from './refresh-access-token';

const answer = (status: number, body: unknown) => (() => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))) as unknown as typeof fetch;

describe('refreshAccessToken', () => {
  it('answers the new token', async () => {
    await expect(refreshAccessToken(answer(200, { access_token: 'abc' }))).resolves.toBe('abc');
  });

  it('says why when the server ended the session: a suspension, a password changed elsewhere', async () => {
    const suspended = refreshAccessToken(answer(401, { success: false, message: t(SERVER_MESSAGES.sessionEndedSuspended), code: ERROR_CODES.sessionEndedSuspended }));
    await expect(suspended).rejects.toBeInstanceOf(SessionEndedError);
    await expect(suspended).rejects.toThrow(t(SERVER_MESSAGES.sessionEndedSuspended));
    const changed = refreshAccessToken(answer(401, { success: false, message: 'x', code: ERROR_CODES.sessionEndedPasswordChanged }));
    await expect(changed).rejects.toThrow(t(SERVER_MESSAGES.sessionEndedPasswordChanged));
  });

  it('is a plain failure when the session simply expired or the answer is not JSON', async () => {
    const expired = refreshAccessToken(answer(401, { success: false, message: t(SERVER_MESSAGES.refreshInvalid) }));
    await expect(expired).rejects.not.toBeInstanceOf(SessionEndedError);
    const garbled = refreshAccessToken((() => Promise.resolve(new Response('<html>', { status: 502 }))) as unknown as typeof fetch);
    await expect(garbled).rejects.toThrow('Token refresh failed with status 502');
  });
});
