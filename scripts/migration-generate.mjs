// `npm run migration:generate -- <verb-noun>`: writes apps/server/src/database/migrations/<timestamp>-<verb-noun>.ts
// with the SQL that brings a database at the latest migration to what the entities describe.
// Against DATABASE_URL when set (its pending migrations are applied first), otherwise against a
// fresh embedded PostgreSQL that lives only as long as this command.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const NAME = /^[a-z]+(-[a-z0-9]+)+$/;
const name = process.argv[2];
if (!name || !NAME.test(name)) {
  console.error('Usage: npm run migration:generate -- <verb-noun>, e.g. add-link-kind (lower case words joined by "-").');
  process.exit(2);
}

const require = createRequire(import.meta.url);
const dist = join(import.meta.dirname, '..', 'apps', 'server', 'dist', 'database');
const { DataSource } = require('typeorm');
const { dataSourceOptions } = require(join(dist, 'data-source-options.js'));
const { startEmbeddedPostgres } = require(join(dist, 'embedded-postgres.js'));

let embedded;
let scratch;
let url = process.env.DATABASE_URL;
if (!url) {
  scratch = mkdtempSync(join(tmpdir(), 'gatherly-migration-'));
  embedded = await startEmbeddedPostgres(scratch, { log: () => undefined, debug: () => undefined });
  url = embedded.url;
}

let status = 1;
try {
  const db = await new DataSource(dataSourceOptions(url)).initialize();
  try {
    for (const migration of await db.runMigrations({ transaction: 'each' })) console.log(`applied ${migration.name}`);
  } finally {
    await db.destroy();
  }
  const target = join('apps', 'server', 'src', 'database', 'migrations', name);
  const cli = require.resolve('typeorm/cli.js');
  const run = spawnSync(process.execPath, [cli, 'migration:generate', '--dataSource', join(dist, 'data-source.js'), target], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url },
  });
  status = run.status ?? 1;
} finally {
  await embedded?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}
process.exit(status);
