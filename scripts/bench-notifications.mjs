// The notifications part of `npm run bench` (`npm run bench -- notifications`): what telling the
// author costs a like (a like and its unlike on one's own remark, which tells nobody, beside the
// same on someone else's, which records and withdraws a notification), and reading the list of an
// account with many entries, beside the validate-token baseline of the same run.
import { createRequire } from 'node:module';
import { seedSignedIn } from './bench-chat.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

/** People liking: enough that none reaches the per-account write limit (120 a minute) in a run. */
const LIKERS = Number(process.env.LIKERS ?? 2000);
/** Entries of the account whose list is read, each of three people. */
const ENTRIES = Number(process.env.ENTRIES ?? 20_000);

/** One remark per person (and one of `author`), written straight into the tables. */
async function seedRemarks(db, accountIds) {
  const { rows } = await db.query(
    `WITH made AS (INSERT INTO content_items (kind, author_id) SELECT 'remark', unnest($1::uuid[]) RETURNING id, author_id),
          texts AS (INSERT INTO remarks (item_id, content) SELECT id, 'Bench remark' FROM made)
     SELECT id, author_id FROM made`,
    [accountIds],
  );
  return new Map(rows.map((row) => [row.author_id, row.id]));
}

/**
 * `entries` liked remarks of `author`, each liked by three people on a day of its own: the rows,
 * their entries and counters as the server writes them.
 */
async function seedEntries(db, author, likers, entries) {
  await db.query(
    `WITH made AS (INSERT INTO content_items (kind, author_id, like_count) SELECT 'remark', $1, 3 FROM generate_series(1, $2) RETURNING id),
          texts AS (INSERT INTO remarks (item_id, content) SELECT id, 'Liked remark' FROM made),
          numbered AS (SELECT id, row_number() OVER () AS n FROM made),
          picked AS (SELECT numbered.id AS item_id, numbered.n, ($3::uuid[])[1 + ((numbered.n * 3 + k) % array_length($3::uuid[], 1))] AS actor_id, k
                       FROM numbered CROSS JOIN generate_series(0, 2) AS k),
          liked AS (INSERT INTO likes (item_id, account_id) SELECT item_id, actor_id FROM picked)
     INSERT INTO notifications (recipient_id, kind, actor_id, item_id, group_key)
     SELECT $1, 'like', actor_id, item_id, 'like:' || item_id || ':2026-01-' || n FROM picked ORDER BY n, k`,
    [author, entries, likers],
  );
  await db.query(
    `INSERT INTO notification_groups (recipient_id, group_key, kind, item_id, latest_id, actor_count, updated_at)
     SELECT recipient_id, group_key, 'like', min(item_id::text)::uuid, max(id), count(*), now() FROM notifications WHERE recipient_id = $1 GROUP BY recipient_id, group_key`,
    [author],
  );
  await db.query('ANALYZE notifications; ANALYZE notification_groups');
}

/**
 * A like and its unlike by one person after another, round the likers, on the remark `remarkOf`
 * gives for the person's index: each request changes a row, so every like records (and every
 * unlike withdraws) whatever the remark's author is told.
 */
function toggling(baseUrl, likers, remarkOf) {
  let next = 0;
  return {
    url: baseUrl,
    requests: [
      {
        setupRequest: (request, context) => {
          const index = Math.floor(next / 2) % likers.length;
          const person = likers[index];
          context.liking = next % 2 === 0;
          next += 1;
          return { ...request, method: context.liking ? 'POST' : 'DELETE', path: `/api/remarks/like/${remarkOf(index)}`, headers: { authorization: `Bearer ${person.token}` } };
        },
      },
    ],
  };
}

export async function benchNotifications({ baseUrl, databaseUrl, jwtSecret, load }) {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const tag = `n${Date.now().toString(36)}`;
    const [author, ...likers] = await seedSignedIn(db, LIKERS + 1, jwtSecret, tag);
    const remarks = await seedRemarks(db, [author.accountId, ...likers.map((person) => person.accountId)]);
    const started = performance.now();
    await seedEntries(db, author.accountId, likers.map((person) => person.accountId), ENTRIES);
    console.log(`seeded ${LIKERS} likers and ${ENTRIES} notification entries in ${Math.round(performance.now() - started)} ms`);

    const baseline = await load('GET validate-token (baseline, again)', { url: `${baseUrl}/api/account/reset-password/validate-token?token=nothing` });
    const own = await load('like + unlike of one\'s own remark', toggling(baseUrl, likers, (index) => remarks.get(likers[index].accountId)));
    // Each person likes the next one's remark: the same rows as above, and a notification besides.
    const told = await load('like + unlike telling the author', toggling(baseUrl, likers, (index) => remarks.get(likers[(index + 1) % likers.length].accountId)));
    console.log(`a like telling the author, cost beside one telling nobody: ${(own.requests.average / Math.max(told.requests.average, 1)).toFixed(2)}× (p50 ${told.latency.p50} / ${own.latency.p50} ms)`);

    const headers = { authorization: `Bearer ${author.token}` };
    const first = await load(`GET /api/notifications (of ${ENTRIES} entries)`, { url: `${baseUrl}/api/notifications`, headers });
    const middle = (await db.query('SELECT latest_id FROM notification_groups WHERE recipient_id = $1 ORDER BY latest_id DESC OFFSET $2 LIMIT 1', [author.accountId, Math.floor(ENTRIES / 2)])).rows[0].latest_id;
    await load('GET /api/notifications (a page halfway down)', { url: `${baseUrl}/api/notifications?before=${middle}`, headers });
    await load('POST /graphql (notifications page)', {
      url: `${baseUrl}/graphql`,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ notifications { items { id text item_preview item_image read created_at actors { username profile_image } } next_cursor { before } unread_count } }' }),
    });
    console.log(`notifications page, throughput beside the baseline: ${(first.requests.average / Math.max(baseline.requests.average, 1)).toFixed(2)}×`);
  } finally {
    await db.end();
  }
}
