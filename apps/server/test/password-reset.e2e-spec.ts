import { ERROR_CODES, LINK_PATHS, SERVER_MESSAGES, TOKEN_TTL } from '@gatherly/schema';
import { AccountTokensService } from '../src/accounts/account-tokens.service';
import { digest } from '../src/accounts/secrets';
import { logIn, makeUnverifiedUser, makeUser, ME, tokenOfLink, uniqueUsername, User } from './support/factories';
import { PUBLIC_URL, startTestApp, TestApp } from './support/test-app';
import { english } from '../src/i18n/texts';

const RULE = 'Password must be at least 8 characters, with a number and special character.';
const INVALID_LINK = 'This password reset link is invalid or expired.';
const NEW_PASSWORD = 'Brand-new-42';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const requestReset = (email: unknown) => t.client().post('/api/account/password/reset', { email });
const validate = (token: string) => t.client().get(`/api/account/reset-password/validate-token?token=${encodeURIComponent(token)}`);
const reset = (token: string, password: string) => t.client().post('/api/account/reset-password', { token, password });

/** Asks for a reset link for `email` and returns the password_token of the mailed link. */
async function resetToken(email: string): Promise<string> {
  const reply = await requestReset(email);
  expect(reply.status).toBe(200);
  const mail = await t.outbox.take(email, LINK_PATHS.resetPassword);
  return tokenOfLink(mail.link, LINK_PATHS.resetPasswordQuery);
}

describe('POST /api/account/password/reset', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const user = await makeUser(t);
    const unknownEmail = `${uniqueUsername('ghost')}@example.com`;
    const known = await requestReset(user.email);
    const unknown = await requestReset(unknownEmail);
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ success: true, message: 'We sent you an email to reset your password!' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    const mail = await t.outbox.take(user.email, LINK_PATHS.resetPassword);
    expect(mail.link).toMatch(new RegExp(`^${PUBLIC_URL}/account/password/reset/confirm\\?password_token=[A-Za-z0-9_-]{43}$`));
    expect(mail.subject).toBe('Reset your Gatherly password');
    await expect(t.outbox.take(unknownEmail, LINK_PATHS.resetPassword)).rejects.toThrow(/no new mail/);
  });

  it('answers before looking the address up, so known and unknown addresses take the same time', async () => {
    const user = await makeUser(t);
    const unknownEmail = `${uniqueUsername('ghost')}@example.com`;
    // While the accounts table is locked, an answer that needed it could not come.
    const lock = t.db.createQueryRunner();
    await lock.connect();
    await lock.startTransaction();
    try {
      await lock.query('LOCK TABLE accounts IN ACCESS EXCLUSIVE MODE');
      const [known, unknown] = await Promise.all([requestReset(user.email), requestReset(unknownEmail)]);
      expect([known.status, unknown.status]).toEqual([200, 200]);
      expect(unknown.text).toBe(known.text);
    } finally {
      await lock.rollbackTransaction();
      await lock.release();
    }
    expect((await t.outbox.take(user.email, LINK_PATHS.resetPassword)).link).toContain('password_token=');
    await expect(t.outbox.take(unknownEmail, LINK_PATHS.resetPassword)).rejects.toThrow(/no new mail/);
  });

  it('mails one link a minute at most, answering every request alike, from any address', async () => {
    const user = await makeUser(t);
    const replies = await Promise.all(Array.from({ length: 6 }, () => requestReset(user.email)));
    expect(replies.map((reply) => reply.status)).toEqual(Array(6).fill(200));
    expect(new Set(replies.map((reply) => reply.text)).size).toBe(1);
    const links = await t.outbox.take(user.email, LINK_PATHS.resetPassword);
    await expect(t.outbox.take(user.email, LINK_PATHS.resetPassword)).rejects.toThrow(/no new mail/);
    // The one link mailed works.
    expect((await validate(tokenOfLink(links.link, LINK_PATHS.resetPasswordQuery))).body).toEqual({ success: true });
  });

  it('refuses a missing or malformed address with 400', async () => {
    expect((await requestReset(undefined)).status).toBe(400);
    expect((await requestReset('')).body).toEqual({ success: false, error: ['Email is required.'] });
    expect((await requestReset('nope')).body).toEqual({ success: false, error: ['Please enter a valid email address.'] });
  });

  it('answers the same over GraphQL for known and unknown addresses', async () => {
    const user = await makeUser(t);
    const query = 'mutation Reset($email: String!) { requestPasswordReset(email: $email) }';
    const known = await t.client().gql(query, { email: user.email });
    const unknown = await t.client().gql(query, { email: `nobody_${user.email}` });
    expect(known.body).toEqual({ data: { requestPasswordReset: english(SERVER_MESSAGES.resetSent) } });
    expect(unknown.body).toEqual(known.body);
    expect((await t.outbox.take(user.email, LINK_PATHS.resetPassword)).link).toContain('password_token=');
  });

  it('keeps only a digest of the token, which lives 30 minutes; a newer link replaces it', async () => {
    const user = await makeUser(t);
    const first = await resetToken(user.email);
    const rows: Array<{ token_hash: string; lifetime: number; used: boolean }> = await t.db.query(
      `SELECT token_hash, extract(epoch FROM expires_at - created_at)::int AS lifetime, used_at IS NOT NULL AS used
         FROM account_tokens WHERE purpose = 'reset_password' AND token_hash = $1`,
      [digest(first)],
    );
    expect(rows).toEqual([{ token_hash: digest(first), lifetime: expect.any(Number), used: false }]);
    expect(Math.abs(rows[0].lifetime - TOKEN_TTL.passwordReset)).toBeLessThan(5);
    // A second mail would come a minute later at the earliest (see below): the link is made as it would make it.
    const [{ id }] = await t.db.query('SELECT id FROM accounts WHERE email = $1', [user.email]);
    const second = await t.app.get(AccountTokensService).issue(id, 'reset_password');
    expect((await validate(first)).body).toEqual({ success: false });
    expect((await validate(second)).body).toEqual({ success: true });
  });
});

describe('GET /api/account/reset-password/validate-token', () => {
  it('answers {"success": true} for a live token and false otherwise, without using it up', async () => {
    const user = await makeUser(t);
    const token = await resetToken(user.email);
    const live = await validate(token);
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ success: true });
    expect((await validate(token)).body).toEqual({ success: true });
    const unknown = await validate('made-up-token');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ success: false });
  });

  it('does not accept a verification token as a reset token', async () => {
    const user = await makeUnverifiedUser(t);
    expect((await validate(user.verificationToken)).body).toEqual({ success: false });
    expect((await reset(user.verificationToken, NEW_PASSWORD)).status).toBe(400);
  });

  it('answers over GraphQL too', async () => {
    const user = await makeUser(t);
    const token = await resetToken(user.email);
    const query = 'query Valid($token: String!) { validateResetToken(token: $token) }';
    expect((await t.client().gql(query, { token })).body).toEqual({ data: { validateResetToken: true } });
    expect((await t.client().gql(query, { token: 'nope' })).body).toEqual({ data: { validateResetToken: false } });
  });
});

describe('POST /api/account/reset-password', () => {
  it('enforces the new-password rule and keeps the token usable', async () => {
    const user = await makeUser(t);
    const token = await resetToken(user.email);
    for (const weak of ['Short1!', 'no-digits-here!', 'n0specialchars', '']) {
      const reply = await reset(token, weak);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ success: false, error: [RULE] });
    }
    expect((await validate(token)).body).toEqual({ success: true });
  });

  it('sets the new password once: the link is single use, the old password stops working', async () => {
    const user = await makeUser(t);
    const token = await resetToken(user.email);
    const done = await reset(token, NEW_PASSWORD);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, message: 'Your password has been changed. Please log in.' });

    const again = await reset(token, 'Another-42');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, error: [INVALID_LINK] });
    expect((await validate(token)).body).toEqual({ success: false });

    const oldLogin = await t.client().post('/api/account/login', { email: user.email, password: user.password });
    expect(oldLogin.status).toBe(401);
    await expect(logIn(t.client(), user.email, NEW_PASSWORD)).resolves.toHaveProperty('access');
  });

  it('refuses an expired link', async () => {
    const user = await makeUser(t);
    const token = await resetToken(user.email);
    await t.db.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [digest(token)]);
    expect((await validate(token)).body).toEqual({ success: false });
    const reply = await reset(token, NEW_PASSWORD);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ success: false, error: [INVALID_LINK] });
    await expect(logIn(t.client(), user.email, user.password)).resolves.toHaveProperty('access');
  });

  it('ends every session of the account, whose refresh then says why, and mails "Your password was changed"', async () => {
    const user: User = await makeUser(t);
    const otherDevice = await logIn(t.client(), user.email, user.password);
    const token = await resetToken(user.email);
    expect((await reset(token, NEW_PASSWORD)).status).toBe(200);
    for (const session of [user, otherDevice]) {
      const meReply = await t.client().gql(ME, undefined, { token: session.access });
      expect(meReply.body.errors![0].extensions!.code).toBe('auth/unauthenticated');
      const refused = await t.client().post('/api/account/refresh', undefined, { cookie: session.cookie });
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ success: false, message: english(SERVER_MESSAGES.sessionEndedPasswordChanged), code: ERROR_CODES.sessionEndedPasswordChanged });
    }
    // Logging out is not a session ended by someone else: its refresh says only that it expired.
    const loggedOut = await logIn(t.client(), user.email, NEW_PASSWORD);
    await t.client().post('/api/account/logout', undefined, { cookie: loggedOut.cookie, token: loggedOut.access });
    expect((await t.client().post('/api/account/refresh', undefined, { cookie: loggedOut.cookie })).body).toEqual({ success: false, message: english(SERVER_MESSAGES.refreshInvalid) });

    const mail = await t.outbox.take(user.email, LINK_PATHS.resetRequest);
    expect(mail.subject).toBe('Your password was changed');
    expect(mail.text).toContain('The password of your Gatherly account was changed just now');
    expect(mail.link).toBe(`${PUBLIC_URL}${LINK_PATHS.resetRequest}`);
  });

  it('proves the address of an account that never verified it', async () => {
    const user = await makeUnverifiedUser(t);
    const token = await resetToken(user.email);
    expect((await reset(token, NEW_PASSWORD)).status).toBe(200);
    await expect(logIn(t.client(), user.email, NEW_PASSWORD)).resolves.toHaveProperty('access');
  });

  it('works over GraphQL, with the same rule and the same single use', async () => {
    const user = await makeUser(t);
    const token = await resetToken(user.email);
    const mutation = 'mutation Reset($input: ResetPasswordInput!) { resetPassword(input: $input) }';
    const weak = await t.client().gql(mutation, { input: { token, password: 'weak' } });
    expect(weak.body.errors![0]).toMatchObject({ message: RULE, extensions: { code: 'request/invalid', errors: [RULE] } });
    const done = await t.client().gql(mutation, { input: { token, password: NEW_PASSWORD } });
    expect(done.body).toEqual({ data: { resetPassword: english(SERVER_MESSAGES.passwordChanged) } });
    const again = await t.client().gql(mutation, { input: { token, password: NEW_PASSWORD } });
    expect(again.body.errors![0].extensions).toMatchObject({ code: 'auth/token_invalid' });
  });
});
