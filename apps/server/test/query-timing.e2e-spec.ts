import { Pool } from 'pg';
import { QueryTiming } from '../src/database/query-timing';

/** Every statement of the pool is timed, whichever way node-postgres is called. */

let pool: Pool;
const observed: Array<{ seconds: number; failed: boolean }> = [];

beforeAll(() => {
  const timing = new QueryTiming();
  timing.observe((seconds, failed) => observed.push({ seconds, failed }));
  pool = new Pool({ connectionString: process.env.GATHERLY_TEST_DATABASE_URL, Client: timing.clientClass(), max: 1 });
});

beforeEach(() => {
  observed.length = 0;
});

afterAll(async () => {
  await pool.end();
});

it("times the pool's own queries (callbacks inside node-postgres) and named prepared statements", async () => {
  expect((await pool.query('SELECT pg_sleep(0.02), 1 AS one')).rows[0].one).toBe(1);
  expect((await pool.query({ name: 'timing-test', text: 'SELECT $1::int AS two', values: [2] })).rows[0].two).toBe(2);
  expect(observed).toEqual([
    { seconds: expect.any(Number), failed: false },
    { seconds: expect.any(Number), failed: false },
  ]);
  expect(observed[0].seconds).toBeGreaterThanOrEqual(0.02);
});

it("times a client's promised queries, and says which failed", async () => {
  const client = await pool.connect();
  try {
    await client.query('SELECT 1');
    await expect(client.query('SELECT * FROM no_such_table')).rejects.toThrow(/no_such_table/);
  } finally {
    client.release();
  }
  expect(observed.map(({ failed }) => failed)).toEqual([false, true]);
});
