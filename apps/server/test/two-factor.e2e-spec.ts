import { Writable } from 'node:stream';
import { generate } from 'otplib';
import { ERROR_CODES, LINK_PATHS, TWO_FACTOR_LIMITS, TWO_FACTOR_MESSAGES } from '@gatherly/schema';
import { createRootLogger } from '../src/logging/root-logger';
import { expectEnvelope } from './support/envelope';
import { GOOD_PASSWORD, makeUser, ME, refreshCookieOf, type User } from './support/factories';
import { startTestApp, type TestApp, type TestClient } from './support/test-app';
import { english } from '../src/i18n/texts';

/**
 * Two-factor sign-in with an authenticator app: set up, turned on with a code, asked after the
 * password on both doors, each code once, within a step of drift, recovery codes once each, turned
 * off with the password and a code; personal access tokens keep working; no code is logged.
 */

let t: TestApp;
let written = '';

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString('utf8');
      done();
    },
  });
  t = await startTestApp({}, createRootLogger({ env: 'production', logLevel: 'debug' }, sink));
});

afterAll(async () => {
  await t?.close();
});

const period = TWO_FACTOR_LIMITS.periodSeconds;
/** The code of the authenticator `steps` periods from now. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * period });

/**
 * Waits, when needed, until the clock is far enough from a step's edge that the codes of `steps`
 * away stay within (or without) the window while a request travels.
 */
async function awayFromEdge(): Promise<void> {
  const into = (Date.now() / 1000) % period;
  if (into > period - 4) await new Promise((resolve) => setTimeout(resolve, (period - into + 0.5) * 1000));
}

interface TwoFactorUser extends User {
  secret: string;
  recoveryCodes: string[];
}

/** A user who turned two-factor on over REST; the code of the current step is then taken. */
async function withTwoFactor(): Promise<TwoFactorUser> {
  const user = await makeUser(t);
  const setup = await t.client().post('/api/account/two-factor/setup', undefined, { token: user.access });
  expect(setup.status).toBe(200);
  const { secret } = setup.body.data;
  await awayFromEdge();
  const enabled = await t.client().post('/api/account/two-factor/enable', { code: await codeAt(secret) }, { token: user.access });
  expect(enabled.status).toBe(200);
  // The step of the code that turned it on is taken; forgotten here so that tests need not wait for the next one.
  await t.db.query('UPDATE two_factor_settings SET last_time_step = NULL WHERE account_id = (SELECT id FROM accounts WHERE email = $1)', [user.email]);
  return { ...user, secret, recoveryCodes: enabled.body.data.recovery_codes };
}

async function challenge(client: TestClient, user: Pick<User, 'email' | 'password'>): Promise<string> {
  const reply = await client.post('/api/account/login', { email: user.email, password: user.password });
  expect(reply.status).toBe(200);
  expect(reply.setCookies).toEqual([]);
  expect(reply.body.data).toEqual({ two_factor_required: true, two_factor_token: expect.any(String), methods: ['totp', 'recovery_code'] });
  return reply.body.data.two_factor_token;
}

describe('turning two-factor on', () => {
  it('answers a secret with its QR code, asks a code of it, answers ten recovery codes once and mails the account', async () => {
    const user = await makeUser(t);
    expect((await t.client().get('/api/account/two-factor', { token: user.access })).body.data).toEqual({ enabled: false, recovery_codes_left: 0 });
    const setup = await t.client().post('/api/account/two-factor/setup', undefined, { token: user.access });
    expect(setup.status).toBe(200);
    const { secret, otpauth_url, qr_code } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toMatch(new RegExp(`^otpauth://totp/Gatherly:.*secret=${secret}.*`));
    expect(qr_code).toMatch(/^data:image\/png;base64,/);
    // Not on yet: the password alone still signs in.
    expect((await t.client().post('/api/account/login', { email: user.email, password: user.password })).body.data.access).toEqual(expect.any(String));

    const wrong = await t.client().post('/api/account/two-factor/enable', { code: '000000' }, { token: user.access });
    expectEnvelope(wrong, 400);
    expect(wrong.body.error).toEqual([english(TWO_FACTOR_MESSAGES.codeWrong)]);
    const empty = await t.client().post('/api/account/two-factor/enable', { code: '' }, { token: user.access });
    expect(empty.body.error).toEqual([english(TWO_FACTOR_MESSAGES.codeRequired)]);

    await awayFromEdge();
    const enabled = await t.client().post('/api/account/two-factor/enable', { code: await codeAt(secret) }, { token: user.access });
    expect(enabled.status).toBe(200);
    expect(enabled.body.message).toBe(english(TWO_FACTOR_MESSAGES.enabled));
    const codes: string[] = enabled.body.data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    const stored: Array<{ code_hash: string }> = await t.db.query('SELECT code_hash FROM two_factor_recovery_codes c JOIN accounts a ON a.id = c.account_id WHERE a.email = $1', [user.email]);
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) expect(codes.join()).not.toContain(code_hash.slice(0, 8));

    expect((await t.client().get('/api/account/two-factor', { token: user.access })).body.data).toEqual({ enabled: true, recovery_codes_left: 10 });
    // The secret is not answered again: a new setup is refused while it is on.
    expectEnvelope(await t.client().post('/api/account/two-factor/setup', undefined, { token: user.access }), 409);
    const notice = await t.outbox.take(user.email, LINK_PATHS.security);
    expect(notice.subject).toBe('Two-factor authentication is on');
    expect(notice.text).not.toContain(secret);
  });

  it('does the same over GraphQL, and Account.two_factor_enabled says so', async () => {
    const user = await makeUser(t);
    const setup = await t.client().gql('mutation { startTwoFactorSetup { secret otpauth_url qr_code } }', {}, { token: user.access });
    const { secret } = setup.body.data!.startTwoFactorSetup;
    const wrong = await t.client().gql('mutation($code: String!) { enableTwoFactor(input: { code: $code }) { recovery_codes } }', { code: '123' }, { token: user.access });
    expect(wrong.body.errors?.[0].extensions).toMatchObject({ code: ERROR_CODES.validation, status: 400, field: 'code' });
    await awayFromEdge();
    const enabled = await t.client().gql('mutation($code: String!) { enableTwoFactor(input: { code: $code }) { recovery_codes } }', { code: await codeAt(secret) }, { token: user.access });
    expect(enabled.body.data!.enableTwoFactor.recovery_codes).toHaveLength(10);
    const status = await t.client().gql('{ twoFactorStatus { enabled recovery_codes_left } me { two_factor_enabled } }', {}, { token: user.access });
    expect(status.body.data).toEqual({ twoFactorStatus: { enabled: true, recovery_codes_left: 10 }, me: { two_factor_enabled: true } });
  });

  it('is refused to a personal access token', async () => {
    const user = await makeUser(t);
    const made = await t.client().post('/api/account/tokens', { name: 'Script', scopes: ['read', 'write'] }, { token: user.access });
    expectEnvelope(await t.client().post('/api/account/two-factor/setup', undefined, { token: made.body.data.token }), 403);
  });
});

describe('signing in with two-factor on', () => {
  it('asks a code after the password over REST, with no access token or cookie until the code fits', async () => {
    const user = await withTwoFactor();
    const client = t.client();
    const token = await challenge(client, user);

    const wrong = await client.post('/api/account/login/two-factor', { two_factor_token: token, code: '000000' });
    expectEnvelope(wrong, 401);
    expect(wrong.body.message).toBe(english(TWO_FACTOR_MESSAGES.codeOrRecoveryWrong));
    expect(wrong.setCookies).toEqual([]);
    const german = await client.post('/api/account/login/two-factor', { two_factor_token: token, code: '' }, { headers: { 'accept-language': 'de' } });
    expect(german.body).toEqual({ success: false, message: 'Gib den Code aus deiner Authentifizierungs-App ein.' });

    await awayFromEdge();
    const code = await codeAt(user.secret);
    const signedIn = await client.post('/api/account/login/two-factor', { two_factor_token: token, code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toEqual({ access: expect.any(String), user: expect.objectContaining({ username: user.username }) });
    refreshCookieOf(signedIn);
    expect((await client.gql(ME, {}, { token: signedIn.body.data.access })).body.data!.me.email).toBe(user.email);

    // The token served once; the same code is refused to a new challenge too (no replay).
    expectEnvelope(await client.post('/api/account/login/two-factor', { two_factor_token: token, code }), 401);
    const again = await challenge(client, user);
    const replayed = await client.post('/api/account/login/two-factor', { two_factor_token: again, code });
    expectEnvelope(replayed, 401);
    expect(replayed.body.message).toBe(english(TWO_FACTOR_MESSAGES.codeOrRecoveryWrong));
  });

  it('asks it over GraphQL: login fails with auth/two_factor_required and its token, loginWithTwoFactor signs in', async () => {
    const user = await withTwoFactor();
    const client = t.client();
    const login = await client.gql('mutation($input: LoginInput!) { login(input: $input) { access } }', { input: { email: user.email, password: user.password } });
    expect(login.setCookies).toEqual([]);
    const error = login.body.errors?.[0];
    expect(error?.message).toBe(english(TWO_FACTOR_MESSAGES.required));
    expect(error?.extensions).toMatchObject({ code: ERROR_CODES.twoFactorRequired, two_factor_token: expect.any(String), methods: ['totp', 'recovery_code'] });
    const mutation = 'mutation($input: LoginTwoFactorInput!) { loginWithTwoFactor(input: $input) { access user { username } } }';
    const wrong = await client.gql(mutation, { input: { two_factor_token: error!.extensions!.two_factor_token, code: '999999' } });
    expect(wrong.body.errors?.[0].extensions).toMatchObject({ code: ERROR_CODES.twoFactorInvalid, status: 401 });
    const signedIn = await client.gql(mutation, { input: { two_factor_token: error!.extensions!.two_factor_token, code: user.recoveryCodes[0] } });
    expect(signedIn.body.data!.loginWithTwoFactor).toEqual({ access: expect.any(String), user: { username: user.username } });
    refreshCookieOf(signedIn);
  });

  it('accepts the codes of one step before and after, and refuses those three steps away', async () => {
    const user = await withTwoFactor();
    const client = t.client();
    await awayFromEdge();
    for (const steps of [-3, 3]) {
      const token = await challenge(client, user);
      expectEnvelope(await client.post('/api/account/login/two-factor', { two_factor_token: token, code: await codeAt(user.secret, steps) }), 401);
    }
    // Each accepted code takes its step and every earlier one: the later step is tried after the earlier.
    for (const steps of [-1, 1]) {
      const token = await challenge(client, user);
      const reply = await client.post('/api/account/login/two-factor', { two_factor_token: token, code: await codeAt(user.secret, steps) });
      expect(reply.status).toBe(200);
    }
  });

  it('takes each recovery code once, and counts those left', async () => {
    const user = await withTwoFactor();
    const client = t.client();
    const [first, second] = user.recoveryCodes;
    const signedIn = await client.post('/api/account/login/two-factor', { two_factor_token: await challenge(client, user), code: first.toUpperCase().replace('-', ' ') });
    expect(signedIn.status).toBe(200);
    expectEnvelope(await client.post('/api/account/login/two-factor', { two_factor_token: await challenge(client, user), code: first }), 401);
    expect((await client.post('/api/account/login/two-factor', { two_factor_token: await challenge(client, user), code: second })).status).toBe(200);
    expect((await t.client().get('/api/account/two-factor', { token: signedIn.body.data.access })).body.data).toEqual({ enabled: true, recovery_codes_left: 8 });
  });

  it('kills the token after five wrong codes, counts them toward the login throttle, and refuses an expired one', async () => {
    const user = await withTwoFactor();
    const client = t.client();
    const token = await challenge(client, user);
    for (let i = 0; i < TWO_FACTOR_LIMITS.challengeAttempts; i += 1) {
      expectEnvelope(await client.post('/api/account/login/two-factor', { two_factor_token: token, code: '000000' }), 401);
    }
    await awayFromEdge();
    const dead = await client.post('/api/account/login/two-factor', { two_factor_token: token, code: await codeAt(user.secret) });
    expectEnvelope(dead, 401);
    expect(dead.body.message).toBe(english(TWO_FACTOR_MESSAGES.challengeExpired));
    // Every try counts toward the login throttle of that address from that client (10 in 15 minutes).
    const next = await challenge(client, user);
    const statuses: number[] = [];
    for (let i = 0; i < 5 && !statuses.includes(429); i += 1) statuses.push((await client.post('/api/account/login/two-factor', { two_factor_token: next, code: '000000' })).status);
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const throttled = await client.post('/api/account/login/two-factor', { two_factor_token: next, code: await codeAt(user.secret) });
    expectEnvelope(throttled, 429);
    expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another client is not held back.
    const elsewhere = t.client();
    const fresh = await challenge(elsewhere, user);
    await t.db.query(`UPDATE two_factor_challenges SET expires_at = now() - interval '1 second' WHERE token_hash = encode(sha256($1::bytea), 'hex')`, [fresh]);
    const expired = await elsewhere.post('/api/account/login/two-factor', { two_factor_token: fresh, code: user.recoveryCodes[0] });
    expectEnvelope(expired, 401);
    expect(expired.body.message).toBe(english(TWO_FACTOR_MESSAGES.challengeExpired));
  });

  it('leaves personal access tokens working', async () => {
    const user = await makeUser(t);
    const made = await t.client().post('/api/account/tokens', { name: 'Script', scopes: ['read'] }, { token: user.access });
    const setup = await t.client().post('/api/account/two-factor/setup', undefined, { token: user.access });
    await awayFromEdge();
    expect((await t.client().post('/api/account/two-factor/enable', { code: await codeAt(setup.body.data.secret) }, { token: user.access })).status).toBe(200);
    const read = await t.client().gql(ME, {}, { token: made.body.data.token });
    expect(read.body.data!.me.email).toBe(user.email);
    expect((await t.client().get(`/api/profile/profile/${user.username}`, { token: made.body.data.token })).status).toBe(200);
  });
});

describe('turning two-factor off', () => {
  it('asks the password and a code, then signs in with the password alone and mails the account', async () => {
    const user = await withTwoFactor();
    await t.outbox.take(user.email, LINK_PATHS.security);
    const client = t.client();
    const noCode = await client.post('/api/account/two-factor/disable', { password: user.password }, { token: user.access });
    expectEnvelope(noCode, 400);
    expect(noCode.body.error).toEqual([english(TWO_FACTOR_MESSAGES.codeRequired)]);
    const wrongPassword = await client.post('/api/account/two-factor/disable', { password: 'Wrong123!', code: user.recoveryCodes[0] }, { token: user.access });
    expect(wrongPassword.body.error).toEqual([english(TWO_FACTOR_MESSAGES.passwordWrong)]);
    const wrongCode = await client.post('/api/account/two-factor/disable', { password: user.password, code: '000000' }, { token: user.access });
    expect(wrongCode.body.error).toEqual([english(TWO_FACTOR_MESSAGES.codeOrRecoveryWrong)]);
    const gqlWrong = await client.gql('mutation($input: DisableTwoFactorInput!) { disableTwoFactor(input: $input) }', { input: { password: GOOD_PASSWORD, code: '000000' } }, { token: user.access });
    expect(gqlWrong.body.errors?.[0].extensions).toMatchObject({ code: ERROR_CODES.validation, field: 'code' });

    const off = await client.gql('mutation($input: DisableTwoFactorInput!) { disableTwoFactor(input: $input) }', { input: { password: user.password, code: user.recoveryCodes[1] } }, { token: user.access });
    expect(off.body.data).toEqual({ disableTwoFactor: true });
    expect((await client.get('/api/account/two-factor', { token: user.access })).body.data).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect((await t.client().post('/api/account/login', { email: user.email, password: user.password })).body.data.access).toEqual(expect.any(String));
    expect((await t.outbox.take(user.email, LINK_PATHS.security)).subject).toBe('Two-factor authentication is off');
    const [left] = await t.db.query('SELECT count(*)::int AS n FROM two_factor_recovery_codes c JOIN accounts a ON a.id = c.account_id WHERE a.email = $1', [user.email]);
    expect(left.n).toBe(0);
  });
});

it('logs no code, recovery code, secret or second-step token', async () => {
  const user = await withTwoFactor();
  const client = t.client();
  const token = await challenge(client, user);
  await client.post('/api/account/login/two-factor', { two_factor_token: token, code: '123456' });
  await client.post('/api/account/login/two-factor', { two_factor_token: token, code: user.recoveryCodes[2] });
  await client.gql(`mutation { loginWithTwoFactor(input: { two_factor_token: "${token}", code: "${user.recoveryCodes[3]}" }) { access } }`);
  expect(written.length).toBeGreaterThan(0);
  for (const secret of [user.secret, token, '123456', ...user.recoveryCodes]) expect(written).not.toContain(secret);
});
