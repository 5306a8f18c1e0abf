// The search part of `npm run bench` (run with the feed part, `npm run bench -- feed`): "jazz river"
// among the remarks, posts and events the feed part seeds, first a tenth of them, then all (1,000,000
// by default), beside the one-lookup baseline of the same run. Its words are what people search for:
// few items carry both (SEARCH_MATCHES posts, the same at every size) while "river" is in every
// seeded post's caption, so the figures show what the GIN index does with one rare and one common
// word. Prints req/s and p50 of a page of posts over REST and GraphQL, the ratio to the baseline, and
// at the end p50 with all the items over p50 with a tenth (flat is 1×).
// Beside it, the limits: the raw reference server running the same statements (bench-raw.mjs), and
// the raw statement finding the same page of matches (bench-limit.mjs).
//   SEARCH_MATCHES=200

import { printLimit } from './bench-limit.mjs';

const MATCHES = Number(process.env.SEARCH_MATCHES ?? 200);
const QUERY = 'jazz river';

/** SEARCH_MATCHES posts of the seeded authors captioned with both words, spread over the last 90 days. */
export async function seedSearchMatches(db) {
  await db.query(
    `WITH authors AS (SELECT id, row_number() OVER (ORDER BY email) AS n FROM accounts WHERE email LIKE 'seed%@example.com' ORDER BY email LIMIT 1000),
          made AS (INSERT INTO content_items (kind, author_id, created_at)
                   SELECT 'post', a.id, now() - (random() * interval '90 days') FROM generate_series(1, $1) AS g JOIN authors a ON a.n = 1 + g % 1000
                   RETURNING id)
     INSERT INTO posts (item_id, caption) SELECT id, 'Jazz by the river tonight, bring a chair' FROM made`,
    [MATCHES],
  );
}

/**
 * Loads a page of "jazz river" posts over REST (beside the raw reference: `versusRaw` of bench.mjs)
 * and GraphQL; answers the REST run's result, whose p50 the caller compares across sizes.
 * `baseline` is the baseline's result of the same round.
 */
export async function benchSearch({ baseUrl, auth, load, versusRaw, baseline, databaseUrl, seconds }) {
  const rest = await versusRaw(`GET /api/search (posts, "${QUERY}")`, { path: `/api/search?q=${encodeURIComponent(QUERY)}&type=post`, headers: auth }, baseline);
  const page = `query($q: String!) { search(query: $q, type: post) { items { type rank item { id created_at account_username ... on Post { post_content media { media_file thumbnail_file } } } } next_cursor } }`;
  await load(`POST /graphql (search posts, "${QUERY}")`, {
    url: `${baseUrl}/graphql`,
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query: page, variables: { q: QUERY } }),
  });
  console.log(`search req/s over the baseline's: ${(rest.requests.average / Math.max(baseline.requests.average, 1)).toFixed(2)}× (target at least 0.3×)`);
  await printLimit(
    `"${QUERY}" posts, ranked`,
    rest,
    databaseUrl,
    `SELECT p.item_id FROM posts p WHERE p.search_vector @@ websearch_to_tsquery('english'::regconfig, search_fold($1))
      ORDER BY ts_rank_cd(p.search_vector, websearch_to_tsquery('english'::regconfig, search_fold($1))) DESC LIMIT 21`,
    [QUERY],
    seconds,
  );
  return rest;
}
