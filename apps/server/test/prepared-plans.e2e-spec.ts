import { prepared } from '../src/database/prepared';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Prepared statements keep one plan for all their runs, made without the values; statements sent
 * without a name are planned for their values. PostgreSQL's own choice between the two flips on
 * large statements as the data grows, and a feed page planned anew on every run spent three times
 * as long planning as running.
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

/** How often the prepared statement reading them was planned, each way, counting this run. */
const PLANS_SQL = `SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE name = $1`;

it('plans a prepared statement once, without its values, from its first run on', async () => {
  // Left to choose, PostgreSQL plans the first five runs for their values.
  for (let run = 1; run <= 7; run += 1) {
    const [plans] = await prepared<{ generic: number; custom: number }>(t.db, 'plans-kept-test', PLANS_SQL, ['plans-kept-test']);
    expect(plans.custom).toBe(0);
    expect(plans.generic).toBeGreaterThanOrEqual(1);
  }
});

it('plans a statement sent without a name for its values, as PostgreSQL chooses', async () => {
  const [{ mode }]: Array<{ mode: string }> = await t.db.query(`SELECT current_setting('plan_cache_mode') AS mode WHERE $1::int = 1`, [1]);
  expect(mode).toBe('auto');
});
