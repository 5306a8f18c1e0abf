import { Writable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { ProfilesService } from '../src/profiles/profiles.service';
import { createRootLogger } from '../src/logging/root-logger';
import { REDACTED } from '../src/logging/redaction';
import { makeUser } from './support/factories';
import { startTestApp, type TestApp } from './support/test-app';
import { SERVER_ERROR } from '../src/common/errors/domain-error';
import { english } from '../src/i18n/texts';

/**
 * What an operator reads: one JSON line per request under an id that the answer names too, the
 * unexpected errors of a request under the same id, and no secret.
 */

interface Line {
  level: string;
  msg: string;
  requestId?: string;
  context?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  ms?: number;
  err?: { message: string; stack: string };
}

let t: TestApp;
let written = '';
const lines = (): Line[] => written.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Line);
const linesOf = (requestId: string | null) => lines().filter((line) => line.requestId === requestId);

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString('utf8');
      done();
    },
  });
  t = await startTestApp({}, createRootLogger({ env: 'production', logLevel: 'log' }, sink));
});

afterAll(async () => {
  await t?.close();
});

it('logs one line per request, under an id the answer returns in X-Request-Id', async () => {
  const reply = await t.client().get('/api/profile/search?username=ada');
  const id = reply.headers.get('x-request-id');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(linesOf(id)).toEqual([
    expect.objectContaining({ level: 'info', msg: 'GET /api/profile/search?username=ada 401', req: expect.objectContaining({ method: 'GET', url: '/api/profile/search?username=ada' }), res: { statusCode: 401 }, ms: expect.any(Number) }),
  ]);
});

it('keeps the id a proxy sent when it is a usable one, and replaces anything else', async () => {
  const kept = await t.client().get('/api/health', { headers: { 'x-request-id': 'lb-7f3a.01:9' } });
  expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.01:9');
  const replaced = await t.client().get('/api/health', { headers: { 'x-request-id': 'two words' } });
  expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  // Health probes come every few seconds and get no line.
  expect(linesOf('lb-7f3a.01:9')).toEqual([]);
});

it('logs an unexpected failure with its stack under the id of its request, on REST and GraphQL, and answers without internals', async () => {
  const user = await makeUser(t);
  const search = jest.spyOn(t.app.get(ProfilesService), 'search').mockRejectedValue(new Error('connection to the database lost'));
  try {
    const rest = await t.client().get('/api/profile/search?username=ada', { token: user.access });
    expect(rest.status).toBe(500);
    expect(rest.text).not.toContain('database');
    expect(linesOf(rest.headers.get('x-request-id'))).toEqual([
      expect.objectContaining({ level: 'error', context: 'RestExceptionFilter', err: expect.objectContaining({ message: 'connection to the database lost', stack: expect.stringContaining('Error: connection to the database lost') }) }),
      expect.objectContaining({ level: 'error', msg: 'GET /api/profile/search?username=ada 500' }),
    ]);

    const graphql = await t.client().gql('{ searchAccounts(query: "ada") { username } }', undefined, { token: user.access });
    expect(graphql.body.errors?.[0]?.message).toBe(english(SERVER_ERROR));
    expect(linesOf(graphql.headers.get('x-request-id'))).toEqual(
      expect.arrayContaining([expect.objectContaining({ level: 'error', context: 'GraphQL', err: expect.objectContaining({ message: 'connection to the database lost' }) })]),
    );
  } finally {
    search.mockRestore();
  }
});

it('writes no access token, refresh cookie, or token of a link, socket or calendar feed', async () => {
  const user = await makeUser(t);
  const secret = randomUUID();
  const client = t.client();
  await client.get('/api/account/me', { token: user.access, cookie: user.cookie });
  await client.post('/api/account/refresh', undefined, { cookie: user.cookie });
  await client.get(`/api/account/verify-email?token=${secret}`);
  await client.get(`/api/account/reset-password/validate-token?token=${secret}`);
  await client.get(`/verify-email/confirm?verification_token=${secret}`);
  await client.get(`/reset-password?password_token=${secret}`);
  await client.get(`/api/calendar/${secret}.ics`);
  const reply = await client.post('/api/account/login', { email: user.email, password: user.password });
  expect(reply.status).toBe(200);

  for (const value of [secret, user.access, user.cookie.split('=')[1], user.password]) expect(written).not.toContain(value);
  expect(written).toContain(`/api/account/verify-email?token=${REDACTED}`);
  expect(written).toContain(`/api/calendar/${REDACTED}.ics`);
});

it('writes none of the variables or literal arguments of a GraphQL operation sent over GET', async () => {
  const secret = 'gth_0123456789abcdefGETsecret';
  const query = `query Check($token: String!) { validateResetToken(token: "${secret}") other: validateResetToken(token: $token) }`;
  const reply = await t.client().get(`/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify({ token: secret }))}`, {
    headers: { 'apollo-require-preflight': 'true' },
  });
  expect(reply.status).toBe(200);
  expect(reply.body.data).toEqual({ validateResetToken: false, other: false });
  const [line] = linesOf(reply.headers.get('x-request-id'));
  expect(line.req?.url).toContain('validateResetToken');
  expect(line.req?.url).toContain(`variables=${REDACTED}`);
  expect(written).not.toContain(secret);
});
