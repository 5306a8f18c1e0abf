import { rmSync } from 'node:fs';

/** Removes the run's mail outbox, stops its embedded PostgreSQL and removes its files; a DATABASE_URL server is left as it is. */
export default async function globalTeardown() {
  if (process.env.GATHERLY_TEST_OUTBOX) rmSync(process.env.GATHERLY_TEST_OUTBOX, { recursive: true, force: true });
  const embedded = globalThis.__GATHERLY_EMBEDDED__;
  if (!embedded) return;
  globalThis.__GATHERLY_EMBEDDED__ = undefined;
  await embedded.postgres.stop();
  rmSync(embedded.root, { recursive: true, force: true });
}
