import { rmSync } from 'node:fs';

/** Stops the embedded PostgreSQL of this run and removes its files; a DATABASE_URL server is left as it is. */
export default async function globalTeardown() {
  const embedded = globalThis.__GATHERLY_EMBEDDED__;
  if (!embedded) return;
  globalThis.__GATHERLY_EMBEDDED__ = undefined;
  await embedded.postgres.stop();
  rmSync(embedded.root, { recursive: true, force: true });
}
