import { makeQuickUsers, makeUser, ME } from './support/factories';
import { openChatSocket, openGraphqlSocket } from './support/sockets';
import { startTestApp, type TestApp } from './support/test-app';

/** GET /metrics as Prometheus scrapes it. */

const TOKEN = 'metrics-token-for-the-tests';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ METRICS_TOKEN: TOKEN });
});

afterAll(async () => {
  await t?.close();
});

const scrape = (authorization?: string) => t.client().get('/metrics', authorization ? { headers: { authorization } } : {});

it('answers only with the metrics token', async () => {
  expect((await scrape()).status).toBe(401);
  expect((await scrape('Bearer not-the-token-at-all-no')).status).toBe(401);
  expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(200);
});

it('times HTTP requests by route pattern and GraphQL operations by name, and shows the pool, jobs, sockets and process', async () => {
  const user = await makeUser(t);
  await t.client().get('/api/health');
  await t.client().get(`/api/remarks/by-id/${user.username}`, { token: user.access });
  await t.client().gql(`query WhoAmI ${ME}`, undefined, { token: user.access });
  const reply = await scrape(`Bearer ${TOKEN}`);
  expect(reply.headers.get('content-type')).toMatch(/^text\/plain/);
  const text = reply.text;
  expect(text).toMatch(/gatherly_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} [1-9]/);
  // The pattern of the route, never the path with what it names.
  expect(text).toMatch(/route="\/api\/remarks\/by-id\/:id",status="404"/);
  expect(text).not.toContain(user.username);
  expect(text).toMatch(/gatherly_graphql_operation_duration_seconds_count\{type="query",operation="WhoAmI",outcome="ok"\} 1/);
  expect(text).toMatch(/gatherly_db_pool_connections\{state="open"\} [1-9]/);
  expect(text).toMatch(/^gatherly_database_up 1$/m);
  expect(text).toMatch(/gatherly_jobs_pending\{queue="feed-fanout"\} \d+/);
  expect(text).toMatch(/gatherly_jobs_pending\{queue="mail-verification"\} \d+/);
  // makeUser signed up here; any instance on the database may have sent the mail.
  expect(text).toMatch(/gatherly_mail_queued_total\{kind="verification"\} [1-9]/);
  expect(text).toMatch(/gatherly_chat_sockets 0/);
  expect(text).toMatch(/gatherly_process_resident_memory_bytes \d+/);
  expect(text).toMatch(/gatherly_nodejs_eventloop_lag_seconds \d/);
});

it('counts database statements, open sockets and subscriptions, and times the real-time bus', async () => {
  const [ada, bob] = await makeQuickUsers(t, 2);
  const metric = async (pattern: RegExp) => Number(pattern.exec((await scrape(`Bearer ${TOKEN}`)).text)?.[1]);
  const statementsBefore = await metric(/gatherly_db_query_duration_seconds_count\{outcome="ok"\} (\d+)/);
  const made = await t.client().post('/api/chat/conversations/create', { participant_ids: [bob.accountId] }, { token: ada.access });
  expect(await metric(/gatherly_db_query_duration_seconds_count\{outcome="ok"\} (\d+)/)).toBeGreaterThan(statementsBefore);

  const bobWs = openGraphqlSocket(t, bob.access);
  const messages = bobWs.subscribe<{ messageAdded: { content: string } }>('subscription { messageAdded { content } }');
  const adaSocket = await openChatSocket(t, ada.access);
  const lagBefore = await metric(/gatherly_realtime_bus_lag_seconds_count (\d+)/);
  // graphql-ws acknowledges no subscription: Ada writes until one message comes through.
  for (let attempt = 0; messages.values.items.length === 0 && attempt < 25; attempt += 1) {
    adaSocket.send({ action: 'send_message', conversation: made.body.data.conversation.conversation_id, content: `hello ${attempt}` });
    await messages.values.next(() => true, { ms: 250 }).catch(() => undefined);
  }
  expect(await metric(/gatherly_graphql_subscriptions (\d+)/)).toBe(1);
  expect(await metric(/gatherly_chat_sockets (\d+)/)).toBe(2);
  expect(await metric(/gatherly_realtime_bus_lag_seconds_count (\d+)/)).toBeGreaterThan(lagBefore);

  messages.stop();
  await bobWs.close();
  adaSocket.close();
  for (let attempt = 0; attempt < 50 && (await metric(/gatherly_graphql_subscriptions (\d+)/)) !== 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(await metric(/gatherly_graphql_subscriptions (\d+)/)).toBe(0);
});

it('is absent without a token configured', async () => {
  const plain = await startTestApp();
  try {
    expect((await plain.client().get('/metrics')).status).toBe(404);
  } finally {
    await plain.close();
  }
});
