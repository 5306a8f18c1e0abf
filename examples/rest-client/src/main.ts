// A third-party client of Gatherly's REST API, typed from libs/schema/openapi.json:
//   GATHERLY_URL=http://localhost:3000 GATHERLY_TOKEN=gth_... npm start -w examples/rest-client -- "quiz" "Paris"
// It posts a remark, reads the home feed page by page, searches upcoming events by name and, given
// a place, finds those within 25 km of it (the place looked up by name, the most populous first).
// The token is a personal access token (Settings, Developer) with the read and write scopes.
import createClient from 'openapi-fetch';
import type { paths } from './gatherly-api.js';

const baseUrl = process.env.GATHERLY_URL ?? 'http://localhost:3000';
const token = process.env.GATHERLY_TOKEN;
const eventName = process.argv[2] ?? '';
const nearPlace = process.argv[3] ?? '';
const RADIUS_KM = 25;
const MAX_PAGES = 5;

if (!token) {
  console.error('Set GATHERLY_TOKEN to a personal access token with the read and write scopes (Settings, Developer).');
  process.exit(2);
}

const api = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });

/** Every failure answer carries `message`, or `error` (a list) for invalid input. */
function fail(what: string, error: { message?: string; error?: string[] }): never {
  console.error(`${what} failed: ${error.message ?? error.error?.join(' ')}`);
  process.exit(1);
}

const posted = await api.POST('/api/remarks', { body: { remark_content: `Hello from a script, ${new Date().toISOString()}` } });
if (posted.error) fail('Posting a remark', posted.error);
const remark = posted.data.data.remark;
console.log(`Posted remark ${remark.remark_id}: ${remark.remark_content}`);

// The feed, page after page: next_cursor's fields go back as query parameters.
type FeedQuery = NonNullable<paths['/api/feed']['get']['parameters']['query']>;
let query: FeedQuery = {};
for (let page = 1; page <= MAX_PAGES; page += 1) {
  const feed = await api.GET('/api/feed', { params: { query } });
  if (feed.error) fail('Reading the feed', feed.error);
  for (const item of feed.data.data.feed_items) {
    const text = item.type === 'remark' ? item.data.remark_content : item.type === 'post' ? item.data.post_content : item.data.event_name;
    console.log(`Feed page ${page}: ${item.type} by ${item.data.account_username}: ${text}`);
  }
  const next = feed.data.data.next_cursor;
  if (!next) break;
  query = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== null)) as FeedQuery;
}

const found = await api.POST('/api/events/search', { body: { event_name: eventName } });
if (found.error) fail('Searching events', found.error);
for (const event of found.data.data.events) console.log(`Event: ${event.event_name} on ${event.event_date} (${event.friends_interested.count} people you follow are interested)`);
console.log(`Found ${found.data.data.events.length} upcoming events named like "${eventName}".`);

if (nearPlace) {
  // The place by name, then the events within RADIUS_KM of it, soonest first, each with its distance.
  const places = await api.GET('/api/places', { params: { query: { query: nearPlace } } });
  if (places.error) fail('Looking up the place', places.error);
  const [place] = places.data.data.places;
  if (!place) {
    console.log(`No place is named like "${nearPlace}".`);
  } else {
    const where = [place.name, place.region, place.country].filter(Boolean).join(', ');
    const near = await api.POST('/api/events/search', { body: { event_name: eventName, near_place_id: place.place_id, radius_km: RADIUS_KM } });
    if (near.error) fail('Searching events near a place', near.error);
    for (const event of near.data.data.events) console.log(`Near ${where}: ${event.event_name} on ${event.event_date}, ${event.distance_km} km away`);
    console.log(`Found ${near.data.data.events.length} upcoming events named like "${eventName}" within ${RADIUS_KM} km of ${where}.`);
  }
}
