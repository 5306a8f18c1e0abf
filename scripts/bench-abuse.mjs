// `npm run bench -- abuse`: another user's read, quiet and then while six clients send the heaviest
// GraphQL operation the limits allow and four send the largest uploads they allow. The target is a
// p99 under attack of at most 3× the quiet one (issue "Hardening").
import autocannon from 'autocannon';
import sharp from 'sharp';

/** Pixels of one request at most (MEDIA_LIMITS.maxRequestPixels), in ten images of 20 megapixels. */
const IMAGES = 10;
const SIDE = 4472;

/**
 * The heaviest operation the limits let through: as many feed pages as its database cost allows
 * (a root field costs 10, each batched field 1), every field of every kind with its comments.
 */
function heaviestQuery() {
  const page = `homeFeed { items { __typename id created_at account_username account_profile_image like_count is_liked comment_count
    comments { items { id comment_content created_at account_username account_profile_image } next_cursor { cursor_id } }
    ... on Remark { remark_content } ... on Post { post_content media { media_file thumbnail_file width height } }
    ... on Event { event_name event_description event_date event_location interest_count is_interested media { thumbnail_file }
      friends_interested { count people { username profile_image } } } } next_cursor { cursor_timestamp cursor_id } }`;
  return `{ ${Array.from({ length: 6 }, (_, n) => `f${n}: ${page}`).join(' ')} }`;
}

async function ok(response) {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Sends `send` again and again until `stop` is set; counts answers by status. */
function keepSending(send, statuses, stopped) {
  return (async () => {
    while (!stopped()) {
      try {
        const response = await send();
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      } catch {
        statuses.failed = (statuses.failed ?? 0) + 1;
      }
    }
  })();
}

/** `users` are { token } of distinct accounts: [victim, ...six readers, ...four uploaders] at least 11. */
export async function benchAbuse({ baseUrl, users, duration }) {
  const [victim, ...others] = users;
  // ABUSE_READERS and ABUSE_UPLOADERS change how many attack (at most 6 and 4): to see each one's share.
  const attackers = others.slice(0, Number(process.env.ABUSE_READERS ?? 6));
  const uploaders = others.slice(6, 6 + Number(process.env.ABUSE_UPLOADERS ?? 4));
  const auth = (user) => ({ authorization: `Bearer ${user.token}` });

  // Something for the victim to read, and feeds worth reading for the attackers: each writes remarks with comments.
  const remark = await ok(await fetch(`${baseUrl}/api/remarks`, { method: 'POST', headers: { ...auth(victim), 'content-type': 'application/json' }, body: JSON.stringify({ remark_content: 'Quiet read' }) }));
  for (const attacker of others.slice(0, 6)) {
    for (let n = 0; n < 12; n += 1) {
      const made = await ok(await fetch(`${baseUrl}/api/remarks`, { method: 'POST', headers: { ...auth(attacker), 'content-type': 'application/json' }, body: JSON.stringify({ remark_content: `Heavy ${n}` }) }));
      await ok(
        await fetch(`${baseUrl}/api/remarks/comment`, {
          method: 'POST',
          headers: { ...auth(attacker), 'content-type': 'application/json' },
          body: JSON.stringify({ remark_id: made.data.remark.remark_id, comment_content: 'Heavy comment' }),
        }),
      );
    }
  }
  const query = JSON.stringify({ query: heaviestQuery() });
  const check = await ok(await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { ...auth(others[0]), 'content-type': 'application/json' }, body: query }));
  if (check.errors) throw new Error(`the heaviest query was refused: ${JSON.stringify(check.errors)}`);
  const image = await sharp({ create: { width: SIDE, height: SIDE, channels: 3, background: '#5b7f95' } }).jpeg({ quality: 90 }).toBuffer();
  const upload = (user) => {
    const form = new FormData();
    for (let n = 0; n < IMAGES; n += 1) form.append('media', new Blob([image], { type: 'image/jpeg' }), `big-${n}.jpg`);
    form.append('post_content', 'Largest upload');
    return fetch(`${baseUrl}/api/posts`, { method: 'POST', headers: auth(user), body: form });
  };

  const read = async (title) => {
    const result = await autocannon({ url: `${baseUrl}/api/remarks/by-id/${remark.data.remark.remark_id}`, headers: auth(victim), connections: 2, duration });
    const failed = result.non2xx + result.errors;
    console.log(`${title.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms${failed ? `   (${failed} failed)` : ''}`);
    return result.latency;
  };

  console.log(`\nanother user's read while ${attackers.length} clients send the heaviest GraphQL operation and ${uploaders.length} upload ${IMAGES} × 20 MP`);
  const quiet = await read('GET /api/remarks/by-id, quiet (baseline)');
  let stop = false;
  const statuses = { graphql: {}, uploads: {} };
  const loops = [
    ...attackers.map((user) => keepSending(() => fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { ...auth(user), 'content-type': 'application/json' }, body: query }), statuses.graphql, () => stop)),
    ...uploaders.map((user) => keepSending(() => upload(user), statuses.uploads, () => stop)),
  ];
  // The attack under way before measuring.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const attacked = await read('GET /api/remarks/by-id, under attack');
  stop = true;
  await Promise.all(loops);
  console.log(`p99 under attack: ${(attacked.p99 / quiet.p99).toFixed(2)}× quiet (target at most 3×); p50 ${(attacked.p50 / quiet.p50).toFixed(2)}×`);
  console.log(`attack answers: GraphQL ${JSON.stringify(statuses.graphql)}, uploads ${JSON.stringify(statuses.uploads)}`);
}
