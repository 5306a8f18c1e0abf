import type { TestApp } from './test-app';

/**
 * Statements of background jobs that may run meanwhile (fan-out of items just made, merges of
 * follows); they are not the request's.
 */
const BACKGROUND = /INSERT INTO home_timelines|DELETE FROM home_timelines WHERE account_id = \$1 AND author_id|pgboss/;

/** The SQL statements the app runs for `work`, leaving out those of background jobs running meanwhile. */
export async function statementsOf(t: TestApp, work: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const spy = jest.spyOn(t.db.logger, 'logQuery').mockImplementation((query: string) => {
    if (!BACKGROUND.test(query)) statements.push(query);
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return statements;
}
