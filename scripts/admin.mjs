// `npm run admin -- <command> <username>`: what only the people running Gatherly may do.
//   grant-moderator <username>    lets the account act on reports (the Moderation page)
//   revoke-moderator <username>   takes that back
// Against DATABASE_URL when set; otherwise the embedded database under DATA_DIR (default .data),
// whether or not `npm start` is running on it. Pending migrations are applied first.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const COMMANDS = {
  'grant-moderator': { role: 'moderator', done: (name) => `${name} is now a moderator.` },
  'revoke-moderator': { role: 'member', done: (name) => `${name} is no longer a moderator.` },
};

const [command, username] = process.argv.slice(2);
if (!COMMANDS[command] || !username) {
  console.error('Usage: npm run admin -- grant-moderator <username>\n       npm run admin -- revoke-moderator <username>');
  process.exit(2);
}

const require = createRequire(import.meta.url);
const dist = join(import.meta.dirname, '..', 'apps', 'server', 'dist', 'database');
const { DataSource } = require('typeorm');
const { dataSourceOptions } = require(join(dist, 'data-source-options.js'));
const { runningEmbeddedPostgres, startEmbeddedPostgres } = require(join(dist, 'embedded-postgres.js'));

const quiet = { log: () => undefined, debug: () => undefined, warn: (line) => console.error(line) };
let embedded;
let url = process.env.DATABASE_URL;
if (!url) {
  const dataDir = resolve(process.env.DATA_DIR ?? '.data');
  url = runningEmbeddedPostgres(dataDir);
  if (!url) {
    embedded = await startEmbeddedPostgres(dataDir, quiet);
    url = embedded.url;
  }
}

let status = 1;
try {
  const db = await new DataSource(dataSourceOptions(url)).initialize();
  try {
    await db.runMigrations({ transaction: 'each' });
    const [rows] = await db.query(`UPDATE accounts SET role = $1 WHERE lower(username) = lower($2) RETURNING username`, [COMMANDS[command].role, username]);
    if (rows.length === 0) {
      console.error(`No account is named ${username}.`);
    } else {
      console.log(COMMANDS[command].done(rows[0].username));
      status = 0;
    }
  } finally {
    await db.destroy();
  }
} finally {
  await embedded?.stop();
}
process.exit(status);
