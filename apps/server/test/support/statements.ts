import { currentJob, followJobs } from '../../src/queue/job-queue';
import type { TestApp } from './test-app';

/**
 * Statements of background work: pg-boss's own, and the timeline writes of fan-out and follow
 * merges (should one reach the pool outside its job's context); other job handlers' statements are
 * known by currentJob.
 */
const BACKGROUND = /INSERT INTO home_timelines|DELETE FROM home_timelines WHERE account_id = \$1 AND author_id|pgboss/;

followJobs();

/**
 * The SQL statements the app runs for `work`, leaving out those of background jobs running
 * meanwhile (fan-out of items just made, merges of follows, jobs other test files queued).
 */
export async function statementsOf(t: TestApp, work: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const spy = jest.spyOn(t.db.logger, 'logQuery').mockImplementation((query: string) => {
    if (currentJob() === undefined && !BACKGROUND.test(query)) statements.push(query);
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return statements;
}
