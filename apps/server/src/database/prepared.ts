import type { DataSource, EntityManager } from 'typeorm';

interface Pool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * Runs a statement of a hot read as a named prepared statement: PostgreSQL plans it once per
 * connection instead of on every request. On the feed page, planning the join of every kind's
 * table cost several times the execution (measured: 255 → 720 GraphQL feed pages a second).
 * `name` must always go with the same `text`. The statement is logged like every other.
 *
 * PostgreSQL only keeps the plan when the plan made without the values looks as cheap as the plans
 * made with them. An optional condition written as `($2 IS NULL OR col < $2)` defeats that (the
 * index cannot take it without the value), and the statement is planned again on every run: write
 * one statement per shape instead, each with its own name.
 */
export async function prepared<T>(db: DataSource, name: string, text: string, values: unknown[]): Promise<T[]> {
  db.logger.logQuery(text, values);
  const pool = (db.driver as unknown as { master: Pool }).master;
  const result = await pool.query({ name, text, values });
  return result.rows as T[];
}

/** `prepared` within the transaction of `manager`, on its connection. */
export async function preparedIn<T>(manager: EntityManager, name: string, text: string, values: unknown[]): Promise<T[]> {
  manager.connection.logger.logQuery(text, values);
  const client = (manager.queryRunner as unknown as { databaseConnection: Pool }).databaseConnection;
  const result = await client.query({ name, text, values });
  return result.rows as T[];
}
