// Prints figures for the server as `npm start` runs it: image processing, reads of content and people
// over REST and GraphQL under load (with 100k seeded accounts), and the server's memory. Everything
// runs against 127.0.0.1 and stops by itself.
//   npm run bench            (DURATION=10 CONNECTIONS=50 to change the load, ACCOUNTS=100000 the seed,
//                             ROUNDS=3 the runs of each hot read and of its raw reference, taking turns,
//                             EXPLAIN=1 the plan of each statement of a feed page)
//   npm run bench -- feed    (only some parts: cold, uploads, reads, people, feed (with search and a CPU profile), near, seats, chat, notifications, abuse)
//   npm run bench -- cold    (cold visits of the pages in Chromium: requests and bytes; see bench-cold.mjs)
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { startServer } from '../apps/client/e2e/support/server.mjs';
import { benchAbuse } from './bench-abuse.mjs';
import { benchChat, seedConversationList } from './bench-chat.mjs';
import { benchCold } from './bench-cold.mjs';
import { benchNear } from './bench-near.mjs';
import { benchNotifications } from './bench-notifications.mjs';
import { inspector, printProfile, profileWhile } from './bench-profile.mjs';
import { benchSearch, seedSearchMatches } from './bench-search.mjs';
import { startRawReference, statementsWithValues } from './bench-raw.mjs';
import { benchSeats } from './bench-seats.mjs';
import { benchTags, LARGE_TAG, SMALL_TAG, seedTagMatches, tagSeededItems } from './bench-tags.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const { startEmbeddedPostgres } = require('../apps/server/dist/database/embedded-postgres.js');

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
/** Runs of each hot read, the app's and its raw reference's taking turns; their medians are compared. */
const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 3));
const ACCOUNTS = Number(process.env.ACCOUNTS ?? 100_000);
/** Authors of the feed dataset (the first of the seeded accounts), each following FOLLOWS others. */
const AUTHORS = Math.min(ACCOUNTS, Number(process.env.AUTHORS ?? 10_000));
const FOLLOWS = 100;
const ITEMS = Number(process.env.ITEMS ?? 1_000_000);

const PARTS = ['cold', 'uploads', 'reads', 'people', 'feed', 'near', 'seats', 'chat', 'notifications', 'abuse'];
const chosen = process.argv.slice(2);
for (const part of chosen) if (!PARTS.includes(part)) throw new Error(`unknown part ${part}: choose among ${PARTS.join(', ')}`);
const runs = (part) => chosen.length === 0 || chosen.includes(part);

const FIRST = ['Ada', 'Grace', 'Alan', 'Marie', 'Nikola', 'Rosalind', 'Carl', 'Emmy', 'Isaac', 'Lise', 'Mario', 'Hedy'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Curie', 'Tesla', 'Franklin', 'Sagan', 'Noether', 'Newton', 'Meitner', 'Rossi', 'Lamarr'];

/**
 * Verified accounts with realistic names, a star whom every one of them follows, and 30 posts of
 * the star's, written straight into the database (through the sign-up route they would take hours).
 */
/**
 * `count` more items by the AUTHORS first seeded accounts, remarks, posts (with an image) and
 * events mixed, spread over the last 90 days, with counters; written 100k at a time.
 */
async function seedItems(db, count, imageKey) {
  const started = performance.now();
  for (let done = 0; done < count; done += 100_000) {
    const size = Math.min(100_000, count - done);
    await db.query(
      `WITH authors AS (SELECT id, row_number() OVER (ORDER BY email) AS n FROM accounts WHERE email LIKE 'seed%@example.com' ORDER BY email LIMIT $2),
            made AS (INSERT INTO content_items (kind, author_id, created_at, like_count, comment_count, interest_count)
                     SELECT CASE WHEN g % 20 < 12 THEN 'remark' WHEN g % 20 < 17 THEN 'post' ELSE 'event' END, a.id,
                            now() - (random() * interval '90 days'), (random() * 40)::int, (random() * 8)::int, (random() * 15)::int
                       FROM generate_series(1, $1) AS g JOIN authors a ON a.n = 1 + (g * 7919) % $2
                     RETURNING id, kind),
            r AS (INSERT INTO remarks (item_id, content) SELECT id, 'A thought worth sharing' FROM made WHERE kind = 'remark'),
            p AS (INSERT INTO posts (item_id, caption) SELECT id, 'A walk by the river #riverwalk' FROM made WHERE kind = 'post'),
            m AS (INSERT INTO content_media (item_id, display_order, storage_key, width, height) SELECT id, 0, $3, 1600, 1200 FROM made WHERE kind <> 'remark')
       INSERT INTO events (item_id, name, description, event_date, location, category, is_online)
       SELECT id, (ARRAY['Jazz night', 'Board games', 'Morning run', 'Code and coffee', 'Gallery walk'])[1 + (random() * 4)::int] || ' ' || left(id::text, 4),
              'Come along', now() + (random() * interval '120 days'), 'Community hall', 'community', random() < 0.3
         FROM made WHERE kind = 'event'`,
      [size, AUTHORS, imageKey],
    );
  }
  // What autovacuum does after a bulk load: statistics, and the visibility map for index-only scans.
  await db.query('VACUUM ANALYZE');
  console.log(`seeded ${count} items by ${AUTHORS} authors in ${Math.round(performance.now() - started)} ms`);
}

/** Each of the AUTHORS follows FOLLOWS others, and the bench user follows FOLLOWS of them. */
async function seedFollows(db, benchUsername) {
  await db.query(
    `WITH authors AS (SELECT id, row_number() OVER (ORDER BY email) AS n FROM accounts WHERE email LIKE 'seed%@example.com' ORDER BY email LIMIT $1)
     INSERT INTO follows (follower_id, followee_id)
     SELECT a.id, b.id FROM authors a CROSS JOIN generate_series(1, $2) AS k JOIN authors b ON b.n = 1 + (a.n + k * 97) % $1
     WHERE a.id <> b.id ON CONFLICT DO NOTHING`,
    [AUTHORS, FOLLOWS],
  );
  await db.query(
    `INSERT INTO follows (follower_id, followee_id)
     SELECT (SELECT id FROM accounts WHERE username = $1), id FROM accounts WHERE email LIKE 'seed%@example.com' ORDER BY email LIMIT $2
     ON CONFLICT DO NOTHING`,
    [benchUsername, FOLLOWS],
  );
  // Only the rows whose counts change: rewriting every account would rewrite its trigram index entries too.
  await db.query(
    `UPDATE accounts a SET following_count = c.n FROM (SELECT follower_id, count(*)::int AS n FROM follows GROUP BY follower_id) c
      WHERE a.id = c.follower_id AND a.following_count <> c.n`,
  );
  await db.query(
    `UPDATE accounts a SET follower_count = c.n FROM (SELECT followee_id, count(*)::int AS n FROM follows GROUP BY followee_id) c
      WHERE a.id = c.followee_id AND a.follower_count <> c.n`,
  );
}

async function seedPeople(databaseUrl, benchUsername) {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const started = performance.now();
    await db.query(
      `INSERT INTO accounts (email, username, full_name, password_hash, email_verified_at)
       SELECT 'seed' || n || '@example.com', lower(($2::text[])[1 + n % 12]) || '_' || n, ($2::text[])[1 + n % 12] || ' ' || ($3::text[])[1 + (n / 12) % 12], 'unusable', now()
         FROM generate_series(1, $1) AS n`,
      [ACCOUNTS, FIRST, LAST],
    );
    const [star] = (await db.query(`SELECT id FROM accounts WHERE username = $1`, [benchUsername])).rows;
    await db.query(`INSERT INTO follows (follower_id, followee_id) SELECT id, $1 FROM accounts WHERE id <> $1`, [star.id]);
    await db.query(`UPDATE accounts SET follower_count = (SELECT count(*) FROM follows WHERE followee_id = $1) WHERE id = $1`, [star.id]);
    await db.query(`UPDATE accounts SET following_count = 1 WHERE id <> $1`, [star.id]);
    for (let n = 0; n < 30; n += 1) {
      const [item] = (await db.query(`INSERT INTO content_items (kind, author_id) VALUES ('post', $1) RETURNING id`, [star.id])).rows;
      await db.query(`INSERT INTO posts (item_id, caption) VALUES ($1, $2)`, [item.id, `Seeded post ${n}`]);
    }
    await db.query('ANALYZE');
    console.log(`seeded ${ACCOUNTS} accounts following one star, in ${Math.round(performance.now() - started)} ms`);
  } finally {
    await db.end();
  }
}

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return line ? Math.round(Number(line.replace(/\D+/g, '')) / 1024) : NaN;
};

async function json(response) {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return body;
}

let signedUp = 0;

/** The mail to `address` in the outbox, once the queue has sent it. */
async function mailTo(mailDir, address) {
  for (let waited = 0; waited < 30_000; waited += 100) {
    const names = existsSync(mailDir) ? readdirSync(mailDir).sort().reverse() : [];
    for (const name of names) {
      let mail = null;
      try {
        mail = JSON.parse(readFileSync(join(mailDir, name), 'utf8'));
      } catch {
        // Being written: read again on the next turn.
      }
      if (mail?.to === address) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address} in ${mailDir}`);
}

async function signUp(baseUrl, dataDir) {
  signedUp += 1;
  const unique = `${Date.now().toString(36)}${signedUp}`;
  const user = { email: `bench.${unique}@example.com`, password: 'Bench#1234', username: `bench_${unique}`, full_name: 'Bench Mark' };
  await json(await fetch(`${baseUrl}/api/account/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) }));
  const mail = await mailTo(join(dataDir, 'mail'), user.email);
  await json(await fetch(`${baseUrl}/api/account/verify-email?token=${new URL(mail.link).searchParams.get('verification_token')}`));
  const login = await json(await fetch(`${baseUrl}/api/account/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) }));
  return { token: login.data.access, username: user.username, email: user.email, password: user.password };
}

/**
 * CPU seconds a process has used so far (user and system), from /proc, with `children` those of its
 * children that ended (and were waited for); 0 once it is gone.
 */
function cpuSecondsOf(pid, { children = false } = {}) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12]) + (children ? Number(fields[13]) + Number(fields[14]) : 0)) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
const CLOCK_TICKS = 100;

/**
 * CPU seconds used so far by the server answering (`serverPid`), by the embedded PostgreSQL (its
 * postmaster, the processes it runs, one per connection, and those that ended) and by this process,
 * which generates the load.
 */
function cpuNow(serverPid) {
  const postmaster = embedded ? Number(readFileSync(join(scratch, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]) : null;
  const backends = postmaster ? readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8').trim().split(/\s+/).filter(Boolean) : [];
  const own = process.cpuUsage();
  return {
    server: cpuSecondsOf(serverPid),
    postgres: postmaster ? backends.reduce((sum, pid) => sum + cpuSecondsOf(pid), cpuSecondsOf(postmaster, { children: true })) : NaN,
    generator: (own.user + own.system) / 1e6,
  };
}

/**
 * Loads the server with one request for DURATION seconds over CONNECTIONS connections and prints
 * its rate and latency, then the CPU each request cost the server, PostgreSQL and the load
 * generator (all three share this machine's cores, so a read's rate follows their sum); `serverPid`
 * is the server's process when it is not the app's.
 */
async function load(title, { serverPid = server.pid, ...options }) {
  const before = cpuNow(serverPid);
  const result = await autocannon({ duration: DURATION, connections: CONNECTIONS, ...options });
  const after = cpuNow(serverPid);
  const errors = result.non2xx + result.errors;
  const perRequest = (part) => `${Math.round(((after[part] - before[part]) * 1e6) / Math.max(result.requests.total, 1)).toLocaleString('en')} µs`;
  console.log(
    `${title.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms${errors ? `   (${errors} failed)` : ''}`,
  );
  console.log(`${''.padEnd(46)}CPU per request: server ${perRequest('server')}, PostgreSQL ${embedded ? perRequest('postgres') : 'not measured (DATABASE_URL)'}, load generator ${perRequest('generator')}`);
  return result;
}

/**
 * The records of the embedded database's log while the app does `work` (statement logging on
 * meanwhile), one entry per record: an entry's SQL may go on over several lines.
 */
async function logEntriesOf(work) {
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    await db.query(`ALTER SYSTEM SET log_statement = 'all'`);
    await db.query('SELECT pg_reload_conf()');
    await new Promise((resolve) => setTimeout(resolve, 500));
    postgresLog.length = 0;
    await work();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await db.query('ALTER SYSTEM RESET log_statement');
    await db.query('SELECT pg_reload_conf()');
  } finally {
    await db.end();
  }
  // The log comes in chunks; the lines of a record after its first have no time in front.
  const entries = [];
  for (const line of postgresLog.flatMap((chunk) => String(chunk).split('\n'))) {
    if (/^\d{4}-\d{2}-\d{2} /.test(line) || entries.length === 0) entries.push(line);
    else entries[entries.length - 1] += `\n${line}`;
  }
  // Leaving out pg-boss's own and the bench's.
  return entries.filter((line) => !/pgboss|ALTER SYSTEM|pg_reload_conf/i.test(line));
}

/** The SQL statements the app runs for `work`: simple queries are logged as "statement:", parameterised ones as "execute <name>:". */
async function statementsOf(work) {
  return (await logEntriesOf(work)).filter((line) => /LOG: {2}(statement|execute [^:]*): /.test(line));
}

/** The result of `results` whose requests per second are the median (the later one of two middles). */
const medianOf = (results) => [...results].sort((a, b) => a.requests.average - b.requests.average)[Math.floor(results.length / 2)];

/**
 * Loads a request on the app (`path`, with `method`, `headers` and `body` as autocannon takes them)
 * and on the raw reference running the statements the app ran for it (bench-raw.mjs), ROUNDS times
 * each, taking turns so that a noisy moment of the machine falls on both; prints the app's median
 * run in one line named `title`, with its ratio to the reference's median and to `baseline` (the
 * baseline's result of the same round). Answers the app's median result.
 */
async function versusRaw(title, { path, ...request }, baseline) {
  const ratio = (result, to) => `${(result.requests.average / Math.max(to.requests.average, 1)).toFixed(2)}×`;
  let raw = null;
  if (reference) {
    const once = async () => {
      const body = await json(await fetch(`${server.baseUrl}${path}`, request));
      if (body.errors) throw new Error(`${title}: ${JSON.stringify(body.errors)}`);
    };
    const statements = statementsWithValues(await logEntriesOf(once));
    const rawPath = await reference.route(statements);
    const tried = await fetch(`${reference.baseUrl}${rawPath}`, request);
    if (!tried.ok) throw new Error(`the raw reference answered ${title} with ${tried.status}: ${await tried.text()}`);
    raw = { title: `raw reference (${statements.length} statements)`, options: { url: `${reference.baseUrl}${rawPath}`, ...request, serverPid: reference.pid } };
  }
  const round = (name, n) => (ROUNDS > 1 ? `${name}, run ${n + 1} of ${ROUNDS}` : name);
  const apps = [];
  const raws = [];
  for (let n = 0; n < ROUNDS; n += 1) {
    apps.push(await load(round(title, n), { url: `${server.baseUrl}${path}`, ...request }));
    if (raw) raws.push(await load(round(raw.title, n), raw.options));
  }
  const app = medianOf(apps);
  const median = ROUNDS > 1 ? `, median of ${ROUNDS} runs each` : '';
  console.log(
    `${title}: ${Math.round(app.requests.average).toLocaleString('en')} req/s, p50 ${app.latency.p50} ms, p99 ${app.latency.p99} ms, ${raw ? ratio(app, medianOf(raws)) : 'not measured against the'} raw reference, ${ratio(app, baseline)} baseline${median}`,
  );
  return app;
}

/** A GraphQL request of `query` as autocannon and fetch take it. */
const graphqlRequest = (query, headers, variables = {}) => ({
  path: '/graphql',
  method: 'POST',
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify({ query, variables }),
});

// The bench's own database, so that it can seed people straight into it; its log tells the statements run.
const scratch = mkdtempSync(join(tmpdir(), 'gatherly-bench-db-'));
const postgresLog = [];
const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres(scratch, { log: () => undefined, debug: (line) => postgresLog.push(String(line)) });
process.env.DATABASE_URL ??= embedded.url;
// As `npm start` runs it, in production mode; BENCH_NODE_ARGS="--cpu-prof" profiles the server.
// The bench signs the chat clients' access tokens itself, with the server's key.
const jwtSecret = randomBytes(32).toString('hex');
// Throughput figures measure the server, not the per-account GraphQL budget (one account sends every
// request here); the abuse part runs a server of its own with the budget as configured by default.
// Production refuses to trust every X-Forwarded-For; the bench's clients stand for one proxy's hop.
const serverOptions = { env: { NODE_ENV: 'production', TRUST_PROXY: '1', JWT_SECRET: jwtSecret, GRAPHQL_COST_PER_MINUTE: '1000000000' }, nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ') ?? [] };
// With the feed part, the inspector open (idle until the feed's profiled loads attach to it, bench-profile.mjs).
const serverInspector = runs('feed') ? await inspector() : null;
const server = await startServer(serverInspector ? { ...serverOptions, nodeArgs: [...serverOptions.nodeArgs, serverInspector.nodeArg] } : serverOptions);
// Reads its statements from the embedded database's log: none without it.
const reference = embedded ? await startRawReference({ databaseUrl: process.env.DATABASE_URL, jwtSecret }) : null;
try {
  const { baseUrl, dataDir, pid } = server;
  const benchUser = await signUp(baseUrl, dataDir);
  const { token, username } = benchUser;
  const auth = { authorization: `Bearer ${token}` };
  console.log(`server memory after start: ${rssMb(pid)} MB`);
  // First, while the account is new: what a person's browser loads.
  if (runs('cold')) await benchCold({ baseUrl, user: benchUser, other: await signUp(baseUrl, dataDir) });

  // One post with three photos: timed for the uploads, read under load, its image reused by the feed's posts.
  const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#7a9e7e' } }).jpeg({ quality: 90 }).toBuffer();
  const postWithPhotos = async () => {
    const form = new FormData();
    for (let i = 0; i < 3; i += 1) form.append('media', new Blob([photo], { type: 'image/jpeg' }), `photo-${i}.jpg`);
    form.append('post_content', 'Photos');
    const started = performance.now();
    const body = await json(await fetch(`${baseUrl}/api/posts`, { method: 'POST', headers: auth, body: form }));
    return { postId: body.data.post.post_id, ms: performance.now() - started };
  };
  const rounds = runs('uploads') ? 5 : 1;
  const times = [];
  let postId;
  for (let round = 0; round < rounds; round += 1) ({ postId, ms: times[round] } = await postWithPhotos());
  if (runs('uploads')) {
    // A 12-megapixel phone photo, decoded, rotated, stripped and written twice per image.
    times.sort((a, b) => a - b);
    console.log(`post with 3 × 12 MP JPEG (${Math.round(photo.length / 1024)} KB each): median ${Math.round(times[2])} ms, worst ${Math.round(times[4])} ms`);
    console.log(`server memory after uploads: ${rssMb(pid)} MB`);
  }

  if (runs('reads')) {
    const remark = await json(
      await fetch(`${baseUrl}/api/remarks`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ remark_content: 'Benchmark' }) }),
    );
    const remarkId = remark.data.remark.remark_id;
    for (let i = 0; i < 20; i += 1) {
      await json(
        await fetch(`${baseUrl}/api/remarks/comment`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ remark_id: remarkId, comment_content: `Comment ${i}` }) }),
      );
    }

    console.log(`\nload: ${CONNECTIONS} connections for ${DURATION} s each`);
    const baseline = await load('GET validate-token (one indexed lookup)', { url: `${baseUrl}/api/account/reset-password/validate-token?token=nothing` });
    await versusRaw('GET item by-id with comments', { path: `/api/remarks/by-id/${remarkId}`, headers: auth }, baseline);
    await load('GET /api/posts/by-id (3 images)', { url: `${baseUrl}/api/posts/by-id/${postId}`, headers: auth });
    const itemPage = `query($id: ID!) { remark(id: $id) { remark_content created_at account_username like_count is_liked comment_count
      comments { items { id comment_content created_at account_username account_profile_image } next_cursor { cursor_timestamp cursor_id } } } }`;
    await versusRaw('GraphQL item with comments', graphqlRequest(itemPage, auth, { id: remarkId }), baseline);
    const query = `{ ${[0, 1, 2, 3, 4].map((i) => `r${i}: remark(id: "${remarkId}") { remark_content like_count is_liked comment_count comments { items { comment_content account_username } } }`).join(' ')} }`;
    await load('POST /graphql (5 remarks by alias)', {
      url: `${baseUrl}/graphql`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    await load('GET /media thumbnail', { url: `${baseUrl}${(await json(await fetch(`${baseUrl}/api/posts/by-id/${postId}`, { headers: auth }))).data.post.media[0].thumbnail_file}` });
  }

  if (runs('people') || runs('feed')) {
    console.log('');
    await seedPeople(process.env.DATABASE_URL, username);
  }
  if (runs('people')) {
    const baseline = await load('GET validate-token (baseline, again)', { url: `${baseUrl}/api/account/reset-password/validate-token?token=nothing` });
    await load('GET /api/profile/search (a common name)', { url: `${baseUrl}/api/profile/search?username=grace`, headers: auth });
    await load('GET /api/profile/search (one account)', { url: `${baseUrl}/api/profile/search?username=mario_4242`, headers: auth });
    const profilePage = `query($u: String!) {
      profile(username: $u) { id username full_name bio gender follower_count following_count events_count is_following }
      contentByUser(username: $u, kind: post) { items { id like_count comment_count ... on Post { post_content media { thumbnail_file } } } next_cursor { cursor_id } }
    }`;
    await versusRaw('GraphQL profile page', graphqlRequest(profilePage, auth, { u: username }), baseline);
    await load('GET /api/profile/:username/followers (100k)', { url: `${baseUrl}/api/profile/${username}/followers`, headers: auth });
  }

  if (runs('feed')) {
    // The home feed and Explore on a large community: first a tenth of the items, then all of them.
    const db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    try {
      const imageKey = (await db.query('SELECT storage_key FROM content_media LIMIT 1')).rows[0].storage_key;
      await seedFollows(db, username);
      const feedPage = `{ homeFeed { items { __typename id created_at account_username account_profile_image like_count is_liked comment_count
        ... on Remark { remark_content } ... on Post { post_content media { media_file thumbnail_file } }
        ... on Event { event_name event_date interest_count is_interested media { thumbnail_file } } } next_cursor { cursor_timestamp cursor_id } } }`;
      const p50s = [];
      const searchP50s = [];
      const tagP50s = [];
      for (const total of [ITEMS / 10, ITEMS]) {
        await seedItems(db, total - (p50s.length === 0 ? 0 : ITEMS / 10), imageKey);
        // The few posts a two-word search finds, the same number at every size (bench-search.mjs).
        if (p50s.length === 0) await seedSearchMatches(db);
        // A tag of a few items, the same at every size, and one of every post (bench-tags.mjs).
        if (p50s.length === 0) await seedTagMatches(db);
        else await tagSeededItems(db);
        // Built from the tables on the next read, as for someone coming back.
        await db.query('DELETE FROM timeline_states WHERE account_id = (SELECT id FROM accounts WHERE username = $1)', [username]);
        await json(await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ query: feedPage }) }));
        // The timelines were just built: statistics as autovacuum would gather them.
        await db.query('ANALYZE home_timelines');
        console.log(`\nwith ${total} items:`);
        const baseline = await load('GET validate-token (baseline, again)', { url: `${baseUrl}/api/account/reset-password/validate-token?token=nothing` });
        const graphqlFeed = await versusRaw('GraphQL home feed page', graphqlRequest(feedPage, auth), baseline);
        p50s.push(graphqlFeed.latency.p50);
        await versusRaw('GET /api/feed', { path: '/api/feed', headers: auth }, baseline);
        await versusRaw(
          'POST /api/events/search (Explore)',
          { path: '/api/events/search', method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ event_name: 'jazz' }) },
          baseline,
        );
        searchP50s.push((await benchSearch({ baseUrl, auth, load, versusRaw, baseline, databaseUrl: process.env.DATABASE_URL, seconds: DURATION })).latency.p50);
        tagP50s.push(await benchTags({ baseUrl, auth, load, versusRaw, baseline, databaseUrl: process.env.DATABASE_URL, seconds: DURATION }));
      }
      console.log(`search p50 with ${ITEMS} items / with ${ITEMS / 10}: ${(searchP50s[1] / Math.max(searchP50s[0], 1)).toFixed(2)}×`);
      for (const tag of [SMALL_TAG, LARGE_TAG]) {
        console.log(`tag page (#${tag}) p50 with ${ITEMS} items / with ${ITEMS / 10}: ${(tagP50s[1][tag].latency.p50 / Math.max(tagP50s[0][tag].latency.p50, 1)).toFixed(2)}×`);
      }
      console.log(`feed page p50 with ${ITEMS} items / with ${ITEMS / 10}: ${(p50s[1] / Math.max(p50s[0], 1)).toFixed(2)}×`);
      if (embedded) {
        // The database side of a feed page: the statements the app sends for it, one after another,
        // and what they cost PostgreSQL, over many pages read one at a time.
        const feed = () => fetch(`${baseUrl}/api/feed`, { headers: auth }).then(json);
        const namesOf = (statements) => statements.map((line) => /execute ([^:]*):/.exec(line)?.[1] ?? 'a simple query').join(', ');
        const rest = await statementsOf(feed);
        console.log(`round trips per feed page: ${rest.length} (${namesOf(rest)})`);
        const graphql = await statementsOf(() => fetch(`${baseUrl}/graphql`, graphqlRequest(feedPage, auth)).then(json));
        console.log(`round trips per GraphQL feed page: ${graphql.length} (${namesOf(graphql)})`);
        // The statements of a page, run as the app runs them (prepared, with its values) on one
        // connection of the bench's, one page after another: the CPU of that backend alone, beside
        // a `SELECT 1` round trip's on the same backend.
        const page = statementsWithValues(await logEntriesOf(feed)).filter((statement) => statement.name);
        const [{ pid }] = (await db.query('SELECT pg_backend_pid() AS pid')).rows;
        // Plans kept as on the app's connections for prepared statements (prepared-pool.ts).
        await db.query('SET plan_cache_mode = force_generic_plan');
        const rounds = 1000;
        /** Milliseconds of the backend's CPU per round of `work`. */
        const backendCpu = async (work) => {
          const before = cpuSecondsOf(pid);
          for (let round = 0; round < rounds; round += 1) await work();
          return ((cpuSecondsOf(pid) - before) * 1000) / rounds;
        };
        const perPage = await backendCpu(async () => {
          for (const { name, text, values } of page) await db.query({ name: `bench-${name}`, text, values });
        });
        const perSelectOne = await backendCpu(() => db.query({ name: 'bench-select-one', text: 'SELECT 1' }));
        const plans = (await db.query(`SELECT coalesce(sum(generic_plans), 0)::int AS generic, coalesce(sum(custom_plans), 0)::int AS custom FROM pg_prepared_statements WHERE name LIKE 'bench-feed%'`)).rows[0];
        console.log(
          `PostgreSQL CPU per feed page: ${perPage.toFixed(2)} ms (concurrency 1, measured on the backend; a SELECT 1 round trip: ${perSelectOne.toFixed(3)} ms; ${plans.generic} generic plans, ${plans.custom} planned for their values)`,
        );
        if (process.env.EXPLAIN) {
          // Where PostgreSQL spends a page: each statement's plan, run with its values.
          for (const { name, text, values } of page) {
            const plan = (await db.query({ text: `EXPLAIN (ANALYZE, BUFFERS) ${text}`, values })).rows.map((row) => row['QUERY PLAN']);
            console.log(`plan of ${name}:\n  ${plan.join('\n  ')}`);
          }
        }
      }
      // Where the server's time goes for a feed page: one more load of each, under the CPU profiler
      // (the figures above ran without it), summed by package.
      console.log('');
      for (const [title, { path, ...request }] of [
        ['GET /api/feed', { path: '/api/feed', headers: auth }],
        ['GraphQL home feed page', graphqlRequest(feedPage, auth)],
      ]) {
        const profiled = await profileWhile(serverInspector.url, () => load(`${title} (profiled)`, { url: `${baseUrl}${path}`, ...request }), { pid });
        printProfile(`where ${title} spends its time (CPU profile, ${DURATION} s, by package)`, profiled, profiled.result.requests.total);
      }
    } finally {
      await db.end();
    }
  }
  if (runs('near')) {
    console.log('');
    await benchNear({ baseUrl, databaseUrl: process.env.DATABASE_URL, username, auth, load, statementsOf: embedded ? statementsOf : null });
  }
  if (runs('seats')) {
    console.log('');
    await benchSeats({ baseUrl, databaseUrl: process.env.DATABASE_URL, jwtSecret });
  }
  if (runs('chat')) {
    console.log('');
    await load('GET validate-token (baseline, again)', { url: `${baseUrl}/api/account/reset-password/validate-token?token=nothing` });
    const db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    const reader = await seedConversationList(db, 50, jwtSecret).finally(() => db.end());
    const readerAuth = { authorization: `Bearer ${reader.token}` };
    await load('GET /api/chat/conversations (20 of 50)', { url: `${baseUrl}/api/chat/conversations`, headers: readerAuth });
    const conversationList = `{ conversations { items { id name unread last_activity_at participants { username profile_image }
      last_message { content timestamp sender { username } } } next_cursor { cursor_timestamp cursor_id } } }`;
    await load('POST /graphql (conversation list, 20 of 50)', {
      url: `${baseUrl}/graphql`,
      method: 'POST',
      headers: { ...readerAuth, 'content-type': 'application/json' },
      body: JSON.stringify({ query: conversationList }),
    });
    const start = (nodeArgs) => startServer({ ...serverOptions, nodeArgs: [...serverOptions.nodeArgs, ...nodeArgs] });
    await benchChat({ start, databaseUrl: process.env.DATABASE_URL, jwtSecret });
  }
  if (runs('notifications')) {
    console.log('');
    await benchNotifications({ baseUrl, databaseUrl: process.env.DATABASE_URL, jwtSecret, load });
  }
  if (runs('abuse')) {
    const defended = await startServer({ env: { NODE_ENV: 'production' }, nodeArgs: serverOptions.nodeArgs });
    try {
      const users = [];
      for (let n = 0; n < 11; n += 1) users.push(await signUp(defended.baseUrl, defended.dataDir));
      await benchAbuse({ baseUrl: defended.baseUrl, users, duration: DURATION });
      console.log(`server memory after the attack: ${rssMb(defended.pid)} MB`);
    } finally {
      await defended.stop();
    }
  }
  console.log(`\nserver memory after load: ${rssMb(pid)} MB`);
} finally {
  await server.stop();
  await reference?.stop();
  await embedded?.stop();
  rmSync(scratch, { recursive: true, force: true });
}
