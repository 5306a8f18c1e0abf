import { makeUser, ME } from './support/factories';
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
  expect(text).toMatch(/gatherly_jobs_pending\{queue="feed-fanout"\} \d+/);
  expect(text).toMatch(/gatherly_chat_sockets 0/);
  expect(text).toMatch(/gatherly_process_resident_memory_bytes \d+/);
  expect(text).toMatch(/gatherly_nodejs_eventloop_lag_seconds \d/);
});

it('is absent without a token configured', async () => {
  const plain = await startTestApp();
  try {
    expect((await plain.client().get('/metrics')).status).toBe(404);
  } finally {
    await plain.close();
  }
});
