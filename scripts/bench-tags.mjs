// The tag-page part of `npm run bench` (run with the feed part, `npm run bench -- feed`): a tag's page
// among the remarks, posts and events the feed part seeds, first a tenth of them, then all, beside the
// one-lookup baseline of the same run. Two tags: #jazznight, carried by TAG_MATCHES remarks (the same
// number at every size), and #riverwalk, carried by every seeded post (a quarter of the items), so the
// figures show a page of a small tag and of a large one. Prints req/s and p50 of a page over REST and
// GraphQL, the ratio to the baseline, and at the end p50 with all the items over p50 with a tenth.
// Beside it, the limits: the raw reference server running the same statements (bench-raw.mjs), and
// the raw statement reading the same page of the tag's index (bench-limit.mjs).
//   TAG_MATCHES=200

import { printLimit } from './bench-limit.mjs';

const MATCHES = Number(process.env.TAG_MATCHES ?? 200);
export const SMALL_TAG = 'jazznight';
export const LARGE_TAG = 'riverwalk';

/** TAG_MATCHES remarks of the seeded authors carrying #jazznight, spread over the last 90 days. */
export async function seedTagMatches(db) {
  await db.query(
    `WITH authors AS (SELECT id, row_number() OVER (ORDER BY email) AS n FROM accounts WHERE email LIKE 'seed%@example.com' ORDER BY email LIMIT 1000),
          made AS (INSERT INTO content_items (kind, author_id, created_at)
                   SELECT 'remark', a.id, now() - (random() * interval '90 days') FROM generate_series(1, $1) AS g JOIN authors a ON a.n = 1 + g % 1000
                   RETURNING id)
     INSERT INTO remarks (item_id, content) SELECT id, 'Who is coming? #${SMALL_TAG}' FROM made`,
    [MATCHES],
  );
  await tagSeededItems(db);
}

/**
 * The tags of the seeded items not tagged yet, as the server writes them (hashtag-writes.service.ts),
 * then each tag's count at once: the count's trigger, row by row, would rewrite one row per item.
 */
export async function tagSeededItems(db) {
  await db.query('BEGIN');
  try {
    await db.query(`SET LOCAL session_replication_role = replica`);
    await db.query(
      `INSERT INTO item_hashtags (item_id, tag, created_at, counted_hour)
       SELECT t.item_id, t.tag, i.created_at, date_trunc('hour', i.created_at)
         FROM (SELECT item_id, '${SMALL_TAG}' AS tag FROM remarks WHERE content = 'Who is coming? #${SMALL_TAG}'
               UNION ALL SELECT item_id, '${LARGE_TAG}' FROM posts WHERE caption LIKE '%#${LARGE_TAG}') t
         JOIN content_items i ON i.id = t.item_id
       ON CONFLICT DO NOTHING`,
    );
    await db.query(
      `INSERT INTO hashtags (name, item_count) SELECT tag, count(*)::int FROM item_hashtags WHERE tag IN ('${SMALL_TAG}', '${LARGE_TAG}') GROUP BY tag
       ON CONFLICT (name) DO UPDATE SET item_count = excluded.item_count`,
    );
    await db.query('COMMIT');
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  }
  await db.query('ANALYZE item_hashtags, hashtags');
}

/**
 * Loads the first page of each tag over REST (beside the raw reference: `versusRaw` of bench.mjs)
 * and GraphQL; answers the REST runs' results by tag,
 * whose p50 the caller compares across sizes. `baseline` is the baseline's result of the same round.
 */
export async function benchTags({ baseUrl, auth, load, versusRaw, baseline, databaseUrl, seconds }) {
  const results = {};
  const page = `query($name: String!) { tag(name: $name) { name item_count is_following items { items { __typename id created_at account_username like_count is_liked comment_count
    ... on Remark { remark_content } ... on Post { post_content media { media_file thumbnail_file } }
    ... on Event { event_name event_date interest_count is_interested media { thumbnail_file } } } next_cursor { cursor_timestamp cursor_id } } } }`;
  for (const tag of [SMALL_TAG, LARGE_TAG]) {
    results[tag] = await versusRaw(`GET /api/tags/${tag}`, { path: `/api/tags/${tag}`, headers: auth }, baseline);
    await load(`POST /graphql (tag page, #${tag})`, {
      url: `${baseUrl}/graphql`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query: page, variables: { name: tag } }),
    });
    await printLimit(
      `#${tag}, newest 21`,
      results[tag],
      databaseUrl,
      'SELECT item_id FROM item_hashtags WHERE tag = $1 ORDER BY created_at DESC, item_id DESC LIMIT 21',
      [tag],
      seconds,
    );
    console.log(`tag page (#${tag}) req/s over the baseline's: ${(results[tag].requests.average / Math.max(baseline.requests.average, 1)).toFixed(2)}× (target at least 0.5×)`);
  }
  return results;
}
