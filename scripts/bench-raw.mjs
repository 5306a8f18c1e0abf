// The raw reference of `npm run bench`: the limit a read could reach on this stack. A plain
// `node:http` server with a `pg` pool (as large as the app's) that answers a route by running the very
// statements the app runs for it, in the order the app sent them, with the same values and as the
// same prepared statements, and writing their rows as JSON; it checks the access token's signature
// as the app does (HS256). The statements are read from PostgreSQL's log while the app answers the
// route once (`captureStatements`), so when the app's statements change, the reference runs the new
// ones: its rate over the baseline is what the design costs, the app's rate over its rate what the
// framework adds.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { Pool } = require('pg');

/** As the app's pools (apps/server/src/database/data-source-options.ts and prepared-pool.ts). */
const POOL_SIZE = 20;
const PREPARED_POOL_SIZE = 10;

/**
 * The statements of log `entries` (PostgreSQL's stderr log, an entry per record, `[pid]` after its
 * time) with their values: `execute <name>: <sql>` followed by the `DETAIL:  Parameters: $1 = '…', …`
 * of the same process (statements sent at once interleave), or `statement: <sql>`.
 */
export function statementsWithValues(entries) {
  const statements = [];
  const lastOf = new Map();
  for (const entry of entries) {
    const pid = /^\S+ \S+ \S+ \[(\d+)\]/.exec(entry)?.[1];
    const run = /LOG: {2}(?:execute ([^:]*)|statement): ([\s\S]*)$/.exec(entry);
    if (run) {
      const statement = { name: run[1] && run[1] !== '<unnamed>' ? run[1] : undefined, text: run[2].trim(), values: [] };
      statements.push(statement);
      lastOf.set(pid, statement);
    }
    const detail = /DETAIL: {2}parameters: ([\s\S]*)$/i.exec(entry);
    if (detail && lastOf.has(pid)) {
      const values = [];
      for (const [, index, literal, text] of detail[1].matchAll(/\$(\d+) = (NULL|'((?:[^']|'')*)')/g)) values[Number(index) - 1] = literal === 'NULL' ? null : text.replaceAll("''", "'");
      lastOf.get(pid).values = values;
    }
  }
  return statements;
}

/** Whether `token` is a JWT signed with `secret` (HS256): the work the app's check does before its lookup. */
function signedWith(token, secret) {
  const [header, payload, signature] = token.split('.');
  if (!signature) return false;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) && typeof JSON.parse(Buffer.from(payload, 'base64url').toString()).sub === 'string';
}

/**
 * Starts the reference in a process of its own (its CPU is measured as the app's is), on a free
 * port of 127.0.0.1. `route(statements)` gives it the statements of a request (from
 * `statementsWithValues`) and answers the path that runs them, whatever the method and body; it
 * answers 404 to any other path and 401 without a bearer token signed with `jwtSecret`. Returns its
 * base URL, its pid, `route` and `stop()`.
 */
export async function startRawReference({ databaseUrl, jwtSecret }) {
  const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, RAW_REFERENCE_DATABASE_URL: databaseUrl, RAW_REFERENCE_JWT_SECRET: jwtSecret } });
  const replies = [];
  child.on('message', (message) => replies.shift()?.(message));
  const ask = (message) => new Promise((resolve) => (replies.push(resolve), message && child.send(message)));
  const { port } = await ask(null);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    route: async (statements) => (await ask({ statements })).path,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The reference itself, when this file runs as its process: routes come as messages from the bench. */
async function serve() {
  // As the app: named statements on connections that keep their plans, the others planned for their values.
  const pool = new Pool({ connectionString: process.env.RAW_REFERENCE_DATABASE_URL, max: POOL_SIZE });
  const preparedPool = new Pool({ connectionString: process.env.RAW_REFERENCE_DATABASE_URL, max: PREPARED_POOL_SIZE, options: '-c plan_cache_mode=force_generic_plan' });
  const secret = process.env.RAW_REFERENCE_JWT_SECRET;
  const routes = new Map();
  const server = createServer(async (request, response) => {
    // Read to its end as the app reads it, for the connection to go on.
    await new Promise((resolve) => request.resume().once('end', resolve));
    const statements = routes.get(request.url);
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!statements || !token || !signedWith(token, secret)) {
      response.writeHead(statements ? 401 : 404).end();
      return;
    }
    try {
      const data = [];
      for (const statement of statements) data.push((await (statement.name ? preparedPool : pool).query(statement)).rows);
      const body = JSON.stringify({ success: true, data });
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.on('message', ({ statements }) => {
    const path = `/${routes.size + 1}`;
    routes.set(path, statements);
    process.send({ path });
  });
  process.on('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => Promise.all([pool.end(), preparedPool.end()]).then(() => process.exit(0)));
  });
  process.send({ port: server.address().port });
}

if (process.env.RAW_REFERENCE_DATABASE_URL && process.send) await serve();
