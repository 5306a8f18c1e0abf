// `npm run seed`: fills Gatherly's database (the embedded one under DATA_DIR by default, or DATABASE_URL)
// with a believable community, through the app's own REST API: people with photos, bios and follows,
// remarks, posts with images, events across categories and dates in real cities (each in its zone), some
// with few seats (full, with a waitlist), some asking the hosts first, some repeating weekly; likes,
// comments, interest and people going.
//   SEED_PEOPLE=24 npm run seed                              starts a Gatherly of its own on DATA_DIR
//   npm run seed -- --into http://localhost:3000             through the Gatherly running there
// Without --into it refuses to run while a Gatherly runs on DATA_DIR's embedded database (that one's
// database would be taken from under it). With --into, the verification links are read from the
// running app's outbox (MAIL_OUTBOX_DIR, or DATA_DIR/mail): an app without SMTP_URL on this machine.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';

const PEOPLE = Number(process.env.SEED_PEOPLE ?? 24);
const PASSWORD = 'Gatherly#2026';
const root = resolve(import.meta.dirname, '..');
const dataDir = resolve(process.env.DATA_DIR ?? join(root, '.data'));
const mailDir = resolve(process.env.MAIL_OUTBOX_DIR ?? join(dataDir, 'mail'));
/** How long a mailed link may take to reach the outbox (mail goes out after the answer, through the job queue). */
const MAIL_WAIT_MS = 30_000;
const { into } = parseArgs({ options: { into: { type: 'string' } } }).values;

const FIRST = ['Ada', 'Grace', 'Alan', 'Marie', 'Nikola', 'Rosalind', 'Carl', 'Emmy', 'Isaac', 'Lise', 'Mario', 'Hedy', 'Katherine', 'Tim', 'Barbara', 'Linus'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Curie', 'Tesla', 'Franklin', 'Sagan', 'Noether', 'Newton', 'Meitner', 'Rossi', 'Lamarr', 'Johnson', 'Lee', 'Liskov', 'Torvalds'];
const BIOS = ['Coffee, climbing and long walks.', 'Board games on Fridays.', 'Always up for live music.', 'Learning to cook, one disaster at a time.', 'Runner. Reader. Occasional painter.', 'New in town, say hi!'];
const REMARKS = ['Anyone up for a walk by the river tomorrow?', 'Found a great little bakery on Elm Street.', 'What a sunset tonight.', 'Looking for a tennis partner on weekends.', 'Just finished a great book, recommendations welcome!', 'The market was buzzing this morning.'];
const CAPTIONS = ['Sunday by the lake', 'Morning light', 'Our little garden', 'Trail views', 'City lights', 'Weekend market'];
const EVENTS = [
  ['Jazz in the park', 'music'],
  ['Five-a-side football', 'sports'],
  ['Intro to TypeScript', 'technology'],
  ['Pottery workshop', 'workshop'],
  ['Street food tour', 'food'],
  ['Sunrise yoga', 'health'],
  ['Founders breakfast', 'business'],
  ['Gallery night', 'arts'],
  ['Retro gaming evening', 'gaming'],
  ['Beach clean-up', 'charity'],
  ['Film club: classics', 'film'],
  ['Neighbourhood picnic', 'community'],
];
const CITIES = ['Paris', 'London', 'New York', 'Tokyo', 'Berlin', 'Lisbon', 'Montreal', 'Sydney'];
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const COLOURS = ['#d1495b', '#00798c', '#edae49', '#66a182', '#2e4057', '#8d6a9f', '#e07a5f', '#3d405b'];
const COMMENTS = ['Love this!', 'Count me in.', 'Looks amazing.', 'See you there!', 'So good.', 'Great idea.'];

let seed = 20_261_123;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const pick = (list) => list[Math.floor(random() * list.length)];

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** A picture drawn with shapes (no text, so no fonts are needed). */
function picture(width, height, colours) {
  const shapes = Array.from({ length: 6 }, (_, n) => {
    const r = Math.round((0.1 + random() * 0.3) * Math.min(width, height));
    return `<circle cx="${Math.round(random() * width)}" cy="${Math.round(random() * height)}" r="${r}" fill="${colours[n % colours.length]}" fill-opacity="0.75"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colours[0]}"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const address = (n) => `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/**
 * The Gatherly running on DATA_DIR's embedded database, or null: `{ pid, port? }` (the app's own
 * check, from the build, as `npm run admin` uses it).
 */
function runningApp() {
  if (process.env.DATABASE_URL) return null;
  const require = createRequire(import.meta.url);
  return require(join(root, 'apps/server/dist/database/embedded-postgres.js')).runningApp(dataDir);
}

/** Starts a Gatherly of its own on a free port; its address, and how to stop it. */
async function startOwnApp() {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Each seeded person calls from an address of their own, so that sign-up and login throttling let them all through.
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir, TRUST_PROXY: 'true', LOG_LEVEL: 'log' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The log's tail (a line per request) for the message if the server stops.
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-64 * 1024));
  child.stderr.on('data', keep);
  await new Promise((ready, fail) => {
    child.stdout.on('data', (chunk) => {
      keep(chunk);
      if (output.includes('Gatherly is ready')) ready();
    });
    child.on('exit', (code) => fail(new Error(`the server stopped (${code})\n${output.slice(-2000)}`)));
  });
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    },
  };
}

async function main() {
  if (!into) {
    const running = runningApp();
    if (running) {
      const where = running.port ? `on port ${running.port}` : `(pid ${running.pid}) on ${dataDir}`;
      const address = running.port ? `http://localhost:${running.port}` : '<its address>';
      console.error(`Gatherly is running ${where}: stop it first, or run \`npm run seed -- --into ${address}\``);
      process.exit(1);
    }
  }
  const app = into ? { baseUrl: into.replace(/\/+$/, ''), stop: async () => undefined } : await startOwnApp();
  const { baseUrl } = app;

  const call = async (n, method, path, { token, json, form } = {}) => {
    const headers = { 'x-forwarded-for': address(n), ...(token ? { authorization: `Bearer ${token}` } : {}), ...(json ? { 'content-type': 'application/json' } : {}) };
    for (;;) {
      const response = await fetch(`${baseUrl}${path}`, { method, headers, body: json ? JSON.stringify(json) : form });
      const body = await response.json().catch(() => null);
      // A running app may not trust the seed's X-Forwarded-For: its throttling is waited out.
      if (response.status === 429) {
        await new Promise((wait) => setTimeout(wait, Number(response.headers.get('retry-after') ?? 5) * 1000));
        continue;
      }
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(body)}`);
      return body;
    }
  };
  const verificationLink = async (email) => {
    const deadline = Date.now() + MAIL_WAIT_MS;
    for (;;) {
      const mails = (existsSync(mailDir) ? readdirSync(mailDir) : [])
        .filter((file) => file.endsWith('.json'))
        .map((file) => JSON.parse(readFileSync(join(mailDir, file), 'utf8')))
        .filter((mail) => mail.to === email && mail.link.includes('verification_token'));
      if (mails.length > 0) return new URL(mails.at(-1).link).searchParams.get('verification_token');
      if (Date.now() > deadline) throw new Error(`no verification mail to ${email} in ${mailDir}: the app must write its mail to this outbox (no SMTP_URL; MAIL_OUTBOX_DIR or DATA_DIR as the app's)`);
      await new Promise((wait) => setTimeout(wait, 100));
    }
  };

  try {
    const suffix = Date.now().toString(36).slice(-4);
    const people = [];
    for (let n = 0; n < PEOPLE; n += 1) {
      const first = FIRST[n % FIRST.length];
      const last = LAST[(n * 7 + 3) % LAST.length];
      const username = `${first.toLowerCase()}_${last.toLowerCase()}_${suffix}${n}`.slice(0, 30);
      const email = `${username}@example.com`;
      await call(n, 'POST', '/api/account/signup', { json: { email, password: PASSWORD, username, full_name: `${first} ${last}` } });
      await call(n, 'GET', `/api/account/verify-email?token=${encodeURIComponent(await verificationLink(email))}`);
      const login = await call(n, 'POST', '/api/account/login', { json: { email, password: PASSWORD } });
      const person = { n, username, email, token: login.data.access };
      people.push(person);
      const photo = new FormData();
      photo.append('profile_image', new Blob([await picture(400, 400, [pick(COLOURS), pick(COLOURS), pick(COLOURS)])], { type: 'image/jpeg' }), 'me.jpg');
      await call(n, 'PATCH', '/api/profile/settings/upload-image', { token: person.token, form: photo });
      await call(n, 'PATCH', '/api/profile/settings/basic', { token: person.token, json: { bio: pick(BIOS), gender: pick(['male', 'female', '', 'Non-binary']) } });
    }
    console.log(`${people.length} people signed up`);

    for (const person of people) {
      for (let k = 0; k < Math.min(8, people.length - 1); k += 1) {
        const other = people[(person.n + 1 + Math.floor(random() * (people.length - 1))) % people.length];
        if (other !== person) await call(person.n, 'POST', `/api/profile/follow/${other.username}`, { token: person.token });
      }
    }

    // Events take place in real cities (the place search's first answer), each in its city's zone.
    const cities = [];
    for (const name of CITIES) {
      const found = await call(0, 'GET', `/api/places?query=${encodeURIComponent(name)}`, { token: people[0].token });
      if (found.data.places[0]) cities.push(found.data.places[0]);
    }
    const items = [];
    const events = [];
    for (const person of people) {
      for (let k = 0; k < 2; k += 1) {
        const reply = await call(person.n, 'POST', '/api/remarks', { token: person.token, json: { remark_content: pick(REMARKS) } });
        items.push({ kind: 'remark', id: reply.data.remark.remark_id });
      }
      const post = new FormData();
      post.append('post_content', pick(CAPTIONS));
      for (let k = 0; k < 1 + Math.floor(random() * 3); k += 1) {
        post.append('media', new Blob([await picture(1200, 900, [pick(COLOURS), pick(COLOURS), pick(COLOURS)])], { type: 'image/jpeg' }), `photo-${k}.jpg`);
      }
      const reply = await call(person.n, 'POST', '/api/posts', { token: person.token, form: post });
      items.push({ kind: 'post', id: reply.data.post.post_id });
      const [name, category] = EVENTS[person.n % EVENTS.length];
      const event = new FormData();
      const online = random() < 0.3;
      const city = cities[person.n % cities.length];
      const date = new Date(Date.now() + (1 + Math.floor(random() * 60)) * 86_400_000 + 18 * 3_600_000);
      // Some have few seats (full, with a waitlist, once people answer), some ask the hosts first, some repeat weekly.
      const extra = {
        ...(online || !city ? { event_timezone: pick(['Europe/London', 'America/New_York', 'Asia/Tokyo']) } : { event_place_id: city.place_id }),
        ...(person.n % 3 === 0 ? { event_capacity: '3' } : {}),
        ...(person.n % 5 === 1 ? { event_requires_approval: 'true' } : {}),
        ...(person.n % 4 === 1 ? { event_rrule: `FREQ=WEEKLY;BYDAY=${WEEKDAYS[date.getUTCDay()]};COUNT=6` } : {}),
      };
      for (const [field, value] of Object.entries({
        ...extra,
        event_name: name,
        event_description: 'Everyone is welcome. Bring a friend!',
        event_date: date.toISOString(),
        event_location: online ? '' : pick(['Community hall', 'Riverside park', 'Old town square', 'The corner café']),
        event_category: category,
        event_is_online: String(online),
      })) {
        event.append(field, value);
      }
      event.append('media', new Blob([await picture(1200, 800, [pick(COLOURS), pick(COLOURS), pick(COLOURS)])], { type: 'image/jpeg' }), 'cover.jpg');
      const created = await call(person.n, 'POST', '/api/events', { token: person.token, form: event });
      items.push({ kind: 'event', id: created.data.event.event_id });
      events.push({ id: created.data.event.event_id, host: person.n });
    }
    console.log(`${items.length} remarks, posts and events shared`);

    for (const person of people) {
      for (let k = 0; k < 10; k += 1) {
        const item = pick(items);
        await call(person.n, 'POST', `/api/${item.kind}s/like/${item.id}`, { token: person.token });
        if (random() < 0.4) await call(person.n, 'POST', `/api/${item.kind}s/comment`, { token: person.token, json: { [`${item.kind}_id`]: item.id, comment_content: pick(COMMENTS) } });
        if (item.kind === 'event' && random() < 0.6) await call(person.n, 'POST', `/api/events/interest/${item.id}`, { token: person.token });
      }
    }
    console.log('likes, comments and interest added');
    // Going: the small events fill up and people queue; those asking the hosts first gather requests.
    for (const person of people) {
      for (const event of events.filter((candidate, index) => candidate.host !== person.n && (index + person.n) % 2 === 1)) {
        await call(person.n, 'POST', `/api/events/going/${event.id}`, { token: person.token, json: {} });
      }
    }
    console.log('people going, waiting and asking to join');
    console.log(`\nLog in as ${people[0].email} (or any seeded person) with the password ${PASSWORD}.`);
  } finally {
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
