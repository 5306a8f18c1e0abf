import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAppProcess } from './support/app-process';
import { signupFields } from './support/factories';

/**
 * Gatherly as `npm start` runs it (the built dist/main.js with its embedded PostgreSQL): it stops
 * without failing a request, and comes back after being killed.
 */

const start = (dataDir: string) => startAppProcess({ DATA_DIR: dataDir });

/** One request on a connection of its own: its status, or the error that ended it. */
function request(url: string): Promise<{ status?: number; error?: string }> {
  return new Promise((resolve) => {
    const req = get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode }));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
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
  const outcomes: Array<{ status?: number; error?: string }> = [];
  let signalled = false;
  const afterSignal: Array<{ status?: number; error?: string }> = [];
  const clients = Array.from({ length: 16 }, async () => {
    for (;;) {
      const before = !signalled;
      const outcome = await request(url);
      (before ? outcomes : afterSignal).push(outcome);
      if (outcome.error === 'ECONNREFUSED') return;
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 1500));
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
