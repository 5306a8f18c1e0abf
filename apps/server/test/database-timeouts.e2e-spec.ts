import { CHAT_CLOSE_CODES, ERROR_CODES, SERVER_MESSAGES } from '@gatherly/schema';
import { Client } from 'pg';
import { makeUser, ME } from './support/factories';
import { openChatSocket, openGraphqlSocket } from './support/sockets';
import { startTestApp, type TestApp } from './support/test-app';
import { english } from '../src/i18n/texts';
import { PreparedPool } from '../src/database/prepared-pool';

/**
 * A database that hangs holds no request without bound: waiting for a connection and running a
 * statement both end, after their configured time, in a 503 the client may retry; a chat socket
 * that cannot be opened for now is told to try again.
 */

let t: TestApp;

beforeEach(async () => {
  t = await startTestApp({ DATABASE_STATEMENT_TIMEOUT_SECONDS: '1', DATABASE_CONNECT_TIMEOUT_SECONDS: '1' });
});

afterEach(async () => {
  await t?.close();
});

const CREATE_REMARK = 'mutation { createRemark(input: { remark_content: "Held back" }) { __typename } }';

/** Runs `request`, expecting it to take about `seconds` (the configured timeout), not more. */
async function timed<T>(seconds: number, request: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const reply = await request();
  const elapsed = Date.now() - started;
  expect(elapsed).toBeGreaterThanOrEqual(seconds * 1000 - 100);
  expect(elapsed).toBeLessThan(seconds * 1000 + 3000);
  return reply;
}

it('a statement waiting on a lock another connection holds ends in 503 after DATABASE_STATEMENT_TIMEOUT_SECONDS, over REST and GraphQL', async () => {
  const user = await makeUser(t);
  const holder = new Client({ connectionString: process.env.GATHERLY_TEST_DATABASE_URL });
  await holder.connect();
  try {
    // A new remark refers to its author's row: it waits for this lock.
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM accounts WHERE username = $1 FOR UPDATE', [user.username]);
    const rest = await timed(1, () => t.client().post('/api/remarks', { remark_content: 'Held back' }, { token: user.access }));
    expect(rest.status).toBe(503);
    expect(rest.body).toEqual({ success: false, message: english(SERVER_MESSAGES.unavailable) });
    expect(rest.headers.get('retry-after')).toBe('5');
    const graphql = await timed(1, () => t.client().gql(CREATE_REMARK, undefined, { token: user.access }));
    expect(graphql.status).toBe(503);
    expect(graphql.body.errors?.[0]).toMatchObject({ message: english(SERVER_MESSAGES.unavailable), extensions: { code: 'service/unavailable', status: 503, retryAfter: 5 } });
  } finally {
    await holder.end();
  }
  // The lock gone, the same request goes through.
  expect((await t.client().post('/api/remarks', { remark_content: 'Through' }, { token: user.access })).status).toBe(201);
});

/**
 * Takes and keeps every connection of the app's pools, the data source's and the one of prepared
 * statements: the next one asked for times out. The answer gives them back.
 */
async function exhaustPool(): Promise<() => Promise<unknown>> {
  const held: Array<{ release(): unknown }> = [];
  /** Takes connections while `take` gives one. */
  const takeAll = async (take: () => Promise<{ release(): unknown }>) => {
    for (;;) {
      try {
        held.push(await take());
      } catch {
        return;
      }
    }
  };
  await takeAll(async () => {
    const runner = t.db.createQueryRunner();
    await runner.connect();
    return runner;
  });
  const prepared = t.app.get(PreparedPool).pool;
  await takeAll(() => prepared.connect());
  return () => Promise.all(held.map((connection) => connection.release()));
}

it('a request waiting for a connection of an exhausted pool ends in 503 after DATABASE_CONNECT_TIMEOUT_SECONDS', async () => {
  const user = await makeUser(t);
  const release = await exhaustPool();
  try {
    const rest = await timed(1, () => t.client().get('/api/feed', { token: user.access }));
    expect(rest.status).toBe(503);
    expect(rest.body).toEqual({ success: false, message: english(SERVER_MESSAGES.unavailable) });
    const graphql = await timed(1, () => t.client().gql(ME, undefined, { token: user.access }));
    expect(graphql.status).toBe(503);
    expect(graphql.body.errors?.[0].extensions).toMatchObject({ code: 'service/unavailable' });
  } finally {
    await release();
  }
  expect((await t.client().get('/api/feed', { token: user.access })).status).toBe(200);
});

it('a chat socket whose token cannot be checked for want of a connection is closed with 1013, to try again, not as unauthenticated (4401), on both doors', async () => {
  const user = await makeUser(t);
  const release = await exhaustPool();
  try {
    const chat = await openChatSocket(t, user.access);
    expect(await timed(1, () => chat.closed)).toBe(CHAT_CLOSE_CODES.tryAgainLater);
    expect(chat.frames.items).toEqual([{ type: 'error', code: ERROR_CODES.unavailable, message: english(SERVER_MESSAGES.unavailable) }]);
    const graphql = openGraphqlSocket(t, user.access);
    expect(await timed(1, () => graphql.closed)).toBe(CHAT_CLOSE_CODES.tryAgainLater);
  } finally {
    await release();
  }
  // Trying again, both open.
  const chat = await openChatSocket(t, user.access);
  chat.send('not a frame');
  expect(await chat.frames.next((frame) => frame.type === 'error')).toMatchObject({ code: ERROR_CODES.validation });
  await chat.close();
  const graphql = openGraphqlSocket(t, user.access);
  await graphql.connected;
  await graphql.close();
});
