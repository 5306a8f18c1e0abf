// The seats part of `npm run bench` (`npm run bench -- seats`): the last seats of an event when 200
// people ask for one at the same moment. Every request locks the event's row, so they are served
// one after the other; the bench prints how long the crowd waited and checks that exactly the
// capacity got seats, the rest the waitlist, and that the counts kept on the event agree.
import { createRequire } from 'node:module';
import { seedSignedIn } from './bench-chat.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

const CROWD = Number(process.env.SEATS_CROWD ?? 200);
const CAPACITY = Number(process.env.SEATS_CAPACITY ?? 10);

/** An event of `author` a week ahead with `capacity` seats, written straight into the tables. */
async function seedEvent(db, author, capacity) {
  const { rows } = await db.query(
    `WITH made AS (INSERT INTO content_items (kind, author_id) VALUES ('event', $1) RETURNING id)
     INSERT INTO events (item_id, name, event_date, category, capacity) SELECT id, 'Last seats', now() + interval '7 days', 'community', $2 FROM made
     RETURNING item_id`,
    [author, capacity],
  );
  return rows[0].item_id;
}

export async function benchSeats({ baseUrl, databaseUrl, jwtSecret }) {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const [host, ...crowd] = await seedSignedIn(db, CROWD + 1, jwtSecret, `s${Date.now().toString(36)}`);
    const eventId = await seedEvent(db, host.accountId, CAPACITY);
    const started = performance.now();
    const answers = await Promise.all(
      crowd.map(async (person, index) => {
        const sent = performance.now();
        const response = await fetch(`${baseUrl}/api/events/going/${eventId}`, {
          method: 'POST',
          // Each person from an address of their own, as a crowd of browsers would be.
          headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json', 'x-forwarded-for': `10.9.${index >> 8}.${index & 255}` },
          body: '{}',
        });
        const body = await response.json();
        return { ms: performance.now() - sent, status: response.status, rsvp: body.data?.rsvp_status };
      }),
    );
    const total = performance.now() - started;
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const failed = answers.filter((answer) => answer.status !== 200).length;
    const going = answers.filter((answer) => answer.rsvp === 'going').length;
    const { rows } = await db.query(
      `SELECT e.going_count, e.waitlist_count,
              (SELECT count(*)::int FROM event_rsvps r WHERE r.item_id = e.item_id AND r.status = 'going') AS going
         FROM events e WHERE e.item_id = $1`,
      [eventId],
    );
    const stored = rows[0];
    const exact = going === CAPACITY && stored.going === CAPACITY && stored.going_count === CAPACITY && stored.waitlist_count === CROWD - CAPACITY - failed;
    console.log(
      `last seats, ${CROWD} people at once for ${CAPACITY}: all answered in ${Math.round(total)} ms (p50 ${Math.round(times[Math.floor(times.length / 2)])} ms, worst ${Math.round(times.at(-1))} ms)${failed ? `, ${failed} failed` : ''}`,
    );
    console.log(`  seats given: ${going} answered going, ${stored.going} stored, going_count ${stored.going_count}, waitlist_count ${stored.waitlist_count}: ${exact ? 'exactly the capacity' : 'NOT the capacity'}`);
    if (!exact) process.exitCode = 1;
  } finally {
    await db.end();
  }
}
