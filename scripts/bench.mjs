// Prints figures for the server as `npm start` runs it: image processing, reads of content and people
// over REST and GraphQL under load (with 100k seeded accounts), and the server's memory. Everything
// runs against 127.0.0.1 and stops by itself.
//   npm run bench            (DURATION=10 CONNECTIONS=50 to change the load, ACCOUNTS=100000 the seed)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { startServer } from '../apps/client/e2e/support/server.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const { startEmbeddedPostgres } = require('../apps/server/dist/database/embedded-postgres.js');

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const ACCOUNTS = Number(process.env.ACCOUNTS ?? 100_000);

const FIRST = ['Ada', 'Grace', 'Alan', 'Marie', 'Nikola', 'Rosalind', 'Carl', 'Emmy', 'Isaac', 'Lise', 'Mario', 'Hedy'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Curie', 'Tesla', 'Franklin', 'Sagan', 'Noether', 'Newton', 'Meitner', 'Rossi', 'Lamarr'];

/**
 * Verified accounts with realistic names, a star whom every one of them follows, and 30 posts of
 * the star's, written straight into the database (through the sign-up route they would take hours).
 */
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

async function signUp(baseUrl, dataDir) {
  const user = { email: `bench.${Date.now()}@example.com`, password: 'Bench#1234', username: `bench_${Date.now().toString(36)}`, full_name: 'Bench Mark' };
  await json(await fetch(`${baseUrl}/api/account/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) }));
  const mailDir = join(dataDir, 'mail');
  const mail = JSON.parse(readFileSync(join(mailDir, readdirSync(mailDir).sort().at(-1)), 'utf8'));
  await json(await fetch(`${baseUrl}/api/account/verify-email?token=${new URL(mail.link).searchParams.get('verification_token')}`));
  const login = await json(await fetch(`${baseUrl}/api/account/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) }));
  return { token: login.data.access, username: user.username };
}

async function load(title, options) {
  const result = await autocannon({ duration: DURATION, connections: CONNECTIONS, ...options });
  const errors = result.non2xx + result.errors;
  console.log(
    `${title.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms${errors ? `   (${errors} failed)` : ''}`,
  );
}

// The bench's own database, so that it can seed people straight into it.
const scratch = mkdtempSync(join(tmpdir(), 'gatherly-bench-db-'));
const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres(scratch, { log: () => undefined, debug: () => undefined });
process.env.DATABASE_URL ??= embedded.url;
const server = await startServer();
try {
  const { baseUrl, dataDir, pid } = server;
  const { token, username } = await signUp(baseUrl, dataDir);
  const auth = { authorization: `Bearer ${token}` };
  console.log(`server memory after start: ${rssMb(pid)} MB`);

  // A 12-megapixel phone photo, decoded, rotated, stripped and written twice per image.
  const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#7a9e7e' } }).jpeg({ quality: 90 }).toBuffer();
  const times = [];
  let postId;
  for (let round = 0; round < 5; round += 1) {
    const form = new FormData();
    for (let i = 0; i < 3; i += 1) form.append('media', new Blob([photo], { type: 'image/jpeg' }), `photo-${i}.jpg`);
    form.append('post_content', `Round ${round}`);
    const started = performance.now();
    const body = await json(await fetch(`${baseUrl}/api/posts`, { method: 'POST', headers: auth, body: form }));
    times.push(performance.now() - started);
    postId = body.data.post.post_id;
  }
  times.sort((a, b) => a - b);
  console.log(`post with 3 × 12 MP JPEG (${Math.round(photo.length / 1024)} KB each): median ${Math.round(times[2])} ms, worst ${Math.round(times[4])} ms`);
  console.log(`server memory after uploads: ${rssMb(pid)} MB`);

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
  await load('GET validate-token (one indexed lookup)', { url: `${baseUrl}/api/account/reset-password/validate-token?token=nothing` });
  await load('GET /api/remarks/by-id (20 comments)', { url: `${baseUrl}/api/remarks/by-id/${remarkId}`, headers: auth });
  await load('GET /api/posts/by-id (3 images)', { url: `${baseUrl}/api/posts/by-id/${postId}`, headers: auth });
  const query = `{ ${[0, 1, 2, 3, 4].map((i) => `r${i}: remark(id: "${remarkId}") { remark_content like_count is_liked comment_count comments { comment_content account_username } }`).join(' ')} }`;
  await load('POST /graphql (5 remarks by alias)', {
    url: `${baseUrl}/graphql`,
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  await load('GET /media thumbnail', { url: `${baseUrl}${(await json(await fetch(`${baseUrl}/api/posts/by-id/${postId}`, { headers: auth }))).data.post.media[0].thumbnail_file}` });

  console.log('');
  await seedPeople(process.env.DATABASE_URL, username);
  await load('GET validate-token (baseline, again)', { url: `${baseUrl}/api/account/reset-password/validate-token?token=nothing` });
  await load('GET /api/profile/search (a common name)', { url: `${baseUrl}/api/profile/search?username=grace`, headers: auth });
  await load('GET /api/profile/search (one account)', { url: `${baseUrl}/api/profile/search?username=mario_4242`, headers: auth });
  const profilePage = `query($u: String!) {
    profile(username: $u) { id username full_name bio gender follower_count following_count events_count is_following }
    contentByUser(username: $u, kind: post) { items { id like_count comment_count ... on Post { post_content media { thumbnail_file } } } next_cursor { cursor_id } }
  }`;
  await load('POST /graphql (profile page of a star)', {
    url: `${baseUrl}/graphql`,
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query: profilePage, variables: { u: username } }),
  });
  await load('GET /api/profile/:username/followers (100k)', { url: `${baseUrl}/api/profile/${username}/followers`, headers: auth });
  console.log(`\nserver memory after load: ${rssMb(pid)} MB`);
} finally {
  await server.stop();
  await embedded?.stop();
  rmSync(scratch, { recursive: true, force: true });
}
