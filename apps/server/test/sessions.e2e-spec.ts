import { JwtService } from '@nestjs/jwt';
import { SERVER_MESSAGES, TOKEN_TTL } from '@gatherly/schema';
import jwt from 'jsonwebtoken';
import { digest } from '../src/accounts/secrets';
import { ACCESS_TOKEN_AUDIENCE } from '../src/accounts/sessions.service';
import { logIn, makeUser, ME, refreshCookieOf, Session, User } from './support/factories';
import { PUBLIC_URL, Reply, startTestApp, TestApp } from './support/test-app';
import { english } from '../src/i18n/texts';

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { access user { username profile_image theme_preference language } } }`;

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const refresh = (cookie?: string, headers?: Record<string, string>) => t.client().post('/api/account/refresh', undefined, { cookie, headers });
const me = (token?: string) => t.client().gql(ME, undefined, { token });

/** Whether an access token still opens `me`. */
async function accessWorks(token: string): Promise<boolean> {
  const reply = await me(token);
  if (reply.body.data?.me) return true;
  expect(reply.body.errors![0].extensions!.code).toBe('auth/unauthenticated');
  return false;
}

function claimsOf(access: string): { sub: string; sid: string; iat: number; exp: number } {
  return JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString('utf8'));
}

/** The attributes of a Set-Cookie header, lower-cased names, for order-free assertions. */
function attributesOf(setCookie: string): Record<string, string | true> {
  const [, ...attributes] = setCookie.split(';').map((part) => part.trim());
  return Object.fromEntries(
    attributes.map((attribute) => {
      const [name, ...value] = attribute.split('=');
      return [name.toLowerCase(), value.length > 0 ? value.join('=') : true];
    }),
  );
}

function refreshSetCookie(reply: Reply): string {
  const header = reply.setCookies.find((cookie) => cookie.startsWith('gatherly_refresh='));
  if (!header) throw new Error(`no refresh cookie set: ${reply.text}`);
  return header;
}

describe('POST /api/account/login', () => {
  it('answers data.access and data.user and sets the refresh cookie', async () => {
    const user = await makeUser(t);
    const reply = await t.client().post('/api/account/login', { email: ` ${user.email.toUpperCase()} `, password: user.password });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      data: { access: expect.any(String), user: { username: user.username, profile_image: null, theme_preference: 'light', language: null } },
    });
    const claims = claimsOf(reply.body.data.access);
    expect(claims.exp - claims.iat).toBe(TOKEN_TTL.access);
    const cookie = refreshSetCookie(reply);
    expect(cookie).toMatch(/^gatherly_refresh=[A-Za-z0-9_-]{43};/);
    expect(attributesOf(cookie)).toEqual({ 'max-age': String(TOKEN_TTL.refresh), path: '/api/account', httponly: true, samesite: 'Strict' });
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    const user = await makeUser(t);
    const reply = await t.client().post('/api/account/login', { email: user.email, password: user.password }, { headers: { 'x-forwarded-proto': 'https' } });
    expect(attributesOf(refreshSetCookie(reply))).toMatchObject({ secure: true, httponly: true, samesite: 'Strict', path: '/api/account' });
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const user = await makeUser(t);
    const wrongPassword = await t.client().post('/api/account/login', { email: user.email, password: 'Wrong123!' });
    const unknownEmail = await t.client().post('/api/account/login', { email: `nobody_${user.email}`, password: user.password });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ success: false, message: 'Invalid email or password.' });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect([...wrongPassword.setCookies, ...unknownEmail.setCookies]).toEqual([]);
  });

  it('requires both fields', async () => {
    const reply = await t.client().post('/api/account/login', { email: '  ', password: '' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ success: false, error: ['Email and password are required.'] });
  });

  it('works over GraphQL and sets the same cookie', async () => {
    const user = await makeUser(t);
    const reply = await t.client().gql(LOGIN, { input: { email: user.email, password: user.password } });
    expect(reply.body).toEqual({
      data: { login: { access: expect.any(String), user: { username: user.username, profile_image: null, theme_preference: 'light', language: null } } },
    });
    expect(attributesOf(refreshSetCookie(reply))).toMatchObject({ path: '/api/account', httponly: true, samesite: 'Strict' });
    expect(await accessWorks(reply.body.data!.login.access)).toBe(true);
    const refreshed = await refresh(refreshCookieOf(reply));
    expect(refreshed.status).toBe(200);
  });

  it('answers wrong credentials over GraphQL with auth/invalid_credentials', async () => {
    const user = await makeUser(t);
    const reply = await t.client().gql(LOGIN, { input: { email: user.email, password: 'Wrong123!' } });
    expect(reply.body.data).toBeNull();
    expect(reply.body.errors![0]).toMatchObject({ message: 'Invalid email or password.', extensions: { code: 'auth/invalid_credentials', status: 401 } });
  });
});

describe('POST /api/account/refresh', () => {
  it('answers {"access_token"} and rotates the cookie', async () => {
    const user = await makeUser(t);
    const reply = await refresh(user.cookie);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ access_token: expect.any(String) });
    const rotated = refreshCookieOf(reply);
    expect(rotated).not.toBe(user.cookie);
    expect(attributesOf(refreshSetCookie(reply))).toMatchObject({ path: '/api/account', httponly: true, samesite: 'Strict' });
    expect(claimsOf(reply.body.access_token).sid).toBe(claimsOf(user.access).sid);
    expect(await accessWorks(reply.body.access_token)).toBe(true);
    // The new cookie rotates in turn.
    const next = await refresh(rotated);
    expect(next.status).toBe(200);
    expect(refreshCookieOf(next)).not.toBe(rotated);
  });

  it('stores refresh tokens only as digests', async () => {
    const user = await makeUser(t);
    const raw = user.cookie.split('=')[1];
    const rows = await t.db.query('SELECT token_hash FROM refresh_tokens WHERE token_hash = $1', [digest(raw)]);
    expect(rows).toHaveLength(1);
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM refresh_tokens t WHERE t::text LIKE '%' || $1 || '%'`, [raw]);
    expect(count).toBe(0);
  });

  it('lets a parallel refresh with the same cookie through within the grace window', async () => {
    const user = await makeUser(t);
    const [a, b] = await Promise.all([refresh(user.cookie), refresh(user.cookie)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual({ access_token: expect.any(String) });
    expect(b.body).toEqual({ access_token: expect.any(String) });
    // One of them rotated the cookie; the other only got an access token.
    const newCookies = [a, b].flatMap((reply) => reply.setCookies);
    expect(newCookies).toHaveLength(1);
    // A tab that refreshes a moment later with the old cookie is served too, and the family lives on.
    const late = await refresh(user.cookie);
    expect(late.status).toBe(200);
    expect(late.setCookies).toEqual([]);
    expect(await accessWorks(late.body.access_token)).toBe(true);
    expect((await refresh(newCookies[0].split(';')[0])).status).toBe(200);
  });

  it('treats reuse of a rotated cookie after the grace window as theft: the whole session ends', async () => {
    const user = await makeUser(t);
    const first = await refresh(user.cookie);
    const newest = refreshCookieOf(first);
    const oldRaw = user.cookie.split('=')[1];
    await t.db.query(`UPDATE refresh_tokens SET rotated_at = now() - make_interval(secs => $2) WHERE token_hash = $1`, [
      digest(oldRaw),
      TOKEN_TTL.refreshReuseGrace + 1,
    ]);
    const reuse = await refresh(user.cookie);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ success: false, message: english(SERVER_MESSAGES.refreshInvalid) });
    const [session] = await t.db.query('SELECT revoked_at FROM sessions WHERE id = $1', [claimsOf(user.access).sid]);
    expect(session.revoked_at).toBeInstanceOf(Date);
    expect((await refresh(newest)).status).toBe(401);
    expect(await accessWorks(first.body.access_token)).toBe(false);
    expect(await accessWorks(user.access)).toBe(false);
  });

  it('leaves the other sessions of the account alone when one family is revoked', async () => {
    const user = await makeUser(t);
    const other = await logIn(t.client(), user.email, user.password);
    await refresh(user.cookie);
    await t.db.query(`UPDATE refresh_tokens SET rotated_at = now() - interval '1 hour' WHERE token_hash = $1`, [digest(user.cookie.split('=')[1])]);
    expect((await refresh(user.cookie)).status).toBe(401);
    expect(await accessWorks(other.access)).toBe(true);
    expect((await refresh(other.cookie)).status).toBe(200);
  });

  it('answers 401 without a cookie or with an unknown one', async () => {
    const missing = await refresh();
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ success: false, message: 'Your session has expired. Please log in again.' });
    expect((await refresh('gatherly_refresh=made-up')).status).toBe(401);
  });

  it('refuses cross-site requests with 403 and leaves the cookie usable', async () => {
    const user = await makeUser(t);
    const fromEvil = await refresh(user.cookie, { origin: 'https://evil.example' });
    expect(fromEvil.status).toBe(403);
    expect(fromEvil.body).toEqual({ success: false, message: 'Cross-site requests are not allowed.' });
    const crossSite = await refresh(user.cookie, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect((await refresh(user.cookie, { 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect([...fromEvil.setCookies, ...crossSite.setCookies]).toEqual([]);
    const own = await refresh(user.cookie, { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
  });
});

describe('me', () => {
  let user: User;

  beforeAll(async () => {
    user = await makeUser(t);
  });

  it('answers the signed-in account with a Bearer token', async () => {
    const reply = await me(user.access);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: { me: { username: user.username, full_name: user.full_name, email: user.email } } });
  });

  it.each([
    ['no token', undefined],
    ['a garbage token', 'not.a.token'],
    ['a token signed with another secret', new JwtService({ secret: 'x'.repeat(48) }).sign({ sub: 'a', sid: 'b' })],
  ])('refuses %s with auth/unauthenticated', async (_label, token) => {
    const reply = await me(token);
    expect(reply.body.data).toBeNull();
    expect(reply.body.errors![0]).toMatchObject({
      message: english(SERVER_MESSAGES.unauthenticated),
      extensions: { code: 'auth/unauthenticated', status: 401 },
    });
  });

  it('refuses an expired token with auth/unauthenticated', async () => {
    const { sub, sid } = claimsOf(user.access);
    const expired = await t.app.get(JwtService).signAsync({ sub, sid, iat: Math.floor(Date.now() / 1000) - 3600, exp: Math.floor(Date.now() / 1000) - 60 });
    expect(await accessWorks(expired)).toBe(false);
  });

  it('refuses a token of the right key without an expiry or issue time, for another audience, or of another algorithm', async () => {
    const { sub, sid } = claimsOf(user.access);
    const key = Buffer.from(t.config.jwtSecret);
    const now = Math.floor(Date.now() / 1000);
    const tokens = [
      jwt.sign({ sub, sid, iat: now, aud: ACCESS_TOKEN_AUDIENCE }, key, { algorithm: 'HS256' }),
      jwt.sign({ sub, sid, exp: now + 600, aud: ACCESS_TOKEN_AUDIENCE }, key, { algorithm: 'HS256', noTimestamp: true }),
      jwt.sign({ sub, sid, iat: now, exp: now + 600, aud: 'another-app' }, key, { algorithm: 'HS256' }),
      jwt.sign({ sub, sid, iat: now, exp: now + 600 }, key, { algorithm: 'HS256' }),
      jwt.sign({ sub, sid, iat: now, exp: now + 600, aud: ACCESS_TOKEN_AUDIENCE }, key, { algorithm: 'HS512' }),
    ];
    for (const token of tokens) expect(await accessWorks(token)).toBe(false);
    // The same claims, as the server signs them, work.
    expect(await accessWorks(jwt.sign({ sub, sid, iat: now, exp: now + 600, aud: ACCESS_TOKEN_AUDIENCE }, key, { algorithm: 'HS256' }))).toBe(true);
  });

  it('refuses a malformed Authorization header', async () => {
    const reply = await t.client().gql(ME, undefined, { headers: { authorization: `Basic ${user.access}` } });
    expect(reply.body.errors![0].extensions!.code).toBe('auth/unauthenticated');
  });
});

describe('logout', () => {
  async function expectSessionEnded(session: Session): Promise<void> {
    expect(await accessWorks(session.access)).toBe(false);
    expect((await refresh(session.cookie)).status).toBe(401);
  }

  it('over REST ends the session and clears the cookie', async () => {
    const user = await makeUser(t);
    const other = await logIn(t.client(), user.email, user.password);
    const reply = await t.client().post('/api/account/logout', undefined, { token: user.access, cookie: user.cookie });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Logged out.' });
    const cleared = refreshSetCookie(reply);
    expect(cleared.split(';')[0]).toBe('gatherly_refresh=');
    expect(attributesOf(cleared)).toMatchObject({ 'max-age': '0', path: '/api/account' });
    await expectSessionEnded(user);
    // Only this device signs out.
    expect(await accessWorks(other.access)).toBe(true);
  });

  it('over REST with the cookie alone ends the session', async () => {
    const user = await makeUser(t);
    expect((await t.client().post('/api/account/logout', undefined, { cookie: user.cookie })).status).toBe(200);
    await expectSessionEnded(user);
  });

  it('over REST with the access token alone ends the session', async () => {
    const user = await makeUser(t);
    expect((await t.client().post('/api/account/logout', undefined, { token: user.access })).status).toBe(200);
    await expectSessionEnded(user);
  });

  it('answers 200 even without any credentials, so that the client can always sign out', async () => {
    const reply = await t.client().post('/api/account/logout');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Logged out.' });
  });

  it('refuses a cross-site login, over REST and GraphQL, and sets no cookie', async () => {
    const user = await makeUser(t);
    const rest = await t.client().post('/api/account/login', { email: user.email, password: user.password }, { headers: { origin: 'https://evil.example' } });
    expect(rest.status).toBe(403);
    expect(rest.body).toEqual({ success: false, message: 'Cross-site requests are not allowed.' });
    expect(rest.setCookies).toEqual([]);
    const form = await t.client().request('POST', '/api/account/login', {
      raw: `email=${encodeURIComponent(user.email)}&password=${encodeURIComponent(user.password)}`,
      contentType: 'application/x-www-form-urlencoded',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(form.status).toBe(403);
    const graphql = await t.client().post(
      '/graphql',
      { query: 'mutation($input: LoginInput!) { login(input: $input) { access } }', variables: { input: { email: user.email, password: user.password } } },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(graphql.body.errors[0].extensions.code).toBe('auth/cross_site');
    expect(graphql.setCookies).toEqual([]);
  });

  it('refuses a cross-site logout', async () => {
    const user = await makeUser(t);
    const reply = await t.client().post('/api/account/logout', undefined, { cookie: user.cookie, headers: { origin: 'https://evil.example' } });
    expect(reply.status).toBe(403);
    expect(await accessWorks(user.access)).toBe(true);
  });

  it('over the GraphQL mutation ends the session and clears the cookie', async () => {
    const user = await makeUser(t);
    // A browser sends the refresh cookie only to /api/account: the access token is what /graphql sees.
    const reply = await t.client().gql('mutation { logout }', undefined, { token: user.access });
    expect(reply.body).toEqual({ data: { logout: true } });
    expect(refreshSetCookie(reply).split(';')[0]).toBe('gatherly_refresh=');
    await expectSessionEnded(user);
  });
});
