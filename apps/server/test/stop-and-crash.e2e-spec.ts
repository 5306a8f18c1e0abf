import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAppProcess } from './support/app-process';
import { Client } from 'pg';
import { holdTable, postmaster, signedInUser, waitUntilBlocked } from './support/embedded-database';
import { signupFields } from './support/factories';

/**
 * Gatherly as `npm start` runs it (the built dist/main.js with its embedded PostgreSQL): it stops
 * without failing a request, and comes back after being killed.
 */

const start = (dataDir: string) => startAppProcess({ DATA_DIR: dataDir });

interface Outcome {
  status?: number;
  /** The answer's Connection header. */
  connection?: string;
  error?: string;
  /** Whether the request went on a connection kept alive from an earlier one. */
  reused?: boolean;
}

/** One request, on a connection of its own or on one `agent` keeps alive: its status, or the error that ended it. */
function request(url: string, agent: Agent | false = false): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, connection: response.headers.connection, reused: req.reusedSocket }));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, reused: req.reusedSocket }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, reused: req.reusedSocket }));
  });
}

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'gatherly-stop-'));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

it('drains on SIGTERM: requests under way are answered, none fails with 5xx or a reset, then the database stops', async () => {
  const app = await start(dataDir);
  const url = `${app.baseUrl}/api/account/reset-password/validate-token?token=nothing`;
  const outcomes: Outcome[] = [];
  let signalled = false;
  const afterSignal: Outcome[] = [];
  const clients = Array.from({ length: 16 }, async () => {
    for (;;) {
      const before = !signalled;
      const outcome = await request(url);
      (before ? outcomes : afterSignal).push(outcome);
      if (outcome.error === 'ECONNREFUSED') return;
    }
  });
  // The signal comes once the load is well under way: a busy machine answers more slowly.
  const loaded = Date.now() + 20_000;
  while (outcomes.length <= 100 && Date.now() < loaded) await new Promise((resolve) => setTimeout(resolve, 50));
  signalled = true;
  app.child.kill('SIGTERM');
  await Promise.all(clients);
  expect(await app.exited).toBe(0);
  const all = [...outcomes, ...afterSignal];
  expect(outcomes.length).toBeGreaterThan(100);
  // Every request sent before the signal is answered, none with a 5xx; after it, a request is
  // answered or refused (the server stopped listening), never a 5xx.
  const answered = (outcome: { status?: number }) => outcome.status !== undefined && outcome.status < 500;
  expect(outcomes.filter((outcome) => !answered(outcome))).toEqual([]);
  expect(all.filter((outcome) => (outcome.status ?? 0) >= 500)).toEqual([]);
  expect(afterSignal.filter((outcome) => !answered(outcome) && !['ECONNREFUSED', 'ECONNRESET'].includes(outcome.error ?? ''))).toEqual([]);
  expect(app.output()).not.toMatch(/terminating connection due to administrator command/);
  expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
});

it('starts again after being killed, on the PostgreSQL the dead process left running, with everything committed', async () => {
  const first = await start(dataDir);
  const fields = signupFields();
  const signup = await fetch(`${first.baseUrl}/api/account/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) });
  expect(signup.status).toBe(201);
  first.child.kill('SIGKILL');
  await first.exited;
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  // The database outlives the process that started it.
  const orphan = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  expect(() => process.kill(orphan, 0)).not.toThrow();

  // At the default log level (log), the embedded database's chatter (debug) stays out of the log.
  expect(first.output()).not.toMatch(/DEBUG/);
  const second = await start(dataDir);
  expect(second.output()).toMatch(/left running .* by an earlier run/);
  const again = await fetch(`${second.baseUrl}/api/account/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) });
  expect(again.status).toBe(409);
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
});

it('answers a request sent on a kept-alive connection after SIGTERM, closing the connection after it, rather than resetting it', async () => {
  const app = await start(dataDir);
  const url = `${app.baseUrl}/api/account/reset-password/validate-token?token=nothing`;
  let signalled = false;
  const afterSignal: Outcome[] = [];
  // Each client sends its requests one after the other on one kept-alive connection, at its own pace.
  const clients = Array.from({ length: 8 }, async (_, n) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (;;) {
      const before = !signalled;
      const outcome = await request(url, agent);
      if (!before) afterSignal.push(outcome);
      if (outcome.error === 'ECONNREFUSED') return agent.destroy();
      // Mostly idle between requests, as a browser is: the signal finds most connections waiting.
      await new Promise((resolve) => setTimeout(resolve, 20 * (n + 1)));
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  app.child.kill('SIGTERM');
  // A request is after the signal once the server has taken it (a busy machine delivers it late):
  // those sent meanwhile count neither way.
  while (!app.output().includes('SIGTERM: finishing the requests in flight')) await new Promise((resolve) => setTimeout(resolve, 5));
  signalled = true;
  await Promise.all(clients);
  expect(await app.exited).toBe(0);
  // A request sent on a connection kept alive from before is answered, and told the connection
  // closes; the next goes on a new connection, answered, or refused (or reset as the server stops
  // listening, as in the drain above) with nothing done.
  const answered = afterSignal.filter((outcome) => outcome.status !== undefined);
  expect(afterSignal.filter((outcome) => outcome.reused).length).toBeGreaterThan(0);
  expect(afterSignal.filter((outcome) => outcome.reused && outcome.status === undefined)).toEqual([]);
  expect(answered.filter((outcome) => outcome.status !== 200 || outcome.connection !== 'close')).toEqual([]);
  expect(afterSignal.filter((outcome) => outcome.status === undefined && !['ECONNREFUSED', 'ECONNRESET'].includes(outcome.error ?? ''))).toEqual([]);
});

it('ends within 10 s of SIGTERM while a job is stuck, and the job is done after the next start', async () => {
  const app = await start(dataDir);
  const user = await signedInUser(app.baseUrl, dataDir);
  // The remark's fan-out waits on a lock that is never let go.
  const lock = await holdTable(dataDir, 'timeline_states');
  const remark = await fetch(`${app.baseUrl}/api/remarks`, { method: 'POST', headers: { authorization: `Bearer ${user.access}`, 'content-type': 'application/json' }, body: JSON.stringify({ remark_content: 'Stuck at the stop' }) });
  expect(remark.status).toBe(201);
  await waitUntilBlocked(lock.client, 'timeline_states');
  const signalled = Date.now();
  app.child.kill('SIGTERM');
  expect(await app.exited).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(10_000);
  await lock.release();
  expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

  const again = await start(dataDir);
  const db = new Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${postmaster(dataDir).port}/gatherly` });
  await db.connect();
  try {
    const deadline = Date.now() + 30_000;
    let states: string[] = [];
    while (Date.now() < deadline) {
      states = (await db.query(`SELECT state FROM pgboss.job WHERE name = 'feed-fanout'`)).rows.map((row: { state: string }) => row.state);
      if (states.length > 0 && states.every((state) => state === 'completed')) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(states).toEqual(['completed']);
  } finally {
    await db.end();
  }
  expect(await again.stop()).toBe(0);
});
