import { randomUUID } from 'node:crypto';
import { EVENT_MAP_LIMITS, EVENT_NEAR_MESSAGES, LIMITS } from '@gatherly/schema';
import { expectEnvelope } from './support/envelope';
import { allPages, Cursor, newTag, searchPage, soonestFirst } from './support/event-search';
import { makeQuickUsers, QuickUser } from './support/factories';
import { statementsOf } from './support/statements';
import { Reply, startTestApp, TestApp } from './support/test-app';
import { english } from '../src/i18n/texts';

/**
 * Explore near a place, when, and on a map (issue 25): POST /api/events/search with near_* and the
 * date filters, searchEvents(filters: { near, date_filter, … }), POST /api/events/map and eventMap.
 * Each test searches by a tag of its own (newTag) in its events' names. Events are written straight into
 * the tables (hundreds of them over the creation route would take minutes); what a search answers
 * is compared with a distance computed here, and with windows PostgreSQL computes in the zone.
 */

let t: TestApp;
let viewer: QuickUser;

beforeAll(async () => {
  t = await startTestApp();
  [viewer] = await makeQuickUsers(t, 1);
});

afterAll(async () => {
  await t?.close();
});

interface EventJson {
  event_id: string;
  event_name: string;
  event_date: string;
  distance_km: number | null;
}
interface Made {
  id: string;
  latitude: number | null;
  longitude: number | null;
  date: Date;
}

/** earthdistance's sphere (earth(), in kilometres): the brute-force distance. */
const EARTH_KM = 6378.168;
function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Events of `owner` named `<tag> n`, at the given places and dates, written into the tables at once. */
async function makeEvents(owner: QuickUser, tag: string, specs: Array<{ latitude: number | null; longitude: number | null; date: Date; online?: boolean }>): Promise<Made[]> {
  const made = specs.map((spec) => ({ id: randomUUID(), ...spec }));
  await t.db.query(`INSERT INTO content_items (id, kind, author_id) SELECT unnest($1::uuid[]), 'event', $2`, [made.map((event) => event.id), owner.accountId]);
  await t.db.query(
    `INSERT INTO events (item_id, name, description, event_date, location, category, is_online, latitude, longitude)
     SELECT id, $2 || ' ' || n, '', at, 'Somewhere', 'community', online, lat, lng
       FROM unnest($1::uuid[], $3::timestamptz[], $4::float8[], $5::float8[], $6::boolean[]) WITH ORDINALITY AS x(id, at, lat, lng, online, n)`,
    [made.map((event) => event.id), tag, made.map((event) => event.date.toISOString()), made.map((event) => event.latitude), made.map((event) => event.longitude), made.map((event) => event.online ?? false)],
  );
  return made;
}

/** A deterministic sequence of numbers in [0, 1): the sample is the same on every run. */
function randomSequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const search = (user: QuickUser, body: Record<string, unknown>): Promise<Reply> => t.client().post('/api/events/search', body, { token: user.access });

/** Every page of a REST search, following next_cursor. */
const explore = (user: QuickUser, filters: Record<string, unknown>) => allPages((cursor) => searchPage<EventJson>(t, user, filters, cursor));

const SEARCH = `query($filters: EventFiltersInput, $after: PageCursorInput) {
  searchEvents(filters: $filters, after: $after) { items { id event_name event_date distance_km } next_cursor { cursor_timestamp cursor_id } }
}`;

/** Every page of a GraphQL search. */
async function exploreGql(user: QuickUser, filters: Record<string, unknown>): Promise<Array<{ id: string; distance_km: number | null }>> {
  const seen: Array<{ id: string; distance_km: number | null }> = [];
  let after: Cursor = null;
  for (let pages = 0; pages < 100; pages += 1) {
    const reply: Reply = await t.client().gql(SEARCH, { filters, after }, { token: user.access });
    expect(reply.body.errors).toBeUndefined();
    seen.push(...reply.body.data.searchEvents.items.map((item: { id: string; distance_km: number | null }) => ({ id: item.id, distance_km: item.distance_km })));
    after = reply.body.data.searchEvents.next_cursor;
    if (!after) return seen;
  }
  throw new Error('more than 100 pages');
}

const inDays = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000);

describe('near a place: POST /api/events/search and searchEvents', () => {
  const CITIES = [
    { name: 'Paris', latitude: 48.8534, longitude: 2.3488 },
    { name: 'Lyon', latitude: 45.7485, longitude: 4.8467 },
    { name: 'Tokyo', latitude: 35.6895, longitude: 139.6917 },
    { name: 'Quito', latitude: -0.2299, longitude: -78.525 },
    { name: 'Reykjavik', latitude: 64.1355, longitude: -21.8954 },
  ];

  it('finds exactly the events a brute-force distance puts within the radius, soonest first, each with its distance', async () => {
    const tag = newTag('near');
    const [owner] = await makeQuickUsers(t, 1);
    const random = randomSequence(25);
    // 40 events around each city, up to about 130 km away, in the next 60 days; a few without a place.
    const specs: Array<{ latitude: number | null; longitude: number | null; date: Date }> = CITIES.flatMap((city) =>
      Array.from({ length: 40 }, () => ({
        latitude: city.latitude + (random() - 0.5) * 2.4,
        longitude: city.longitude + ((random() - 0.5) * 2.4) / Math.cos((city.latitude * Math.PI) / 180),
        date: inDays(1 + random() * 60),
      })),
    );
    specs.push({ latitude: null, longitude: null, date: inDays(2) }, { latitude: null, longitude: null, date: inDays(3) });
    const made = await makeEvents(owner, tag, specs);
    const order = await soonestFirst(t, made.map((event) => event.id));

    for (const city of CITIES) {
      for (const radius of [5, 10, 25, 50, 100]) {
        const expected = made
          .filter((event) => event.latitude !== null && haversineKm(city.latitude, city.longitude, event.latitude, event.longitude!) <= radius)
          .map((event) => event.id);
        // A point a hair from the edge may fall either way with floating point: none here, or the test would say so.
        const borderline = made.filter((event) => event.latitude !== null && Math.abs(haversineKm(city.latitude, city.longitude, event.latitude, event.longitude!) - radius) < 0.001);
        expect(borderline).toEqual([]);
        const found = await explore(viewer, { event_name: tag, near_latitude: city.latitude, near_longitude: city.longitude, radius_km: radius });
        expect([city.name, radius, found.map((event) => event.event_id)]).toEqual([city.name, radius, order.filter((id) => expected.includes(id))]);
        for (const event of found) {
          const spot = made.find((candidate) => candidate.id === event.event_id)!;
          const exact = haversineKm(city.latitude, city.longitude, spot.latitude!, spot.longitude!);
          expect(event.distance_km).toBeCloseTo(Math.round(exact * 10) / 10, 5);
        }
      }
    }
    // Without a radius: 25 km. GraphQL's near gives the same events and distances.
    const paris = CITIES[0];
    const rest = await explore(viewer, { event_name: tag, near_latitude: paris.latitude, near_longitude: paris.longitude });
    expect(rest.map((event) => event.event_id)).toEqual(
      order.filter((id) => {
        const spot = made.find((event) => event.id === id)!;
        return spot.latitude !== null && haversineKm(paris.latitude, paris.longitude, spot.latitude, spot.longitude!) <= 25;
      }),
    );
    const gql = await exploreGql(viewer, { event_name: tag, near: { latitude: paris.latitude, longitude: paris.longitude, radius_km: 25 } });
    expect(gql).toEqual(rest.map((event) => ({ id: event.event_id, distance_km: event.distance_km })));
    // Outside a search near a place there is no distance.
    const everything = await explore(viewer, { event_name: tag });
    expect(everything).toHaveLength(made.length);
    expect(everything.every((event) => event.distance_km === null)).toBe(true);
  });

  it('near a place of the place search is near its coordinates', async () => {
    const tag = newTag('near');
    const [owner] = await makeQuickUsers(t, 1);
    // Paris (GeoNames 2988507) and Lyon, 390 km apart.
    const [inParis, , justOutside] = await makeEvents(owner, tag, [
      { latitude: 48.86, longitude: 2.35, date: inDays(2) },
      { latitude: 45.75, longitude: 4.85, date: inDays(3) },
      { latitude: 48.8534 + 26 / 111.2, longitude: 2.3488, date: inDays(4) },
    ]);
    const found = await explore(viewer, { event_name: tag, near_place_id: '2988507', radius_km: 25 });
    expect(found.map((event) => event.event_id)).toEqual([inParis.id]);
    const place = { latitude: 48.85341, longitude: 2.3488 };
    expect(found[0].distance_km).toBe(Math.round(haversineKm(place.latitude, place.longitude, 48.86, 2.35) * 10) / 10);
    const wider = await exploreGql(viewer, { event_name: tag, near: { place_id: '2988507', radius_km: 50 } });
    expect(wider.map((event) => event.id)).toEqual([inParis.id, justOutside.id]);
  });

  it('combines near with the name, category and type filters, and leaves out past events', async () => {
    const tag = newTag('near');
    const [owner] = await makeQuickUsers(t, 1);
    // The third is over, the fourth in Osaka: neither is listed.
    const [music, online] = await makeEvents(owner, tag, [
      { latitude: 35.69, longitude: 139.7, date: inDays(2) },
      { latitude: 35.7, longitude: 139.69, date: inDays(3), online: true },
      { latitude: 35.69, longitude: 139.7, date: inDays(-1) },
      { latitude: 34.69, longitude: 135.5, date: inDays(2) },
    ]);
    await t.db.query(`UPDATE events SET category = 'music' WHERE item_id = $1`, [music.id]);
    const near = { near_latitude: 35.6895, near_longitude: 139.6917, radius_km: 10 };
    expect((await explore(viewer, { event_name: tag, ...near })).map((event) => event.event_id)).toEqual([music.id, online.id]);
    expect((await explore(viewer, { event_name: tag, ...near, event_category: 'music' })).map((event) => event.event_id)).toEqual([music.id]);
    expect((await explore(viewer, { event_name: tag, ...near, event_is_online: true })).map((event) => event.event_id)).toEqual([online.id]);
    expect((await explore(viewer, { event_name: `${tag} 2`, ...near })).map((event) => event.event_id)).toEqual([online.id]);
  });

  it('leaves out events of people on the other side of a block, and of suspended people', async () => {
    const tag = newTag('near');
    const [me, blocker, blocked, suspended, friend] = await makeQuickUsers(t, 5);
    const spot = { latitude: -33.87, longitude: 151.21 };
    const [visible] = await makeEvents(friend, tag, [{ ...spot, date: inDays(2) }]);
    await makeEvents(blocker, tag, [{ ...spot, date: inDays(3) }]);
    await makeEvents(blocked, tag, [{ ...spot, date: inDays(4) }]);
    await makeEvents(suspended, tag, [{ ...spot, date: inDays(5) }]);
    expect((await t.client().post(`/api/profile/block/${me.username}`, undefined, { token: blocker.access })).status).toBe(200);
    expect((await t.client().post(`/api/profile/block/${blocked.username}`, undefined, { token: me.access })).status).toBe(200);
    await t.db.query('UPDATE accounts SET suspended_at = now() WHERE id = $1', [suspended.accountId]);
    const near = { near_latitude: spot.latitude, near_longitude: spot.longitude };
    expect((await explore(me, { event_name: tag, ...near })).map((event) => event.event_id)).toEqual([visible.id]);
    const markers = await t.client().post('/api/events/map', { event_name: tag, min_latitude: -34, max_latitude: -33, min_longitude: 151, max_longitude: 152 }, { token: me.access });
    expect(markers.body.data.markers.map((marker: { event_id: string }) => marker.event_id)).toEqual([visible.id]);
    // Someone else sees the blocker's and the blocked one's events, never the suspended one's.
    expect(await explore(viewer, { event_name: tag, ...near })).toHaveLength(3);
  });

  it('costs the same SQL statements for a page of twelve events near a place as for one', async () => {
    const tag = newTag('near');
    const [owner] = await makeQuickUsers(t, 1);
    const spot = { latitude: 59.33, longitude: 18.07 };
    await makeEvents(owner, tag, Array.from({ length: LIMITS.pageSize + 3 }, (_, n) => ({ latitude: spot.latitude + n / 1000, longitude: spot.longitude, date: inDays(2 + n) })));
    const [lonely] = await makeEvents(owner, `${tag}x`, [{ latitude: spot.latitude, longitude: spot.longitude, date: inDays(2) }]);
    const near = { near_latitude: spot.latitude, near_longitude: spot.longitude, radius_km: 5 };
    const QUERY = `query($filters: EventFiltersInput) {
      searchEvents(filters: $filters) {
        items { id event_name event_date distance_km like_count is_liked comment_count interest_count is_interested media { media_id }
          friends_interested { count people { id username } } }
        next_cursor { cursor_id }
      }
    }`;
    const gqlNear = { latitude: spot.latitude, longitude: spot.longitude, radius_km: 5 };
    let one: Reply | undefined;
    let twelve: Reply | undefined;
    const gqlOne = await statementsOf(t, async () => {
      one = await t.client().gql(QUERY, { filters: { event_name: `${tag}x`, near: gqlNear } }, { token: viewer.access });
    });
    const gqlTwelve = await statementsOf(t, async () => {
      twelve = await t.client().gql(QUERY, { filters: { event_name: tag, near: gqlNear } }, { token: viewer.access });
    });
    expect(one!.body.data.searchEvents.items.map((item: { id: string }) => item.id)).toEqual([lonely.id]);
    expect(twelve!.body.data.searchEvents.items).toHaveLength(LIMITS.pageSize);
    expect(gqlTwelve).toHaveLength(gqlOne.length);
    expect(gqlTwelve.filter((sql) => sql.includes('earth_box'))).toHaveLength(1);
    const restOne = await statementsOf(t, () => search(viewer, { event_name: `${tag}x`, ...near }));
    const restTwelve = await statementsOf(t, () => search(viewer, { event_name: tag, ...near }));
    expect(restTwelve).toHaveLength(restOne.length);
  });
});

describe('when: date_filter, date_from and date_to in the viewer time zone', () => {
  /** A filter's window as PostgreSQL computes it in `zone`, as SQL bounds over `now()`. */
  const WINDOWS: Record<string, [string, string]> = {
    today: ['date_trunc(\'day\', now() AT TIME ZONE $2) AT TIME ZONE $2', '(date_trunc(\'day\', now() AT TIME ZONE $2) + interval \'1 day\') AT TIME ZONE $2'],
    tomorrow: ['(date_trunc(\'day\', now() AT TIME ZONE $2) + interval \'1 day\') AT TIME ZONE $2', '(date_trunc(\'day\', now() AT TIME ZONE $2) + interval \'2 days\') AT TIME ZONE $2'],
    this_weekend: [
      `(date_trunc('day', now() AT TIME ZONE $2) + CASE WHEN extract(isodow FROM now() AT TIME ZONE $2) = 7 THEN interval '0 days' ELSE (6 - extract(isodow FROM now() AT TIME ZONE $2)) * interval '1 day' END) AT TIME ZONE $2`,
      `(date_trunc('day', now() AT TIME ZONE $2) + CASE WHEN extract(isodow FROM now() AT TIME ZONE $2) = 7 THEN interval '1 day' ELSE (8 - extract(isodow FROM now() AT TIME ZONE $2)) * interval '1 day' END) AT TIME ZONE $2`,
    ],
    this_week: ['now()', `(date_trunc('day', now() AT TIME ZONE $2) + (8 - extract(isodow FROM now() AT TIME ZONE $2)) * interval '1 day') AT TIME ZONE $2`],
    this_month: ['now()', `(date_trunc('month', now() AT TIME ZONE $2) + interval '1 month') AT TIME ZONE $2`],
  };

  it.each(['America/New_York', 'Asia/Tokyo'])('lists the events of each window in %s, and of a range of days', async (zone) => {
    const tag = newTag('near');
    const [owner] = await makeQuickUsers(t, 1);
    // Three events a day for 40 days, at 00:30, 12:00 and 23:30 on the zone's clock.
    const instants: Array<{ at: Date }> = await t.db.query(
      `SELECT ((date_trunc('day', now() AT TIME ZONE $1) + d * interval '1 day' + m * interval '1 minute') AT TIME ZONE $1) AS at
         FROM generate_series(0, 39) AS d CROSS JOIN unnest(ARRAY[30, 720, 1410]) AS m`,
      [zone],
    );
    const made = await makeEvents(owner, tag, instants.map(({ at }) => ({ latitude: 40.7, longitude: -74, date: new Date(at) })));
    const ids = made.map((event) => event.id);
    const expectedIn = async (from: string, until: string, parameters: unknown[] = []) =>
      (
        await t.db.query(
          `SELECT item_id FROM events WHERE item_id = ANY($1) AND event_date >= now() AND event_date >= ${from} AND event_date < ${until} ORDER BY event_date, item_id`,
          [ids, zone, ...parameters],
        )
      ).map((row: { item_id: string }) => row.item_id);

    for (const [filter, [from, until]] of Object.entries(WINDOWS)) {
      const expected = await expectedIn(from, until);
      const found = await explore(viewer, { event_name: tag, date_filter: filter, viewer_timezone: zone });
      expect([filter, found.map((event) => event.event_id)]).toEqual([filter, expected]);
      const gql = await exploreGql(viewer, { event_name: tag, date_filter: filter.toUpperCase(), viewer_timezone: zone });
      expect([filter, gql.map((event) => event.id)]).toEqual([filter, expected]);
    }
    const [{ upcoming }] = await t.db.query('SELECT count(*)::int AS upcoming FROM events WHERE item_id = ANY($1) AND event_date >= now()', [ids]);
    expect(await explore(viewer, { event_name: tag, date_filter: 'any', viewer_timezone: zone })).toHaveLength(upcoming);

    // A range of days, both included, in the zone; with "near" too.
    const [{ first, last }] = await t.db.query(
      `SELECT to_char(now() AT TIME ZONE $1 + interval '3 days', 'YYYY-MM-DD') AS first, to_char(now() AT TIME ZONE $1 + interval '5 days', 'YYYY-MM-DD') AS last`,
      [zone],
    );
    const range = await expectedIn(`($3::date)::timestamp AT TIME ZONE $2`, `($4::date + 1)::timestamp AT TIME ZONE $2`, [first, last]);
    expect(range).toHaveLength(9);
    const found = await explore(viewer, { event_name: tag, date_from: first, date_to: last, viewer_timezone: zone, near_latitude: 40.71, near_longitude: -74.0 });
    expect(found.map((event) => event.event_id)).toEqual(range);
    expect((await explore(viewer, { event_name: tag, date_from: first, date_to: first, viewer_timezone: zone })).map((event) => event.event_id)).toEqual(range.slice(0, 3));
  });

  it('counts days in UTC when no zone is given', async () => {
    const tag = newTag('near');
    const [owner] = await makeQuickUsers(t, 1);
    const instants: Array<{ at: Date }> = await t.db.query(
      `SELECT (date_trunc('day', now() AT TIME ZONE 'UTC') + interval '1 day' + m * interval '1 minute') AT TIME ZONE 'UTC' AS at FROM unnest(ARRAY[-30, 30, 1410, 1470]) AS m`,
    );
    const made = await makeEvents(owner, tag, instants.map(({ at }) => ({ latitude: null, longitude: null, date: new Date(at) })));
    const found = await explore(viewer, { event_name: tag, date_filter: 'tomorrow' });
    expect(found.map((event) => event.event_id)).toEqual([made[1].id, made[2].id]);
  });
});

describe('the map: POST /api/events/map and eventMap', () => {
  const MAP = `query($filters: EventFiltersInput, $bounds: MapBoundsInput!) { eventMap(filters: $filters, bounds: $bounds) { event_id event_name event_date latitude longitude } }`;

  it('shows the upcoming events inside the bounds with the filters, soonest first, at most 500, across the 180th meridian too', async () => {
    const tag = newTag('near');
    const [owner] = await makeQuickUsers(t, 1);
    // In the middle of the Pacific, where no other test puts events.
    const inside = await makeEvents(owner, tag, Array.from({ length: EVENT_MAP_LIMITS.markers + 5 }, (_, n) => ({ latitude: -20 + (n % 10) / 100, longitude: 179.5 + (n % 7) / 100, date: inDays(1 + n / 100) })));
    const [acrossTheLine, outside, noPlace, past] = await makeEvents(owner, tag, [
      { latitude: -20.05, longitude: -179.6, date: inDays(0.5) },
      { latitude: -25, longitude: 179.5, date: inDays(0.5) },
      { latitude: null, longitude: null, date: inDays(0.5) },
      { latitude: -20.05, longitude: 179.55, date: inDays(-1) },
    ]);
    const bounds = { min_latitude: -21, max_latitude: -19, min_longitude: 179, max_longitude: 180 };
    const reply = await t.client().post('/api/events/map', { event_name: tag, ...bounds }, { token: viewer.access });
    expect(reply.status).toBe(200);
    const markers = reply.body.data.markers as Array<{ event_id: string; event_name: string; event_date: string; latitude: number; longitude: number }>;
    const order = await soonestFirst(t, inside.map((event) => event.id));
    expect(markers.map((marker) => marker.event_id)).toEqual(order.slice(0, EVENT_MAP_LIMITS.markers));
    expect(markers[0]).toEqual({ event_id: order[0], event_name: expect.stringContaining(tag), event_date: expect.any(String), latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(markers.map((marker) => marker.event_id)).not.toContain(acrossTheLine.id);

    // From 179° east to 179° west: the event just past the line comes first.
    const across = { min_latitude: -21, max_latitude: -19, min_longitude: 179, max_longitude: -179 };
    const gql = await t.client().gql(MAP, { filters: { event_name: tag }, bounds: across }, { token: viewer.access });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.eventMap).toHaveLength(EVENT_MAP_LIMITS.markers);
    expect(gql.body.data.eventMap[0]).toMatchObject({ event_id: acrossTheLine.id, latitude: -20.05, longitude: -179.6 });
    const all = gql.body.data.eventMap.map((marker: { event_id: string }) => marker.event_id);
    for (const id of [outside.id, noPlace.id, past.id]) expect(all).not.toContain(id);

    // With "when" and "near" as well.
    const near = await t.client().post('/api/events/map', { event_name: tag, ...across, near_latitude: -20.05, near_longitude: -179.6, radius_km: 5 }, { token: viewer.access });
    expect(near.body.data.markers.map((marker: { event_id: string }) => marker.event_id)).toEqual([acrossTheLine.id]);
  });

  it('tells the tiles to draw the map on', async () => {
    const reply = await t.client().get('/api/events/map/config', { token: viewer.access });
    expect(reply.body).toEqual({ success: true, data: { map_config: { tiles_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' } } });
    const gql = await t.client().gql('{ mapConfig { tiles_url attribution } }', {}, { token: viewer.access });
    expect(gql.body.data.mapConfig).toEqual(reply.body.data.map_config);
  });
});

describe('bad input on both doors', () => {
  const bounds = { min_latitude: 0, max_latitude: 1, min_longitude: 0, max_longitude: 1 };

  it.each<[string, Record<string, unknown>, string]>([
    ['a radius off the list', { near_latitude: 1, near_longitude: 1, radius_km: 7 }, english(EVENT_NEAR_MESSAGES.radiusInvalid)],
    ['a radius that is text', { near_latitude: 1, near_longitude: 1, radius_km: 'far' }, english(EVENT_NEAR_MESSAGES.radiusInvalid)],
    ['a latitude past the pole', { near_latitude: 90.5, near_longitude: 1 }, english(EVENT_NEAR_MESSAGES.latitudeInvalid)],
    ['a longitude past the line', { near_latitude: 1, near_longitude: -180.01 }, english(EVENT_NEAR_MESSAGES.longitudeInvalid)],
    ['a latitude that is text', { near_latitude: 'north', near_longitude: 1 }, english(EVENT_NEAR_MESSAGES.latitudeInvalid)],
    ['a latitude alone', { near_latitude: 1 }, english(EVENT_NEAR_MESSAGES.coordinatesIncomplete)],
    ['a place and coordinates', { near_place_id: '2988507', near_latitude: 1, near_longitude: 1 }, english(EVENT_NEAR_MESSAGES.placeAndCoordinates)],
    ['an unknown place', { near_place_id: '999999999' }, english(EVENT_NEAR_MESSAGES.placeInvalid)],
    ['a date filter off the list', { date_filter: 'someday' }, english(EVENT_NEAR_MESSAGES.dateFilterInvalid)],
    ['an upper-case date filter', { date_filter: 'TODAY' }, english(EVENT_NEAR_MESSAGES.dateFilterInvalid)],
    ['a first day written otherwise', { date_from: '1/5/2031' }, english(EVENT_NEAR_MESSAGES.dateFromInvalid)],
    ['a first day not in the calendar', { date_from: '2031-02-30' }, english(EVENT_NEAR_MESSAGES.dateFromInvalid)],
    ['a last day written otherwise', { date_to: '2031-05-01T00:00' }, english(EVENT_NEAR_MESSAGES.dateToInvalid)],
    ['a range ending before it starts', { date_from: '2031-05-02', date_to: '2031-05-01' }, english(EVENT_NEAR_MESSAGES.dateRangeReversed)],
    ['an unknown time zone', { viewer_timezone: 'Mars/Olympus_Mons' }, english(EVENT_NEAR_MESSAGES.timezoneInvalid)],
  ])('%s answers 400 naming the field, on the search and on the map', async (_label, body, message) => {
    const reply = await search(viewer, body);
    expectEnvelope(reply, 400);
    expect(reply.body.error).toEqual([message]);
    const map = await t.client().post('/api/events/map', { ...body, ...bounds }, { token: viewer.access });
    expectEnvelope(map, 400);
    expect(map.body.error).toEqual([message]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a radius off the list', { near: { latitude: 1, longitude: 1, radius_km: 7 } }, english(EVENT_NEAR_MESSAGES.radiusInvalid)],
    ['a latitude past the pole', { near: { latitude: -91, longitude: 1 } }, english(EVENT_NEAR_MESSAGES.latitudeInvalid)],
    ['a longitude alone', { near: { longitude: 1 } }, english(EVENT_NEAR_MESSAGES.coordinatesIncomplete)],
    ['an unknown place', { near: { place_id: 'nowhere' } }, english(EVENT_NEAR_MESSAGES.placeInvalid)],
    ['a range ending before it starts', { date_from: '2031-05-02', date_to: '2031-05-01' }, english(EVENT_NEAR_MESSAGES.dateRangeReversed)],
    ['an unknown time zone', { viewer_timezone: 'Nowhere/Else' }, english(EVENT_NEAR_MESSAGES.timezoneInvalid)],
  ])('GraphQL: %s is an error with status 400 naming the field', async (_label, filters, message) => {
    const reply = await t.client().gql(SEARCH, { filters }, { token: viewer.access });
    expect(reply.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'request/invalid', status: 400 } });
    const map = await t.client().gql(`query($filters: EventFiltersInput, $bounds: MapBoundsInput!) { eventMap(filters: $filters, bounds: $bounds) { event_id } }`, { filters, bounds }, { token: viewer.access });
    expect(map.body.errors?.[0]).toMatchObject({ message, extensions: { status: 400 } });
  });

  it('names the field in the language asked for', async () => {
    const reply = await t.client().post('/api/events/search', { date_from: '2031-05-02', date_to: '2031-05-01' }, { token: viewer.access, headers: { 'accept-language': 'fr' } });
    expect([reply.status, reply.body.error]).toEqual([400, ['date_to ne peut pas précéder date_from.']]);
  });

  it('refuses map bounds out of range or upside down, and a date filter GraphQL does not know', async () => {
    const cases: Array<[Record<string, number>, string]> = [
      [{ ...bounds, min_latitude: -91 }, english(EVENT_NEAR_MESSAGES.boundsLatitudeInvalid)],
      [{ ...bounds, min_latitude: 2 }, english(EVENT_NEAR_MESSAGES.boundsLatitudeInvalid)],
      [{ ...bounds, max_longitude: 181 }, english(EVENT_NEAR_MESSAGES.boundsLongitudeInvalid)],
    ];
    for (const [box, message] of cases) {
      const reply = await t.client().post('/api/events/map', box, { token: viewer.access });
      expectEnvelope(reply, 400);
      expect(reply.body.error).toEqual([message]);
      const gql = await t.client().gql(`query($bounds: MapBoundsInput!) { eventMap(bounds: $bounds) { event_id } }`, { bounds: box }, { token: viewer.access });
      expect(gql.body.errors?.[0]).toMatchObject({ message, extensions: { status: 400 } });
    }
    const missing = await t.client().post('/api/events/map', { min_latitude: 0 }, { token: viewer.access });
    expectEnvelope(missing, 400);
    const unknownFilter = await t.client().gql(SEARCH, { filters: { date_filter: 'SOMEDAY' } }, { token: viewer.access });
    expect(unknownFilter.status).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expectEnvelope(await t.client().post('/api/events/map', bounds), 401);
    expectEnvelope(await t.client().get('/api/events/map/config'), 401);
  });
});
