import { connect } from 'node:net';
import { MESSAGES, NAME_MESSAGES } from '@gatherly/schema';
import { QUERY_LIMITS } from '../src/graphql/validation-rules';
import { makeUser, ME, User } from './support/factories';
import { expectEnvelope } from './support/envelope';
import { Reply, startTestApp, TestApp } from './support/test-app';
import { english } from '../src/i18n/texts';

/** Bad input of every kind is the client's fault: a 4xx in the REST envelope, never a 500. */

let t: TestApp;
let user: User;

beforeAll(async () => {
  t = await startTestApp();
  user = await makeUser(t);
});

afterAll(async () => {
  await t?.close();
});

const JSON_ROUTES = [
  '/api/account/signup',
  '/api/account/login',
  '/api/account/resend-verification',
  '/api/account/password/reset',
  '/api/account/reset-password',
];

describe('REST bodies', () => {
  it.each(JSON_ROUTES)('%s: missing fields answer 400 with the list of problems', async (path) => {
    expectEnvelope(await t.client().post(path, {}), 400);
  });

  const wrongTypes: Array<[string, unknown]> = [
    ['numbers', 42],
    ['arrays', ['a@b.co']],
    ['objects', { $gt: '' }],
    ['null', null],
    ['booleans', true],
  ];

  it.each(JSON_ROUTES.flatMap((path) => wrongTypes.map(([label, value]) => [path, label, value] as const)))(
    '%s: %s in every field answer 400',
    async (path, _label, value) => {
      const body = { email: value, password: value, username: value, full_name: value, phone_number: value, token: value };
      const reply = await t.client().post(path, body);
      expectEnvelope(reply, 400);
      expect(reply.body.error).toEqual(expect.arrayContaining([expect.stringMatching(/must be a string/)]));
    },
  );

  it.each([
    ['an array', '[1,2]'],
    ['a bare string', '"email"'],
    ['a number', '7'],
    ['null', 'null'],
  ])('a JSON body that is %s answers 400', async (_label, raw) => {
    expectEnvelope(await t.client().request('POST', '/api/account/login', { raw }), 400);
  });

  it('invalid JSON answers 400', async () => {
    expectEnvelope(await t.client().request('POST', '/api/account/login', { raw: '{"email": "a@b.co",' }), 400);
  });

  it('an empty JSON body answers 400', async () => {
    expectEnvelope(await t.client().request('POST', '/api/account/signup', { raw: '' }), 400);
  });

  it('a content type the API does not speak answers 415', async () => {
    expectEnvelope(await t.client().request('POST', '/api/account/login', { raw: '<login/>', contentType: 'application/xml' }), 415);
    expectEnvelope(await t.client().request('POST', '/api/account/login', { raw: 'a,b', contentType: 'text/csv' }), 415);
  });

  it('a form-encoded body is a client error, never a server one', async () => {
    const raw = new URLSearchParams({ email: user.email, password: 'Wrong123!' }).toString();
    const reply = await t.client().request('POST', '/api/account/login', { raw, contentType: 'application/x-www-form-urlencoded' });
    // Today the Fastify adapter parses forms (401 for these wrong credentials); refusing them (415) is fine too.
    expect([401, 415]).toContain(reply.status);
    expectEnvelope(reply, reply.status);
  });

  it('a plain-text body is refused as missing fields', async () => {
    expectEnvelope(await t.client().request('POST', '/api/account/login', { raw: 'email=a@b.co', contentType: 'text/plain' }), 400);
  });

  it('a 2 MB body answers 413', async () => {
    const raw = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) });
    expectEnvelope(await t.client().request('POST', '/api/account/login', { raw }), 413);
  });

  it('unknown extra fields are ignored', async () => {
    const reply = await t.client().post('/api/account/login', { email: user.email, password: user.password, is_admin: true });
    expect(reply.status).toBe(200);
  });

  it('a body that tries to set __proto__ answers 400', async () => {
    const raw = `{"email": ${JSON.stringify(user.email)}, "password": ${JSON.stringify(user.password)}, "__proto__": {"polluted": true}}`;
    expectEnvelope(await t.client().request('POST', '/api/account/login', { raw }), 400);
  });
});

describe('very long strings', () => {
  const long = 'a'.repeat(10_000);

  it('sign-up answers the length rules', async () => {
    const reply = await t.client().post('/api/account/signup', {
      email: `${long}@example.com`,
      password: `${long}1!`,
      username: long,
      full_name: long,
      phone_number: '1'.repeat(10_000),
    });
    expectEnvelope(reply, 400);
    expect(reply.body.error).toEqual([
      'Please enter a valid email address.',
      'Password must be at most 128 characters long',
      'Please enter a valid phone number (7-20 digits).',
      'Username must be at most 30 characters long',
      'Full name must be at most 100 characters long',
    ]);
  });

  it('login answers as for any wrong credentials', async () => {
    const reply = await t.client().post('/api/account/login', { email: `${long}@example.com`, password: long });
    expectEnvelope(reply, 401);
    expect(reply.body.message).toBe('Invalid email or password.');
    expectEnvelope(await t.client().post('/api/account/login', { email: user.email, password: `${long}1!` }), 401);
  });

  it('reset and resend answer an invalid address', async () => {
    for (const path of ['/api/account/password/reset', '/api/account/resend-verification']) {
      const reply = await t.client().post(path, { email: `${long}@example.com` });
      expectEnvelope(reply, 400);
      expect(reply.body.error).toEqual(['Please enter a valid email address.']);
    }
  });

  it('token routes answer an invalid token', async () => {
    expectEnvelope(await t.client().post('/api/account/reset-password', { token: long, password: `${long}1!` }), 400);
    expectEnvelope(await t.client().get(`/api/account/verify-email?token=${long}`), 400);
    const validate = await t.client().get(`/api/account/reset-password/validate-token?token=${long}`);
    expect(validate.status).toBe(200);
    expect(validate.body).toEqual({ success: false });
  });

  it('a 10k-character bearer token or cookie is refused as unauthenticated', async () => {
    const reply = await t.client().gql(ME, undefined, { token: long });
    expect(reply.body.errors![0].extensions!.code).toBe('auth/unauthenticated');
    expectEnvelope(await t.client().post('/api/account/refresh', undefined, { cookie: `gatherly_refresh=${long}` }), 401);
  });
});

describe('full names', () => {
  const signup = (full_name: string) => t.client().post('/api/account/signup', { email: `${Math.random().toString(36).slice(2)}@example.com`, password: 'Secret123!', username: `n${Math.random().toString(36).slice(2, 12)}`, full_name });

  it.each([
    ['full-width Latin', '\uff21\uff44\uff41 Lovelace', english(MESSAGES.fullNameCharacters)],
    ['a ligature', '\ufb01ona Lovelace', english(MESSAGES.fullNameCharacters)],
    ['a zero-width space', 'Ada\u200b Lovelace', english(MESSAGES.fullNameCharacters)],
    ['a Cyrillic letter among Latin ones', '\u0410da Lovelace', english(NAME_MESSAGES.fullNameScripts)],
    ['a Greek letter among Latin ones', 'Ada L\u03bfvelace', english(NAME_MESSAGES.fullNameScripts)],
  ])('a name with %s is refused at sign-up', async (_label, name, message) => {
    const reply = await signup(name);
    expectEnvelope(reply, 400);
    expect(reply.body.error).toEqual([message]);
  });

  it.each([['Ольга Петрова'], ['山田 たろう'], ['प्रिया शर्मा'], ['Zoe\u0308 Lovelace']])('%s signs up', async (name) => {
    expect((await signup(name)).status).toBe(201);
  });
});

describe('query strings', () => {
  it.each([
    ['a missing token', '/api/account/verify-email'],
    ['a repeated token', '/api/account/verify-email?token=a&token=b'],
    ['a missing token', '/api/account/reset-password/validate-token'],
    ['a repeated token', '/api/account/reset-password/validate-token?token=a&token=b'],
  ])('%s answers 400: %s', async (_label, path) => {
    expectEnvelope(await t.client().get(path), 400);
  });

  it('a broken percent-encoding is not a server error', async () => {
    const reply = await t.client().get('/api/account/verify-email?token=%E0%A4%A');
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
  });
});

describe('shape checks in the language asked for', () => {
  it('a REST body of the wrong type is refused in Spanish when Spanish is asked for, in English by default', async () => {
    const body = { email: 5, password: 6 };
    const spanish = await t.client().post('/api/account/login', body, { headers: { 'accept-language': 'es' } });
    expectEnvelope(spanish, 400);
    expect(spanish.body.error).toEqual(['email debe ser una cadena de texto', 'password debe ser una cadena de texto']);
    const english = await t.client().post('/api/account/login', body);
    expect(english.body.error).toEqual(['email must be a string', 'password must be a string']);
  });

  it('a GraphQL input too long is refused in Spanish when Spanish is asked for, in English by default', async () => {
    const OPTIONS = 'mutation($token: String) { passkeyLoginOptions(input: { two_factor_token: $token }) }';
    const variables = { token: 'x'.repeat(201) };
    const spanish = await t.client().gql(OPTIONS, variables, { headers: { 'accept-language': 'es' } });
    expect(spanish.body.errors?.[0]).toMatchObject({ message: 'two_factor_token debe tener como máximo 200 caracteres', extensions: { code: 'request/invalid' } });
    const english = await t.client().gql(OPTIONS, variables);
    expect(english.body.errors?.[0]?.message).toBe('two_factor_token must be shorter than or equal to 200 characters');
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/api/nothing'],
    ['POST', '/api/account/nothing'],
    ['DELETE', '/api/remarks/by-id/a/b'],
    ['GET', '/api'],
  ])('%s %s answers 404 in the envelope', async (method, path) => {
    const reply = await t.client().request(method, path);
    expectEnvelope(reply, 404);
  });

  it.each([
    ['GET', '/api/account/login', 'POST'],
    ['DELETE', '/api/account/signup', 'POST'],
    ['PUT', '/api/remarks/by-id/abc', 'GET, HEAD, PATCH, DELETE'],
    ['POST', '/api/profile/profile/ada', 'GET, HEAD'],
    ['GET', '/api/remarks/like/abc', 'POST, DELETE'],
    ['PATCH', '/api/feed/', 'GET, HEAD'],
    ['DELETE', '/api/profile/follow/ada?x=1', 'POST'],
  ])('%s %s, an address that takes other methods, answers 405 with Allow: %s', async (method, path, allow) => {
    const reply = await t.client().request(method, path, { token: user.access });
    expectEnvelope(reply, 405);
    expect(reply.headers.get('allow')).toBe(allow);
    expect(reply.body.message).toBe(`${method} is not allowed here; this address takes ${allow}.`);
  });

  it('says so in the language asked for', async () => {
    const reply = await t.client().request('PUT', '/api/remarks/by-id/abc', { token: user.access, headers: { 'accept-language': 'fr' } });
    expect([reply.status, reply.headers.get('content-language'), reply.body.message]).toEqual([405, 'fr', 'PUT n’est pas autorisé ici ; cette adresse accepte GET, HEAD, PATCH, DELETE.']);
  });
});

describe('GraphQL', () => {
  const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { access } }';

  /** Errors of a GraphQL answer, checking that nothing of it is a server error. */
  function clientErrors(reply: Reply): Array<{ message: string; extensions?: { code?: string } }> {
    expect(reply.status).toBeLessThan(500);
    expect(reply.body.errors?.length).toBeGreaterThan(0);
    for (const error of reply.body.errors) expect(error.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    return reply.body.errors;
  }

  it.each([
    ['numbers', { email: 5, password: 6 }],
    ['arrays', { email: ['a'], password: ['b'] }],
    ['objects', { email: { a: 1 }, password: {} }],
    ['null', { email: null, password: null }],
    ['missing fields', {}],
  ])('variables of the wrong type (%s) answer 400', async (_label, input) => {
    const reply = await t.client().gql(LOGIN, { input });
    expect(reply.status).toBe(400);
    expect(clientErrors(reply)[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('a missing variable answers 400', async () => {
    const reply = await t.client().gql(LOGIN, {});
    expect(reply.status).toBe(400);
    clientErrors(reply);
  });

  it('a syntax error answers 400', async () => {
    const reply = await t.client().gql('{ me { username ');
    expect(reply.status).toBe(400);
    expect(clientErrors(reply)[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('an unknown field answers 400', async () => {
    const reply = await t.client().gql('{ me { password_hash } }');
    expect(reply.status).toBe(400);
    expect(clientErrors(reply)[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  /**
   * Fields nested `depth` levels deep (fragments do not count as levels): a type's `ofType`, as
   * deep as asked.
   */
  const nested = (depth: number) => `{ __type(name: "Query") { ${'ofType { '.repeat(depth - 2)}name${' }'.repeat(depth - 2)} } }`;

  it('a query deeper than 8 levels answers 400', async () => {
    const reply = await t.client().gql(nested(9), undefined, { token: user.access });
    expect(reply.status).toBe(400);
    const [error] = clientErrors(reply);
    expect(error.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(error.message).toMatch(/depth limit of 8 exceeded/);
  });

  it('a query of exactly 8 levels runs', async () => {
    const reply = await t.client().gql(nested(8), undefined, { token: user.access });
    expect(reply.body).toEqual({ data: { __type: { ofType: null } } });
  });

  it('a query costing too much answers 400', async () => {
    const aliases = Array.from({ length: 1000 }, (_, i) => `a${i}: me { username full_name email }`).join(' ');
    const reply = await t.client().gql(`{ ${aliases} }`, undefined, { token: user.access });
    expect(reply.status).toBe(400);
    expect(clientErrors(reply)[0].message).toMatch(/Cost limit/);
  });

  it('a body that is not a GraphQL request answers 400', async () => {
    expect((await t.client().request('POST', '/graphql', { raw: '{}' })).status).toBe(400);
    expect((await t.client().request('POST', '/graphql', { raw: '[{"query":"{ __typename }"}]' })).status).toBe(400);
    expect((await t.client().request('POST', '/graphql', { raw: '{"query": 5}' })).status).toBe(400);
    expect((await t.client().request('POST', '/graphql', { raw: '{"query":' })).status).toBe(400);
  });

  it('a simple-request content type is refused as a possible CSRF', async () => {
    const reply = await t.client().request('POST', '/graphql', { raw: 'query={me{username}}', contentType: 'text/plain' });
    expect(reply.status).toBe(400);
    clientErrors(reply);
  });

  it('a 2 MB GraphQL body answers 413', async () => {
    const reply = await t.client().gql(LOGIN, { input: { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) } });
    expect(reply.status).toBe(413);
  });
});

describe('input that once answered 500', () => {
  const nulEmail = 'ada\u0000@example.com';

  it.each(JSON_ROUTES)('%s: a NUL byte in a field answers 400', async (path) => {
    const reply = await t.client().post(path, { email: nulEmail, password: 'Secret123!', username: 'nul_user', full_name: 'Nul User', token: 'x', new_password: 'Secret123!' });
    expectEnvelope(reply, 400);
  });

  it('a NUL byte in a GraphQL variable or in a string written in the query answers 400 request/invalid, signed out too', async () => {
    const byVariable = await t.client().gql('mutation($e: String!) { login(input: { email: $e, password: "Secret123!" }) { access } }', { e: nulEmail });
    const inline = await t.client().gql('mutation { login(input: { email: "a\\u0000@x.co", password: "Secret123!" }) { access } }');
    const lookup = await t.client().gql('query { profile(username: "ada\\u0000") { username } }', undefined, { token: user.access });
    for (const reply of [byVariable, inline, lookup]) {
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ errors: [{ message: 'Text cannot contain NUL characters.', extensions: { code: 'request/invalid', status: 400, errors: ['Text cannot contain NUL characters.'] } }] });
    }
  });

  it.each([
    '/api/profile/profile/%00',
    '/api/profile/ada%00/followers',
    '/api/profile/ada%00/following',
    '/api/remarks/by-user/%00',
    '/api/posts/by-user/ada%00',
    '/api/events/by-user/%00',
    '/api/remarks/by-id/%00',
    '/api/profile/search?username=%00',
    '/api/feed?cursor_timestamp=%00',
  ])('GET %s: a NUL in the address answers 400', async (path) => {
    const reply = await t.client().get(path, { token: user.access });
    expectEnvelope(reply, 400);
    expect(reply.body.error).toEqual(['Text cannot contain NUL characters.']);
  });

  it.each(['/api/profile/follow/%00', '/api/profile/unfollow/ada%00'])('POST %s: a NUL in the address answers 400', async (path) => {
    expectEnvelope(await t.client().post(path, undefined, { token: user.access }), 400);
  });

  it('a NUL in the body or the address of a signed-in route answers 401 to a caller who is not signed in', async () => {
    expectEnvelope(await t.client().post('/api/remarks', { remark_content: 'Hi\u0000', extra: { deep: ['\u0000'] } }), 401);
    expectEnvelope(await t.client().post('/api/remarks', { remark_content: 'Hi\u0000' }, { token: 'not-a-token' }), 401);
    expectEnvelope(await t.client().get('/api/profile/profile/%00'), 401);
  });

  it('a NUL in a field no route reads, or in a key, answers 400 once signed in', async () => {
    for (const body of [{ remark_content: 'Hi', note: 'a\u0000' }, { remark_content: 'Hi', 'k\u0000': 1 }]) {
      const reply = await t.client().post('/api/remarks', body, { token: user.access });
      expectEnvelope(reply, 400);
      expect(reply.body.error).toEqual(['Text cannot contain NUL characters.']);
    }
  });

  it('a JSON body nested 100,000 deep answers 400', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    for (const path of ['/api/account/login', '/graphql']) {
      const reply = await t.client().request('POST', path, { raw: `{"email":${deep},"query":${deep}}` });
      expect([reply.status, path]).toEqual([400, path]);
    }
  });

  it('a GraphQL document of 2,000 fragments, or of more tokens than any page sends, answers 400', async () => {
    const fragments = Array.from({ length: 2000 }, (_, n) => `fragment F${n} on Query { ${n + 1 < 2000 ? `...F${n + 1}` : '__typename'} }`).join('\n');
    const reply = await t.client().gql(`query { ...F0 }\n${fragments}`, undefined, { token: user.access });
    expect(reply.status).toBe(400);
    const long = await t.client().gql(`{ ${'__typename '.repeat(QUERY_LIMITS.maxTokens)} }`, undefined, { token: user.access });
    expect(long.status).toBe(400);
    expect(long.body.errors?.[0].message).toMatch(/tokens/);
  });
});

describe('WebSocket upgrades', () => {
  /** The raw answer to an upgrade request, and whether the server closed the connection after it. */
  function upgrade(path: string): Promise<{ answer: string; closed: boolean }> {
    const { port } = new URL(t.baseUrl);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`),
      );
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('end', () => resolve({ answer, closed: true }));
      socket.on('error', reject);
      setTimeout(() => {
        socket.destroy();
        resolve({ answer, closed: false });
      }, 3000);
    });
  }

  it.each(['/anything', '/api/feed', '/chatroom'])('to %s, where no socket server listens, answers 404 and closes', async (path) => {
    const { answer, closed } = await upgrade(path);
    expect(answer).toMatch(/^HTTP\/1.1 404/);
    expect(closed).toBe(true);
  });

  it('to /chat/ is taken', async () => {
    expect((await upgrade('/chat/?token=x')).answer).toMatch(/^HTTP\/1.1 101/);
  });
});
