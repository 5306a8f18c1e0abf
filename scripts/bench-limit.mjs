// The limit of a read in `npm run bench`: a minimal raw statement doing the same work on the same
// data, run as fast as the database answers it, in the same run as the server's figure; the server's
// requests per second over the statement's tell what the server adds to the database's work.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

/** Statements per second of `sql` on `clients` connections (as many as the server's pool) for `seconds`. */
export async function rawRate(databaseUrl, sql, values, { seconds, clients = 20 }) {
  const connections = await Promise.all(
    Array.from({ length: clients }, async () => {
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    }),
  );
  try {
    const name = `bench-limit-${Math.random().toString(36).slice(2)}`;
    const until = performance.now() + seconds * 1000;
    let done = 0;
    const started = performance.now();
    await Promise.all(
      connections.map(async (client) => {
        while (performance.now() < until) {
          await client.query({ name, text: sql, values });
          done += 1;
        }
      }),
    );
    return done / ((performance.now() - started) / 1000);
  } finally {
    await Promise.all(connections.map((client) => client.end()));
  }
}

/** Prints the statement's rate and the server's ratio to it. */
export async function printLimit(title, server, databaseUrl, sql, values, seconds) {
  const rate = await rawRate(databaseUrl, sql, values, { seconds });
  console.log(`${`raw SQL: ${title}`.padEnd(44)} ${String(Math.round(rate)).padStart(7)} statements/s; the server's req/s over it: ${(server.requests.average / Math.max(rate, 1)).toFixed(2)}×`);
}
