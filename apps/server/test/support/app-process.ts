import { ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * Gatherly as `npm start` runs it: the built dist/main.js in a process of its own. `npm test` builds
 * first; run `npm run build` before running a file that uses this alone.
 */

const MAIN = join(__dirname, '..', '..', 'dist', 'main.js');

/** The log's tail kept for failure messages: each request writes a line. */
const OUTPUT_KEPT = 256 * 1024;

export interface AppProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
  /** SIGTERM, then the exit code once it has stopped. */
  stop(): Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the app on a free port of 127.0.0.1 with `environment` over this process's own (less the
 * database and Redis, which a caller names when it wants them), and resolves once it is ready.
 */
export async function startAppProcess(environment: NodeJS.ProcessEnv): Promise<AppProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.REDIS_URL;
  const env = { ...inherited, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, NODE_ENV: 'test', LOG_LEVEL: 'log', ...environment };
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEPT));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  while (!output.includes('Gatherly is ready')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`Gatherly did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    baseUrl,
    output: () => output,
    exited,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
