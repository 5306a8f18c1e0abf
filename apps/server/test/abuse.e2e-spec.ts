import { createConnection, type Socket } from 'node:net';
import { ERROR_CODES, SERVER_MESSAGES } from '@gatherly/schema';
import { DATABASE_COST } from '../src/graphql/database-cost';
import { QUERY_LIMITS } from '../src/graphql/validation-rules';
import { ACCOUNT_THROTTLES, type AccountThrottle } from '../src/throttle/throttle.service';
import { aJpeg, makeRemark, makeUser, ME, uploadForm, type User } from './support/factories';
import { openGraphqlSocket } from './support/sockets';
import { statementsOf } from './support/statements';
import { startTestApp, type GraphqlReply, type Reply, type TestApp, type TestClient } from './support/test-app';
import { english } from '../src/i18n/texts';

let t: TestApp;
let user: User;

beforeAll(async () => {
  t = await startTestApp();
  user = await makeUser(t);
});

afterAll(async () => {
  await t?.close();
});

/** `count` aliases of `field` in one selection. */
const aliased = (count: number, field: string) => Array.from({ length: count }, (_, n) => `a${n}: ${field}`).join(' ');

describe('one GraphQL operation cannot make the database work for many', () => {
  const VALIDATE = 'validateResetToken(token: "0123456789abcdef0123456789abcdef")';

  it.each([
    // 4,900 are more tokens than a document may have: refused while parsing.
    [4900, 'GRAPHQL_PARSE_FAILED'],
    [1000, 'GRAPHQL_VALIDATION_FAILED'],
  ])('%i aliases of an anonymous lookup are refused before any SQL runs', async (count, code) => {
    let reply: GraphqlReply | undefined;
    const statements = await statementsOf(t, async () => {
      reply = await t.client().gql(`{ ${aliased(count, VALIDATE)} }`);
    });
    expect(reply?.status).toBe(400);
    expect(reply?.body.errors?.[0].extensions?.code).toBe(code);
    expect(statements).toEqual([]);
  });

  it(`more than ${QUERY_LIMITS.maxAliases} aliases are refused; as many run`, async () => {
    const tooMany = await t.client().gql(`{ me { ${aliased(QUERY_LIMITS.maxAliases + 1, 'username')} } }`, undefined, { token: user.access });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors?.[0].message).toMatch(/aliases/i);
    const allowed = await t.client().gql(`{ me { ${aliased(QUERY_LIMITS.maxAliases, 'username')} } }`, undefined, { token: user.access });
    expect(allowed.body.errors).toBeUndefined();
  });

  it('every root field is a lookup: as many as the cost allows run, one more is refused', async () => {
    const fits = DATABASE_COST.max / DATABASE_COST.rootField;
    const allowed = await t.client().gql(`{ ${aliased(fits, 'me { username }')} }`, undefined, { token: user.access });
    expect(allowed.body.errors).toBeUndefined();
    expect(allowed.body.data?.a0).toEqual({ username: user.username });
    let reply: typeof allowed | undefined;
    const statements = await statementsOf(t, async () => {
      reply = await t.client().gql(`{ ${aliased(fits + 1, 'me { username }')} }`, undefined, { token: user.access });
    });
    expect(reply?.status).toBe(400);
    expect(reply?.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/Database cost limit/), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    // The session is checked; nothing the operation asks for runs.
    expect(statements.length).toBeLessThanOrEqual(1);
  });

  it('the cost of a document is found again when a variable includes or skips its fields: the same text, cheap then too costly', async () => {
    const fits = DATABASE_COST.max / DATABASE_COST.rootField;
    const document = `query ($all: Boolean!) { ${aliased(fits, 'me { username }')} more: me @include(if: $all) { username } }`;
    for (let round = 0; round < 2; round += 1) {
      const cheap = await t.client().gql(document, { all: false }, { token: user.access });
      expect(cheap.body.errors).toBeUndefined();
      const costly = await t.client().gql(document, { all: true }, { token: user.access });
      expect(costly.status).toBe(400);
      expect(costly.body.errors?.[0].message).toMatch(/Database cost limit/);
    }
  });

  it('the same limits hold over graphql-ws', async () => {
    const socket = openGraphqlSocket(t, user.access);
    try {
      const roots = socket.subscribe(`{ ${aliased(DATABASE_COST.max / DATABASE_COST.rootField + 1, 'me { username }')} }`);
      expect(JSON.stringify(await roots.errors.next(() => true))).toMatch(/Database cost limit/);
      const aliases = socket.subscribe(`{ ${aliased(1000, VALIDATE)} }`);
      expect(JSON.stringify(await aliases.errors.next(() => true))).toMatch(/aliases/i);
      const fine = socket.subscribe<{ me: { username: string } }>(ME);
      expect((await fine.values.next(() => true)).me.username).toBe(user.username);
    } finally {
      await socket.close();
    }
  });
});

describe('every write is limited per account, on every door', () => {
  type Write = (client: TestClient, user: User) => Promise<Reply>;

  /** Sends `count` writes, ten at a time, and answers their statuses. */
  async function statusesOf(count: number, write: () => Promise<Reply>): Promise<number[]> {
    const statuses: number[] = [];
    for (let sent = 0; sent < count; sent += 10) {
      const batch = await Promise.all(Array.from({ length: Math.min(10, count - sent) }, () => write()));
      statuses.push(...batch.map((reply) => reply.status));
    }
    return statuses;
  }

  function expectRefusal(reply: Reply): void {
    expect(reply.status).toBe(429);
    expect(reply.body).toEqual({ success: false, message: english(SERVER_MESSAGES.tooManyWrites), retry_after: Number(reply.headers.get('retry-after')) });
    const retryAfter = Number(reply.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
  }

  let target: User;
  let targetId: string;
  let remarkId: string;

  beforeAll(async () => {
    target = await makeUser(t);
    [{ id: targetId }] = await t.db.query('SELECT id FROM accounts WHERE username = $1', [target.username]);
    remarkId = (await makeRemark(t, target)).remark_id;
  });

  const writes: Array<[AccountThrottle, Write]> = [
    ['content', (client, as) => client.post('/api/remarks', { remark_content: 'One more thought' }, { token: as.access })],
    ['comment', (client, as) => client.post('/api/remarks/comment', { remark_id: remarkId, comment_content: 'Me too' }, { token: as.access })],
    ['engage', (client, as) => client.post(`/api/remarks/like/${remarkId}`, undefined, { token: as.access })],
    ['follow', (client, as) => client.post(`/api/profile/follow/${target.username}`, undefined, { token: as.access })],
    ['profile', (client, as) => client.request('PATCH', '/api/profile/settings/theme', { json: { theme_preference: 'dark' }, token: as.access })],
    ['conversation', (client, as) => client.post('/api/chat/conversations/create', { participant_ids: [targetId] }, { token: as.access })],
  ];

  it.each(writes)('%s: as many as allowed are written, then 429 with Retry-After; others are not affected', async (action, write) => {
    const writer = await makeUser(t);
    const client = t.client();
    const { points } = ACCOUNT_THROTTLES[action];
    const statuses = await statusesOf(points, () => write(client, writer));
    expect(statuses.filter((status) => status >= 400)).toEqual([]);
    expectRefusal(await write(client, writer));
    // From another address too: the limit is the account's.
    expectRefusal(await write(t.client(), writer));
    const other = await makeUser(t);
    expect((await write(client, other)).status).toBeLessThan(400);
  });

  it('uploads have their own limit on top of the content one', async () => {
    const writer = await makeUser(t);
    const client = t.client();
    const image = await aJpeg();
    const post = () => client.multipart('/api/posts', uploadForm({ post_content: 'Again' }, [image]), { token: writer.access });
    const statuses = await statusesOf(ACCOUNT_THROTTLES.upload.points, post);
    expect(statuses.filter((status) => status >= 400)).toEqual([]);
    expectRefusal(await post());
    // Writing without images still works.
    expect((await client.post('/api/remarks', { remark_content: 'Text only' }, { token: writer.access })).status).toBe(201);
  });

  it('GraphQL answers request/rate_limited with a Retry-After header, and nothing more is written', async () => {
    const writer = await makeUser(t);
    const client = t.client();
    const COMMENT = 'mutation($input: CommentInput!) { commentOnRemark(input: $input) { id } }';
    const comment = () => client.gql(COMMENT, { input: { item_id: remarkId, comment_content: 'Over GraphQL' } }, { token: writer.access });
    const replies = await statusesOf(ACCOUNT_THROTTLES.comment.points, comment);
    expect(replies.every((status) => status === 200)).toBe(true);
    const before = await commentCount();
    const refused = await comment();
    expect(refused.body.errors?.[0]).toMatchObject({ message: english(SERVER_MESSAGES.tooManyWrites), extensions: { code: ERROR_CODES.rateLimited, status: 429 } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await commentCount()).toBe(before);
  });

  async function commentCount(): Promise<number> {
    const [row]: Array<{ n: number }> = await t.db.query('SELECT comment_count AS n FROM content_items WHERE id = $1', [remarkId]);
    return row.n;
  }
});

describe('slow and idle connections are closed', () => {
  let short: TestApp;

  beforeAll(async () => {
    short = await startTestApp({ REQUEST_TIMEOUT_SECONDS: '1', IDLE_TIMEOUT_SECONDS: '1' });
  });

  afterAll(async () => {
    await short?.close();
  });

  /** A raw connection to the app, with what it received and when it was closed. */
  function connect(): Promise<{ socket: Socket; received: () => string; closed: Promise<number> }> {
    const { port } = new URL(short.baseUrl);
    return new Promise((resolve, reject) => {
      const socket = createConnection({ host: '127.0.0.1', port: Number(port) }, () => {
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        const opened = Date.now();
        const closed = new Promise<number>((done) => socket.on('close', () => done(Date.now() - opened)));
        resolve({ socket, received: () => text, closed });
      });
      socket.on('error', reject);
    });
  }

  it('a body sent a byte at a time is cut off with 408 once the request time is up', async () => {
    const { socket, received, closed } = await connect();
    socket.write('POST /api/account/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
    const drip = setInterval(() => socket.writable && socket.write(' '), 200);
    try {
      expect(await closed).toBeLessThan(5_000);
    } finally {
      clearInterval(drip);
    }
    expect(received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a kept-alive connection waiting for nothing is closed', async () => {
    const { socket, received, closed } = await connect();
    socket.write('GET /api/feed HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await closed).toBeLessThan(4_000);
    expect(received()).toMatch(/^HTTP\/1\.1 401/);
  });
});

describe('a GraphQL budget per account and per signed-out address', () => {
  const BUDGET = 100;
  let small: TestApp;

  beforeAll(async () => {
    small = await startTestApp({ GRAPHQL_COST_PER_MINUTE: String(BUDGET) });
  });

  afterAll(async () => {
    await small?.close();
  });

  const fits = BUDGET / DATABASE_COST.rootField;

  it('refuses an account once its budget is spent, with 429 and Retry-After; other accounts go on', async () => {
    const [spender, other] = [await makeUser(small), await makeUser(small)];
    for (let n = 0; n < fits; n += 1) expect((await small.client().gql(ME, undefined, { token: spender.access })).body.errors).toBeUndefined();
    // From another address too: the budget is the account's.
    const refused = await small.client().gql(ME, undefined, { token: spender.access });
    expect(refused.status).toBe(429);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors?.[0]).toMatchObject({ message: english(SERVER_MESSAGES.tooManyRequests), extensions: { code: ERROR_CODES.rateLimited, status: 429 } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await small.client().gql(ME, undefined, { token: other.access })).body.errors).toBeUndefined();

    const socket = openGraphqlSocket(small, spender.access);
    try {
      const over = socket.subscribe(ME);
      expect(JSON.stringify(await over.errors.next(() => true))).toContain(ERROR_CODES.rateLimited);
    } finally {
      await socket.close();
    }
  });

  it('counts signed-out operations per client address', async () => {
    const VALIDATE = '{ validateResetToken(token: "0123456789abcdef0123456789abcdef") }';
    const client = small.client();
    for (let n = 0; n < fits; n += 1) expect((await client.gql(VALIDATE)).status).toBe(200);
    expect((await client.gql(VALIDATE)).status).toBe(429);
    expect((await small.client().gql(VALIDATE)).status).toBe(200);
  });
});
