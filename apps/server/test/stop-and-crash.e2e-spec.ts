import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signupFields } from './support/factories';

/**
 * Gatherly as `npm start` runs it (the built dist/main.js with its embedded PostgreSQL): it stops
 * without failing a request, and comes back after being killed. `npm test` builds first; run
 * `npm run build` before running this file alone.
 */

const MAIN = join(__dirname, '..', 'dist', 'main.js');

interface Running {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function start(dataDir: string): Promise<Running> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const environment: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, NODE_ENV: 'test', LOG_LEVEL: 'log' };
  delete environment.DATABASE_URL;
  delete environment.REDIS_URL;
  const child = spawn(process.execPath, [MAIN], { env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  while (!output.includes('Gatherly is ready')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`Gatherly did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, baseUrl, output: () => output, exited };
}

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
