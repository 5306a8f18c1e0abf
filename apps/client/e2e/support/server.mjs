// Starts Gatherly as `npm start` runs it (the built server serving the built client, embedded
// PostgreSQL unless DATABASE_URL is set) in a fresh data folder, for the browser tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

const OUTPUT_KEPT = 256 * 1024;

/** A TCP port of 127.0.0.1 free at the moment. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * `env` adds to or overrides the environment below; `nodeArgs` go to node before the script (`--cpu-prof`).
 * `hostname` is the name pages reach the app at (its PUBLIC_URL): 'localhost' where the browser needs
 * a domain rather than an address, as passkeys do (WebAuthn refuses an IP address as relying party).
 */
export async function startServer({ env = {}, nodeArgs = [], hostname = '127.0.0.1' } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gatherly-e2e-'));
  const port = await freePort();
  const baseUrl = `http://${hostname}:${port}`;
  // One instance, as `npm start` runs it: throttling counters in memory start fresh with each run.
  const environment = { ...process.env };
  delete environment.REDIS_URL;
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    // Each test client sends an address of its own in X-Forwarded-For (see support/browser.ts).
    // The themes test goes through every page of the app nine times as fast as a browser can, which
    // spends an account's GraphQL budget (made for people; the server's e2e tests cover it): the
    // refusals it then holds back would stall the pages.
    env: { ...environment, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'log', TRUST_PROXY: 'true', GRAPHQL_COST_PER_MINUTE: '60000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The log's tail, for the message when the server fails to start (a line per request: a bench
  // writes hundreds of megabytes).
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-OUTPUT_KEPT));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), 120_000);
    const check = () => {
      if (output.includes('Gatherly is ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return {
    baseUrl,
    dataDir,
    pid: child.pid,
    async stop() {
      let timer;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
