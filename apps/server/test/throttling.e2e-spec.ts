import { SERVER_MESSAGES } from '@gatherly/schema';
import { MAIL_THROTTLES, THROTTLES } from '../src/throttle/throttle.service';
import { makeUser, signupFields, uniqueUsername } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';
import { english } from '../src/i18n/texts';

const RATE_LIMITED = { success: false, message: 'Too many attempts. Please wait a moment and try again.' };

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const someEmail = () => `${uniqueUsername('nobody')}@example.com`;

describe('login throttling', () => {
  it('refuses the 26th attempt from one address within the window with 429 and Retry-After', async () => {
    expect(THROTTLES.login.perIp.points).toBe(25);
    const client = t.client();
    for (let attempt = 1; attempt <= 25; attempt += 1) {
      // A different e-mail address each time, so that only the per-client limit is in play.
      const reply = await client.post('/api/account/login', { email: someEmail(), password: 'Wrong123!' });
      expect(reply.status).toBe(401);
    }
    const refused = await client.post('/api/account/login', { email: someEmail(), password: 'Wrong123!' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ ...RATE_LIMITED, retry_after: Number(refused.headers.get('retry-after')) });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(THROTTLES.login.perIp.seconds);
    // Another client is not affected.
    expect((await t.client().post('/api/account/login', { email: someEmail(), password: 'Wrong123!' })).status).toBe(401);
  });

  it('ten wrong passwords from one address keep that address out of that account only: the owner logs in from any other', async () => {
    const user = await makeUser(t);
    const attacker = t.client();
    for (let attempt = 1; attempt <= THROTTLES.login.perEmailFromIp!.points; attempt += 1) {
      expect((await attacker.post('/api/account/login', { email: user.email, password: 'Wrong123!' })).status).toBe(401);
    }
    const refused = await attacker.post('/api/account/login', { email: user.email.toUpperCase(), password: user.password });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ ...RATE_LIMITED, retry_after: Number(refused.headers.get('retry-after')) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.setCookies).toEqual([]);
    // The attacker's address may still try other accounts (until its own limit), and the owner is not locked out.
    expect((await attacker.post('/api/account/login', { email: someEmail(), password: 'Wrong123!' })).status).toBe(401);
    const owner = await t.client().post('/api/account/login', { email: user.email, password: user.password });
    expect(owner.status).toBe(200);
  });

  it('a correct password from an address with no failures is never refused, however many addresses failed before', async () => {
    const user = await makeUser(t);
    for (let address = 0; address < 3; address += 1) {
      const attacker = t.client();
      for (let attempt = 1; attempt <= THROTTLES.login.perEmailFromIp!.points + 1; attempt += 1) {
        await attacker.post('/api/account/login', { email: user.email, password: 'Wrong123!' });
      }
    }
    expect((await t.client().post('/api/account/login', { email: user.email, password: user.password })).status).toBe(200);
  });

  it('logins that succeed do not count against their address', async () => {
    const user = await makeUser(t);
    const office = t.client();
    for (let attempt = 1; attempt <= THROTTLES.login.perIp.points + 5; attempt += 1) {
      expect((await office.post('/api/account/login', { email: user.email, password: user.password })).status).toBe(200);
    }
  });

  it('a successful login clears the failures of its account from that address', async () => {
    const user = await makeUser(t);
    const client = t.client();
    const failures = THROTTLES.login.perEmailFromIp!.points - 1;
    for (let attempt = 1; attempt <= failures; attempt += 1) await client.post('/api/account/login', { email: user.email, password: 'Typo123!' });
    expect((await client.post('/api/account/login', { email: user.email, password: user.password })).status).toBe(200);
    for (let attempt = 1; attempt <= failures; attempt += 1) {
      expect((await client.post('/api/account/login', { email: user.email, password: 'Typo123!' })).status).toBe(401);
    }
  });

  it('throttles GraphQL logins on the same counters, with request/rate_limited', async () => {
    const client = t.client();
    for (let attempt = 1; attempt <= THROTTLES.login.perIp.points; attempt += 1) {
      await client.post('/api/account/login', { email: someEmail(), password: 'Wrong123!' });
    }
    const reply = await client.gql('mutation Login($input: LoginInput!) { login(input: $input) { access } }', {
      input: { email: someEmail(), password: 'Wrong123!' },
    });
    expect(reply.body.data).toBeNull();
    expect(reply.body.errors![0]).toMatchObject({
      message: english(SERVER_MESSAGES.rateLimited),
      extensions: { code: 'request/rate_limited', status: 429, retryAfter: expect.any(Number) },
    });
  });

  it('throttles GraphQL-only attempts as well', async () => {
    const client = t.client();
    const login = (email: string) => client.gql('mutation Login($input: LoginInput!) { login(input: $input) { access } }', { input: { email, password: 'Wrong123!' } });
    for (let attempt = 1; attempt <= THROTTLES.login.perIp.points; attempt += 1) {
      expect((await login(someEmail())).body.errors![0].extensions!.code).toBe('auth/invalid_credentials');
    }
    expect((await login(someEmail())).body.errors![0].extensions!.code).toBe('request/rate_limited');
  });
});

describe('other throttled account calls', () => {
  it('limits sign-ups per e-mail address', async () => {
    const fields = signupFields();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= THROTTLES.signup.perEmail!.points + 1; attempt += 1) {
      statuses.push((await t.client().post('/api/account/signup', { ...fields, username: uniqueUsername() })).status);
    }
    expect(statuses).toEqual([201, ...Array(THROTTLES.signup.perEmail!.points - 1).fill(409), 429]);
  });

  it('never refuses reset requests for an address because of requests from elsewhere, and a resend only says when it can be sent', async () => {
    const email = someEmail();
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      expect((await t.client().post('/api/account/password/reset', { email })).status).toBe(200);
      const resent = await t.client().post('/api/account/resend-verification', { email });
      if (attempt === 1) {
        expect(resent.status).toBe(200);
        continue;
      }
      // Within the minute after a mail, from anywhere: when the next one can go, never longer.
      expect(resent.status).toBe(429);
      const wait = Number(resent.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(MAIL_THROTTLES.verification.seconds);
      expect(resent.body).toEqual({ success: false, message: english(SERVER_MESSAGES.resendWait(wait)), retry_after: wait });
    }
  });

  it('limits password reset requests per client address, with the rate-limit envelope', async () => {
    const client = t.client();
    for (let attempt = 1; attempt <= THROTTLES.reset.perIp.points; attempt += 1) {
      expect((await client.post('/api/account/password/reset', { email: someEmail() })).status).toBe(200);
    }
    const refused = await client.post('/api/account/password/reset', { email: someEmail() });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ ...RATE_LIMITED, retry_after: Number(refused.headers.get('retry-after')) });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
