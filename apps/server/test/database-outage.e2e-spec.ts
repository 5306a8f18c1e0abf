import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_MESSAGES } from '@gatherly/schema';
import { startAppProcess, type AppProcess } from './support/app-process';
import { holdTable, postmaster, signedInUser, waitUntilBlocked } from './support/embedded-database';
import { english } from '../src/i18n/texts';

/**
 * Gatherly as `npm start` runs it, when its embedded PostgreSQL dies under it: the process stays
 * up, answers 503 while the database is away (but for its metrics, which say so), starts the
 * database again and goes on with the data it had.
 */

let dataDir: string;
let app: AppProcess | undefined;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'gatherly-outage-'));
});

afterEach(async () => {
  await app?.stop();
  app = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

const ME = '{ me { username } }';
const METRICS_TOKEN = 'metrics-token-for-the-outage';

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms\n${app?.output().slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it('survives its embedded PostgreSQL being killed while a job runs: 503 meanwhile but for /metrics, the database started again, the data kept', async () => {
  app = await startAppProcess({ DATA_DIR: dataDir, METRICS_TOKEN });
  const { baseUrl } = app;
  const scrape = () => fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const user = await signedInUser(baseUrl, dataDir);
  const auth = { authorization: `Bearer ${user.access}` };
  const gql = (query: string) => fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ query }) });

  // The remark's fan-out to followers waits on a lock, so that the job is under way when the database dies.
  const lock = await holdTable(dataDir, 'timeline_states');
  const remark = await fetch(`${baseUrl}/api/remarks`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ remark_content: 'Still here after the outage' }) });
  expect(remark.status).toBe(201);
  await waitUntilBlocked(lock.client, 'timeline_states');

  // The database dies, and is kept from starting again for a while (its folder is away).
  process.kill(postmaster(dataDir).pid, 'SIGKILL');
  const databaseDir = join(dataDir, 'postgres');
  renameSync(databaseDir, `${databaseDir}-away`);
  await lock.release();

  const feed = await until('REST answering 503', async () => {
    const reply = await fetch(`${baseUrl}/api/feed`, { headers: auth });
    return reply.status === 503 ? reply : undefined;
  });
  expect(await feed.json()).toEqual({ success: false, message: english(SERVER_MESSAGES.unavailable) });
  expect(feed.headers.get('retry-after')).toBe('5');
  const me = await gql(ME);
  expect(me.status).toBe(503);
  expect(((await me.json()) as { errors: Array<{ message: string; extensions: Record<string, unknown> }> }).errors[0]).toMatchObject({
    message: english(SERVER_MESSAGES.unavailable),
    extensions: { code: 'service/unavailable', status: 503 },
  });
  const ready = await fetch(`${baseUrl}/api/ready`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ success: false, message: 'Not ready: database.', data: { database: 'down' } });
  expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
  // Monitoring needs its metrics most now: all that is in memory, and the database said to be down.
  const outage = await scrape();
  expect(outage.status).toBe(200);
  const during = await outage.text();
  expect(during).toMatch(/^gatherly_database_up 0$/m);
  expect(during).toMatch(/gatherly_http_request_duration_seconds_count\{method="GET",route="\/api\/feed",status="503"\} [1-9]/);
  expect(during).toMatch(/gatherly_db_pool_connections\{state="open"\} \d+/);
  expect(during).toMatch(/gatherly_process_resident_memory_bytes \d+/);
  expect(during).not.toMatch(/gatherly_jobs_pending\{/);
  // Well past the moment the job's bookkeeping failed, the process still runs.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(app.child.exitCode).toBeNull();

  // The folder is back: the app starts its database again by itself, and everything answers.
  renameSync(`${databaseDir}-away`, databaseDir);
  await until('ready again', async () => ((await fetch(`${baseUrl}/api/ready`)).status === 200 ? true : undefined));
  expect(app.output()).toMatch(/the embedded PostgreSQL stopped \(SIGKILL\): starting it again/);
  const after = await scrape();
  expect(after.status).toBe(200);
  const recovered = await after.text();
  expect(recovered).toMatch(/^gatherly_database_up 1$/m);
  expect(recovered).toMatch(/gatherly_jobs_pending\{queue="feed-fanout"\} \d+/);
  const again = await gql(ME);
  expect(again.status).toBe(200);
  expect(await again.json()).toEqual({ data: { me: { username: user.username } } });
  const page = await fetch(`${baseUrl}/api/feed`, { headers: auth });
  expect(page.status).toBe(200);
  expect(JSON.stringify(await page.json())).toContain('Still here after the outage');
  expect(await app.stop()).toBe(0);
});
