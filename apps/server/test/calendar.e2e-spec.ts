import ical from 'node-ical';
import { SINGLE_LINE_MESSAGES } from '@gatherly/schema';
import { expectEnvelope } from './support/envelope';
import { aJpeg, eventFields, makeEvent, makeQuickUsers, makeRemark, QuickUser, uploadForm } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';
import { english } from '../src/i18n/texts';

/** Events as iCalendar: one event to download, and the private feed of one's Interested events. */

let t: TestApp;
let owner: QuickUser;
let fan: QuickUser;

beforeAll(async () => {
  t = await startTestApp();
  [owner, fan] = await makeQuickUsers(t, 2);
});

afterAll(async () => {
  await t?.close();
});

type VEvent = ical.VEvent;
const eventsOf = (text: string) => Object.values(ical.sync.parseICS(text)).filter((entry): entry is VEvent => entry.type === 'VEVENT');

describe('one event as .ics', () => {
  it('parses back with its instant, name, place, description and a link back, over REST and GraphQL', async () => {
    const event = await makeEvent(t, owner, { event_name: 'Jazz night', event_date: '2031-05-01T18:00:00+02:00', event_location: 'Riverside park', event_category: 'music' });
    const reply = await t.client().get(`/api/events/by-id/${event.event_id}/calendar.ics`, { token: fan.access });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(reply.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const [parsed] = eventsOf(reply.text);
    expect(parsed.uid).toBe(`${event.event_id}@gatherly`);
    expect(parsed.summary).toBe('Jazz night');
    expect(parsed.location).toBe('Riverside park');
    expect(new Date(parsed.start).toISOString()).toBe('2031-05-01T16:00:00.000Z');
    expect(parsed.description).toContain(`${t.config.publicUrl}/?event=${event.event_id}`);

    const gql = await t.client().gql('query($id: ID!) { eventCalendar(id: $id) }', { id: event.event_id }, { token: fan.access });
    expect(eventsOf(gql.body.data.eventCalendar)[0].summary).toBe('Jazz night');
  });

  it('answers 404 for what is not an event and 401 without a session', async () => {
    const remark = await makeRemark(t, owner);
    expectEnvelope(await t.client().get(`/api/events/by-id/${remark.remark_id}/calendar.ics`, { token: fan.access }), 404);
    expectEnvelope(await t.client().get('/api/events/by-id/not-an-id/calendar.ics', { token: fan.access }), 404);
    expectEnvelope(await t.client().get(`/api/events/by-id/${remark.remark_id}/calendar.ics`), 401);
  });
});

describe('the private calendar feed', () => {
  it("lists the owner's Interested events at a secret address, until it is replaced or turned off", async () => {
    const [reader] = await makeQuickUsers(t, 1);
    const wanted = await makeEvent(t, owner, { event_name: 'Morning run' });
    await makeEvent(t, owner, { event_name: 'Not for me' });
    await t.client().post(`/api/events/interest/${wanted.event_id}`, undefined, { token: reader.access });

    expect((await t.client().gql('{ hasCalendarFeed }', undefined, { token: reader.access })).body.data.hasCalendarFeed).toBe(false);
    const created = await t.client().post('/api/calendar/feed', undefined, { token: reader.access });
    expect(created.status).toBe(201);
    const url = new URL(created.body.data.url);
    expect(url.pathname).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const feed = await t.client().get(url.pathname);
    expect(feed.status).toBe(200);
    expect(eventsOf(feed.text).map((entry) => entry.summary)).toEqual(['Morning run']);
    expect((await t.client().gql('{ hasCalendarFeed }', undefined, { token: reader.access })).body.data.hasCalendarFeed).toBe(true);

    const replaced = await t.client().gql('mutation { createCalendarFeed }', undefined, { token: reader.access });
    expect(new URL(replaced.body.data.createCalendarFeed).pathname).not.toBe(url.pathname);
    expectEnvelope(await t.client().get(url.pathname), 404);
    expect((await t.client().get(new URL(replaced.body.data.createCalendarFeed).pathname)).status).toBe(200);

    expect((await t.client().request('DELETE', '/api/calendar/feed', { token: reader.access })).status).toBe(200);
    expectEnvelope(await t.client().get(new URL(replaced.body.data.createCalendarFeed).pathname), 404);
  });

  it.each([['a guessed token', `${'A'.repeat(43)}.ics`], ['no .ics', 'abc'], ['a path of the API', 'feed']])('answers 404 for %s', async (_label, file) => {
    expectEnvelope(await t.client().get(`/api/calendar/${file}`), 404);
  });
});

describe('a name that would forge lines of a calendar file', () => {
  const FORGED = 'Jam\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nATTENDEE:mailto:victim@example.com\r\nSUMMARY:Free money';
  /** Lines of the file as a calendar app reads them, unfolded. */
  const linesOf = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

  it('is refused over REST and GraphQL, naming the field', async () => {
    const created = await t.client().multipart('/api/events', uploadForm(eventFields({ event_name: FORGED }), [await aJpeg()]), { token: owner.access });
    expect([created.status, created.body]).toEqual([400, { success: false, error: [english(SINGLE_LINE_MESSAGES.eventName)] }]);
    const event = await makeEvent(t, owner);
    const patched = await t.client().request('PATCH', `/api/events/by-id/${event.event_id}`, { token: owner.access, json: { event_name: 'Jam\nnight' } });
    expect([patched.status, patched.body]).toEqual([400, { success: false, error: [english(SINGLE_LINE_MESSAGES.eventName)] }]);
    const gql = await t.client().gql('mutation($id: ID!, $name: String!) { updateEvent(id: $id, input: { event_name: $name }) { id } }', { id: event.event_id, name: FORGED }, { token: owner.access });
    expect(gql.body.errors?.[0]).toMatchObject({ message: english(SINGLE_LINE_MESSAGES.eventName), extensions: { code: 'request/invalid', status: 400 } });
  });

  it('stored before the rule, stays the text of one event, in its summary and in the name of the calendar', async () => {
    const event = await makeEvent(t, owner);
    await t.db.query('UPDATE events SET name = $1 WHERE item_id = $2', [FORGED, event.event_id]);
    for (const text of [
      (await t.client().get(`/api/events/by-id/${event.event_id}/calendar.ics`, { token: fan.access })).text,
      (await t.client().gql('query($id: ID!) { eventCalendar(id: $id) }', { id: event.event_id }, { token: fan.access })).body.data.eventCalendar as string,
    ]) {
      expect(linesOf(text).filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
      expect(linesOf(text).filter((line) => /^(ATTENDEE|SUMMARY:Free)/.test(line))).toEqual([]);
      expect(linesOf(text).filter((line) => /^(NAME|X-WR-CALNAME):/.test(line))).toEqual(
        ['NAME', 'X-WR-CALNAME'].map((name) => `${name}:${FORGED.replaceAll('\r\n', '\\n')}`),
      );
      const [parsed] = eventsOf(text);
      expect(parsed.summary).toContain('ATTENDEE:mailto:victim@example.com');
      expect(parsed.attendee).toBeUndefined();
    }
  });
});
