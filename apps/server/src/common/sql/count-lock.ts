import type { EntityManager } from 'typeorm';

/**
 * Takes, until the transaction ends, the lock of one owner's rows of `table`, for a count limit.
 * Under READ COMMITTED a statement counts only rows committed before it began: requests made at
 * once would each count the same rows and all pass the limit. Once the lock is held, the next
 * statement of the transaction counts what the previous holders wrote.
 */
export async function lockCountOf(manager: EntityManager, table: string, ownerId: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${table}:${ownerId}`]);
}
