import ical from 'node-ical';
import { PLACE_MESSAGES } from '@gatherly/schema';
import { english } from '../src/i18n/texts';
import { expectEnvelope } from './support/envelope';
import { aJpeg, eventFields, makeEvent, makeQuickUsers, type QuickUser, uploadForm } from './support/factories';
import { startTestApp, type TestApp } from './support/test-app';

/** Places of the world gazetteer on both doors, and events placed and timed by them. */

let t: TestApp;
let host: QuickUser;
let viewer: QuickUser;

const PLACE_FIELDS = 'place_id name region country latitude longitude timezone';
const EVENT_PLACE = 'event_timezone event_date event_place { place_id name region country latitude longitude }';

beforeAll(async () => {
  t = await startTestApp();
  [host, viewer] = await makeQuickUsers(t, 2);
});

afterAll(async () => {
  await t?.close();
});

async function searchRest(query: string) {
  const reply = await t.client().get(`/api/places?query=${encodeURIComponent(query)}`, { token: viewer.access });
  expect(reply.status).toBe(200);
  return reply.body.data.places as Array<Record<string, unknown>>;
}

async function placeOf(query: string): Promise<{ place_id: string; name: string; timezone: string }> {
  const [place] = await searchRest(query);
  return place as { place_id: string; name: string; timezone: string };
}

describe('place search', () => {
  it('offers Paris, France first for "par" over REST and GraphQL, each place with its region, country and zone', async () => {
    const places = await searchRest('par');
    expect(places.length).toBeGreaterThan(1);
    expect(places.length).toBeLessThanOrEqual(10);
    expect(places[0]).toMatchObject({ name: 'Paris', region: 'Île-de-France', country: 'France', timezone: 'Europe/Paris', place_id: expect.stringMatching(/^\d+$/) });

    const gql = await t.client().gql(`query($query: String!) { places(query: $query) { ${PLACE_FIELDS} } }`, { query: 'PAR' }, { token: viewer.access });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.places[0]).toEqual(places[0]);
  });

  it('ignores accents and case, and narrows "name, region"', async () => {
    expect((await placeOf('zurich')).name).toBe('Zürich');
    expect(await placeOf('Paris, Texas')).toMatchObject({ name: 'Paris', region: 'Texas', country: 'United States', timezone: 'America/Chicago' });
    expect(await searchRest('qqqqzz')).toEqual([]);
  });

  it('refuses a missing, blank or too long query on both doors, naming query, and asks for a session', async () => {
    for (const path of ['/api/places', '/api/places?query=', `/api/places?query=${'x'.repeat(101)}`]) {
      const reply = await t.client().get(path, { token: viewer.access });
      expectEnvelope(reply, 400);
      expect(JSON.stringify(reply.body)).toMatch(/query/);
    }
    const gql = await t.client().gql('query { places(query: "  ") { place_id } }', undefined, { token: viewer.access });
    expect(gql.body.errors?.[0]).toMatchObject({ message: english(PLACE_MESSAGES.queryRequired), extensions: { code: 'request/invalid', status: 400 } });
    expectEnvelope(await t.client().get('/api/places?query=paris'), 401);
  });
});

describe('an event in Tokyo', () => {
  it('keeps its zone and place, read by a viewer in New York with the same instant, on both doors', async () => {
    const tokyo = await placeOf('Tokyo');
    const date = '2031-05-01T19:30:00+09:00';
    const event = await makeEvent(t, host, { event_name: 'Sake tasting', event_date: date, event_place_id: tokyo.place_id });
    expect(event).toMatchObject({ event_timezone: 'Asia/Tokyo', event_place: { place_id: tokyo.place_id, name: tokyo.name, country: 'Japan' } });

    const read = await t.client().get(`/api/events/by-id/${event.event_id}`, { token: viewer.access });
    expect(read.body.data.event).toMatchObject({ event_timezone: 'Asia/Tokyo', event_date: new Date(date).toISOString(), event_place: { place_id: tokyo.place_id } });

    const gql = await t.client().gql(`query($id: ID!) { event(id: $id) { ... on Event { ${EVENT_PLACE} } } }`, { id: event.event_id }, { token: viewer.access });
    expect(gql.body.data.event).toMatchObject({ event_timezone: 'Asia/Tokyo', event_date: new Date(date).toISOString(), event_place: { place_id: tokyo.place_id, name: tokyo.name } });
  });

  it('writes DTSTART;TZID=Asia/Tokyo with its VTIMEZONE in the .ics file and the feed, at the same instant', async () => {
    const tokyo = await placeOf('Tokyo');
    const event = await makeEvent(t, host, { event_name: 'Ramen walk', event_date: '2031-05-01T19:30:00+09:00', event_place_id: tokyo.place_id });

    const file = await t.client().get(`/api/events/by-id/${event.event_id}/calendar.ics`, { token: viewer.access });
    expect(file.text).toContain('DTSTART;TZID=Asia/Tokyo:20310501T193000');
    expect(file.text).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Asia\/Tokyo\r\n/);
    const [parsed] = Object.values(ical.sync.parseICS(file.text)).filter((entry): entry is ical.VEvent => entry.type === 'VEVENT');
    expect(new Date(parsed.start).toISOString()).toBe('2031-05-01T10:30:00.000Z');

    await t.client().post(`/api/events/interest/${event.event_id}`, undefined, { token: viewer.access });
    const feedUrl = new URL((await t.client().post('/api/calendar/feed', undefined, { token: viewer.access })).body.data.url);
    const feed = await t.client().get(feedUrl.pathname);
    expect(feed.text).toContain('DTSTART;TZID=Asia/Tokyo:20310501T193000');
    expect(feed.text).toContain('TZID:Asia/Tokyo');
  });
});

describe('placing events', () => {
  it('names coordinates by the nearest place and takes their zone; a chosen zone wins', async () => {
    const event = await makeEvent(t, host, { event_latitude: '40.7128', event_longitude: '-74.0060' });
    expect(event.event_timezone).toBe('America/New_York');
    expect(event.event_place).toMatchObject({ place_id: null, latitude: 40.7128, longitude: -74.006, country: 'United States' });

    const online = await makeEvent(t, host, { event_is_online: 'true', event_timezone: 'Europe/Berlin' });
    expect(online).toMatchObject({ event_timezone: 'Europe/Berlin', event_place: null });
    expect((await makeEvent(t, host)).event_timezone).toBe('UTC');
  });

  it('moves an event to another place over GraphQL (its zone follows), and takes the place away with null', async () => {
    const [tokyo, paris] = [await placeOf('Tokyo'), await placeOf('Paris')];
    const event = await makeEvent(t, host, { event_place_id: tokyo.place_id });
    const update = (input: Record<string, unknown>) =>
      t.client().gql(`mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { ${EVENT_PLACE} } }`, { id: event.event_id, input }, { token: host.access });

    const moved = await update({ event_place_id: paris.place_id });
    expect(moved.body.data.updateEvent).toMatchObject({ event_timezone: 'Europe/Paris', event_place: { place_id: paris.place_id, name: 'Paris' }, event_date: event.event_date });

    const cleared = await update({ event_place_id: null });
    expect(cleared.body.data.updateEvent).toMatchObject({ event_timezone: 'Europe/Paris', event_place: null });

    const rezoned = await t.client().request('PATCH', `/api/events/by-id/${event.event_id}`, { token: host.access, json: { event_timezone: 'Asia/Tokyo' } });
    expect(rezoned.body.data.event).toMatchObject({ event_timezone: 'Asia/Tokyo', event_place: null });
  });

  it.each([
    ['an unknown place id', { event_place_id: '999999999' }, PLACE_MESSAGES.placeUnknown],
    ['a latitude out of range', { event_latitude: '91', event_longitude: '0' }, PLACE_MESSAGES.latitudeInvalid],
    ['a longitude out of range', { event_latitude: '0', event_longitude: '-180.5' }, PLACE_MESSAGES.longitudeInvalid],
    ['a latitude without longitude', { event_latitude: '10' }, PLACE_MESSAGES.coordinatesIncomplete],
    ['a latitude that is no number', { event_latitude: 'north', event_longitude: '3' }, PLACE_MESSAGES.latitudeInvalid],
    ['a place and coordinates', { event_place_id: '2988507', event_latitude: '1', event_longitude: '1' }, PLACE_MESSAGES.placeAndCoordinates],
    ['an unknown time zone', { event_timezone: 'Mars/Olympus_Mons' }, PLACE_MESSAGES.timezoneInvalid],
  ])('refuses %s with a 400 naming the field, on creation over REST and on update over GraphQL', async (_label, fields, message) => {
    const reply = await t.client().multipart('/api/events', uploadForm(eventFields(fields), [await aJpeg()]), { token: host.access });
    expectEnvelope(reply, 400);
    expect(reply.body.error).toContain(english(message));

    const event = await makeEvent(t, host);
    const input = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, key.startsWith('event_l') && Number.isFinite(Number(value)) ? Number(value) : value]));
    if (typeof input.event_latitude === 'string') return; // GraphQL's Float refuses text before the service sees it
    const gql = await t.client().gql('mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { event_timezone } }', { id: event.event_id, input }, { token: host.access });
    expect(gql.body.errors?.[0]).toMatchObject({ message: english(message), extensions: { code: 'request/invalid', status: 400 } });
  });

  it('refuses a place and coordinates together in French when French is asked for, over REST and GraphQL', async () => {
    const french = 'Envoyez soit event_place_id, soit event_latitude et event_longitude, pas les deux.';
    const fields = { event_place_id: '2988507', event_latitude: '1', event_longitude: '1' };
    const reply = await t.client().multipart('/api/events', uploadForm(eventFields(fields), [await aJpeg()]), { token: host.access, headers: { 'accept-language': 'fr' } });
    expectEnvelope(reply, 400);
    expect(reply.body.error).toContain(french);
    const event = await makeEvent(t, host);
    const input = { event_place_id: '2988507', event_latitude: 1, event_longitude: 1 };
    const gql = await t.client().gql('mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { event_timezone } }', { id: event.event_id, input }, { token: host.access, headers: { 'accept-language': 'fr' } });
    expect(gql.body.errors?.[0]).toMatchObject({ message: french, extensions: { code: 'request/invalid', status: 400 } });
  });
});
