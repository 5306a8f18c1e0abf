import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAppProcess, type AppProcess } from './support/app-process';

/**
 * `npm run seed` and a second start beside a running Gatherly on the same DATA_DIR: the running
 * app's embedded database is never taken from under it.
 */

const SEED = join(__dirname, '..', '..', '..', 'scripts', 'seed.mjs');

let dataDir: string;
let app: AppProcess | undefined;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'gatherly-seed-'));
});

afterEach(async () => {
  await app?.stop();
  app = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the seed script as `npm run seed` does (the build being there), with `args`. */
function seed(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED_PEOPLE: '2' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [SEED, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

it('refuses to seed while Gatherly runs on the same DATA_DIR, naming --into, and the app goes on answering', async () => {
  app = await startAppProcess({ DATA_DIR: dataDir });
  const { port } = new URL(app.baseUrl);
  const refused = await seed([]);
  expect(refused.code).toBe(1);
  expect(refused.stderr.trim()).toBe(`Gatherly is running on port ${port}: stop it first, or run \`npm run seed -- --into http://localhost:${port}\``);
  const ready = await fetch(`${app.baseUrl}/api/ready`);
  expect(ready.status).toBe(200);
  expect(app.output()).not.toMatch(/starting it again|left running/);
});

it('seeds through the running app with --into: the people it prints can log in there', async () => {
  app = await startAppProcess({ DATA_DIR: dataDir });
  const seeded = await seed(['--into', app.baseUrl]);
  expect(seeded.stderr).toBe('');
  expect(seeded.code).toBe(0);
  const [, email, password] = /Log in as (\S+) .* with the password (\S+)\./.exec(seeded.stdout) ?? [];
  const login = await fetch(`${app.baseUrl}/api/account/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(login.status).toBe(200);
  const feed = await fetch(`${app.baseUrl}/api/feed`, { headers: { authorization: `Bearer ${((await login.json()) as { data: { access: string } }).data.access}` } });
  expect(feed.status).toBe(200);
});

it('refuses a second start on a DATA_DIR whose database a running Gatherly holds, leaving that one up', async () => {
  app = await startAppProcess({ DATA_DIR: dataDir });
  const { port } = new URL(app.baseUrl);
  await expect(startAppProcess({ DATA_DIR: dataDir })).rejects.toThrow(`Gatherly is running on port ${port} with the database in ${join(dataDir, 'postgres')}: stop it first, or use another DATA_DIR.`);
  expect((await fetch(`${app.baseUrl}/api/ready`)).status).toBe(200);
});
