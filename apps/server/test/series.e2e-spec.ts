import { SERIES_MESSAGES } from '@gatherly/schema';
import { SeriesService } from '../src/series/series.service';
import { instantOfWallClock } from '../src/series/zoned-time';
import { expectEnvelope } from './support/envelope';
import { statementsOf } from './support/statements';
import { aJpeg, eventFields, makeQuickUsers, QuickUser, uploadForm } from './support/factories';
import { jobsDone } from './support/jobs';
import { Reply, startTestApp, TestApp } from './support/test-app';
import { english } from '../src/i18n/texts';

/**
 * Repeating events: creating an event with event_rrule makes a series and its dates within the
 * next 90 days (each an event of its own, at the same wall-clock time in the event's zone); the
 * daily job makes the next ones; PATCH/DELETE ?scope=following (GraphQL scope: FOLLOWING) reach the
 * later dates; GET /api/events/series/:series_id and eventSeries list the upcoming dates.
 */

let t: TestApp;
let host: QuickUser;
let guest: QuickUser;

beforeAll(async () => {
  t = await startTestApp();
  [host, guest] = await makeQuickUsers(t, 2);
});

afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;
const WEEKDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

interface EventJson {
  event_id: string;
  event_name: string;
  event_date: string;
  series_id: string | null;
  media: Array<{ media_file: string }>;
}

/** Creates an event over REST (multipart, one image) with these fields; answers the reply. */
async function create(fields: Record<string, string>, owner = host) {
  return t.client().multipart('/api/events', uploadForm(eventFields(fields), [await aJpeg()]), { token: owner.access });
}

/** A series of `rrule` from `date`; answers its first event. */
async function series(rrule: string, date: Date, fields: Record<string, string> = {}): Promise<EventJson> {
  const reply = await create({ event_rrule: rrule, event_date: date.toISOString(), ...fields });
  expect([reply.status, reply.text]).toEqual([201, expect.any(String)]);
  return reply.body.data.event;
}

/** Every upcoming date of a series over REST, page after page. */
async function datesOf(seriesId: string, viewer = host): Promise<EventJson[]> {
  const seen: EventJson[] = [];
  let cursor: Record<string, string> | null = null;
  for (let pages = 0; pages < 30; pages += 1) {
    const reply: Reply = await t.client().get(`/api/events/series/${seriesId}${cursor ? `?${new URLSearchParams(cursor)}` : ''}`, { token: viewer.access });
    expect([reply.status, reply.text]).toEqual([200, expect.any(String)]);
    expect(reply.body.data.series.series_id).toBe(seriesId);
    seen.push(...reply.body.data.events);
    cursor = reply.body.data.next_cursor;
    if (!cursor) return seen;
  }
  throw new Error('more than 30 pages');
}

/** A time `days` ahead at 18:00 UTC, and its weekday as BYDAY says it. */
function ahead(days: number): { date: Date; day: string } {
  const date = new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY + 18 * 3_600_000);
  return { date, day: WEEKDAY[date.getUTCDay()] };
}

/** The last Sunday of March (Europe's spring change of clocks) at least 50 days ahead. */
function nextSpringChange(): Date {
  for (let year = new Date().getUTCFullYear(); ; year += 1) {
    const lastDay = new Date(Date.UTC(year, 2, 31));
    const sunday = new Date(lastDay.getTime() - lastDay.getUTCDay() * DAY);
    if (sunday.getTime() > Date.now() + 50 * DAY) return sunday;
  }
}

/** The `position`th (-1: last) `weekday` (0 Sunday … 6 Saturday) of a month (it may pass 11: the next year's), at 00:00 UTC. */
function nthWeekday(year: number, month: number, weekday: number, position: number): Date {
  const days = Array.from({ length: 31 }, (_, index) => new Date(Date.UTC(year, month, index + 1))).filter(
    (day) => day.getUTCMonth() === new Date(Date.UTC(year, month, 1)).getUTCMonth() && day.getUTCDay() === weekday,
  );
  return position === -1 ? days.at(-1)! : days[position - 1];
}

const names = (events: EventJson[]) => events.map((event) => event.event_name);
const instants = (events: EventJson[]) => events.map((event) => new Date(event.event_date).toISOString());

describe('creating a series', () => {
  it('makes the dates of the next 90 days, each an event with the same fields and images, linked to the series', async () => {
    const { date, day } = ahead(2);
    const first = await series(`FREQ=WEEKLY;BYDAY=${day};COUNT=52`, date, { event_name: 'Weekly run' });
    expect(first.series_id).toEqual(expect.any(String));
    const dates = await datesOf(first.series_id!);
    // 2, 9, … 86 days ahead: 13 dates within the window, of 52.
    expect(instants(dates)).toEqual(Array.from({ length: 13 }, (_, week) => new Date(date.getTime() + week * 7 * DAY).toISOString()));
    expect(new Set(names(dates))).toEqual(new Set(['Weekly run']));
    expect(dates[0].event_id).toBe(first.event_id);
    const media: Array<{ keys: number; rows: number }> = await t.db.query(
      `SELECT count(DISTINCT m.storage_key)::int AS keys, count(*)::int AS rows FROM content_media m JOIN events e ON e.item_id = m.item_id WHERE e.series_id = $1`,
      [first.series_id],
    );
    expect(media).toEqual([{ keys: 1, rows: 13 }]);
    const read = await t.client().get(`/api/events/by-id/${dates[5].event_id}`, { token: guest.access });
    expect(read.body.data.event).toMatchObject({ series_id: first.series_id, event_name: 'Weekly run', media: [{ media_file: first.media[0].media_file }] });
  });

  it('keeps 7:30 PM at 7:30 PM in Europe/Paris across the change to summer time, the daily job making the later dates', async () => {
    const change = nextSpringChange();
    // Six Tuesdays before the change, four after, at 19:30 in Paris (18:30 UTC in winter).
    const start = new Date(change.getTime() - 40 * DAY + 18.5 * 3_600_000);
    const first = await series('FREQ=WEEKLY;BYDAY=TU;COUNT=10', start, { event_timezone: 'Europe/Paris', event_name: 'Paris jazz' });
    expect(new Date(first.event_date).toISOString()).toBe(start.toISOString());
    await t.app.get(SeriesService).extendAll(new Date(start.getTime() + 60 * DAY));
    const dates = await datesOf(first.series_id!);
    expect(instants(dates)).toEqual([
      ...Array.from({ length: 6 }, (_, week) => new Date(start.getTime() + week * 7 * DAY).toISOString()),
      ...Array.from({ length: 4 }, (_, week) => new Date(start.getTime() + (week + 6) * 7 * DAY - 3_600_000).toISOString()),
    ]);
    const [state] = await t.db.query('SELECT complete FROM event_series WHERE id = $1', [first.series_id]);
    expect(state.complete).toBe(true);
    // Run again: nothing twice.
    await t.app.get(SeriesService).extendAll(new Date(start.getTime() + 61 * DAY));
    expect(await datesOf(first.series_id!)).toHaveLength(10);
  });

  it('moves its window on: the daily job makes the dates that come within 90 days, each once, until the last', async () => {
    const { date, day } = ahead(2);
    const first = await series(`FREQ=WEEKLY;BYDAY=${day};COUNT=20`, date);
    const weeks = (until: number) => Array.from({ length: 20 }, (_, week) => new Date(date.getTime() + week * 7 * DAY)).filter((at) => at.getTime() <= until);
    expect(await datesOf(first.series_id!)).toHaveLength(13);
    const later = Date.now() + 30 * DAY;
    expect(await t.app.get(SeriesService).extendAll(new Date(later))).toBeGreaterThanOrEqual(weeks(later + 90 * DAY).length - 13);
    expect(instants(await datesOf(first.series_id!))).toEqual(weeks(later + 90 * DAY).map((at) => at.toISOString()));
    const [open] = await t.db.query('SELECT complete FROM event_series WHERE id = $1', [first.series_id]);
    expect(open.complete).toBe(false);
    await t.app.get(SeriesService).extendAll(new Date(later + 60 * DAY));
    expect(instants(await datesOf(first.series_id!))).toEqual(weeks(Infinity).map((at) => at.toISOString()));
    const [done] = await t.db.query('SELECT complete FROM event_series WHERE id = $1', [first.series_id]);
    expect(done.complete).toBe(true);
  });

  it.each([
    ['FREQ=WEEKLY;BYDAY=MO', english(SERIES_MESSAGES.rruleNoEnd)],
    ['FREQ=WEEKLY;BYDAY=MO;COUNT=201', english(SERIES_MESSAGES.rruleTooMany)],
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE;UNTIL=20301231', english(SERIES_MESSAGES.rruleTooMany)],
    ['FREQ=DAILY;COUNT=5', english(SERIES_MESSAGES.rruleFrequency)],
    ['FREQ=WEEKLY;COUNT=5', english(SERIES_MESSAGES.rruleWeeklyDays)],
    ['FREQ=WEEKLY;INTERVAL=3;BYDAY=MO;COUNT=5', english(SERIES_MESSAGES.rruleInterval)],
    ['FREQ=MONTHLY;BYDAY=FR;COUNT=5', english(SERIES_MESSAGES.rruleMonthlyDay)],
    ['FREQ=WEEKLY;BYDAY=MO;COUNT=5;BYSETPOS=1', english(SERIES_MESSAGES.rrulePartUnsupported('BYSETPOS'))],
    ['not a rule', english(SERIES_MESSAGES.rruleInvalid)],
  ])('refuses %j with a 400 naming event_rrule, making nothing', async (rrule, message) => {
    const name = `Refused ${Math.random().toString(36).slice(2)}`;
    const reply = await create({ event_rrule: rrule, event_name: name, event_date: ahead(3).date.toISOString() });
    expectEnvelope(reply, 400);
    expect(reply.body.error).toContain(message);
    expect(message).toMatch(/event_rrule/);
    expect(await t.db.query('SELECT 1 FROM events WHERE name = $1', [name])).toEqual([]);
  });

  it('refuses a rule on an edit, and an unknown scope', async () => {
    const first = await series(`FREQ=WEEKLY;BYDAY=${ahead(4).day};COUNT=3`, ahead(4).date);
    const withRule = await t.client().request('PATCH', `/api/events/by-id/${first.event_id}`, { token: host.access, json: { event_rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=2' } });
    expectEnvelope(withRule, 400);
    expect(withRule.body.error).toEqual([english(SERIES_MESSAGES.rruleOnUpdate)]);
    const badScope = await t.client().request('PATCH', `/api/events/by-id/${first.event_id}?scope=all`, { token: host.access, json: { event_name: 'x' } });
    expectEnvelope(badScope, 400);
    expect(badScope.body.error).toEqual([english(SERIES_MESSAGES.scopeInvalid)]);
    const french = await t.client().request('PATCH', `/api/events/by-id/${first.event_id}`, { token: host.access, json: { event_rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=2' }, headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect([french.status, french.body.error]).toEqual([400, ['event_rrule ne peut être donné qu’à la création de l’événement.']]);
  });
});

describe('this and following', () => {
  it('changes one date, or this and the later ones (a moved date starting a series of its own), over REST and GraphQL', async () => {
    const { date, day } = ahead(5);
    const first = await series(`FREQ=WEEKLY;BYDAY=${day};COUNT=6`, date, { event_name: 'Choir' });
    const [, second, third, , fifth] = await datesOf(first.series_id!);
    const one = await t.client().request('PATCH', `/api/events/by-id/${second.event_id}?scope=this`, { token: host.access, json: { event_name: 'Choir (other room)' } });
    expect([one.status, one.text]).toEqual([200, expect.any(String)]);
    const later = new Date(new Date(third.event_date).getTime() + 3_600_000).toISOString();
    const following = await t.client().request('PATCH', `/api/events/by-id/${third.event_id}?scope=following`, { token: host.access, json: { event_name: 'Choir at 7', event_date: later } });
    expect([following.status, following.text]).toEqual([200, expect.any(String)]);
    // The moved date starts a series of its own; the old one ends before it.
    const split: string = following.body.data.event.series_id;
    expect(split).not.toBe(first.series_id);
    const dates = [...(await datesOf(first.series_id!)), ...(await datesOf(split))];
    expect(names(dates)).toEqual(['Choir', 'Choir (other room)', 'Choir at 7', 'Choir at 7', 'Choir at 7', 'Choir at 7']);
    expect(instants(dates)).toEqual(Array.from({ length: 6 }, (_, week) => new Date(date.getTime() + week * 7 * DAY + (week >= 2 ? 3_600_000 : 0)).toISOString()));

    const graphql = await t.client().gql(
      `mutation ($id: ID!) { updateEvent(id: $id, input: { event_description: "Bring water" }, scope: FOLLOWING) { event_id series_id event_description } }`,
      { id: fifth.event_id },
      { token: host.access },
    );
    expect(graphql.body.errors).toBeUndefined();
    // A change of fields only keeps the series.
    expect(graphql.body.data!.updateEvent).toEqual({ event_id: fifth.event_id, series_id: split, event_description: 'Bring water' });
    const rows: Array<{ description: string }> = await t.db.query('SELECT description FROM events WHERE series_id = ANY($1) ORDER BY event_date', [[first.series_id, split]]);
    expect(rows.map((row) => row.description === 'Bring water')).toEqual([false, false, false, false, true, true]);
    expect(await datesOf(split)).toHaveLength(4);
  });

  it('moves Tuesdays and Thursdays to Wednesdays and Fridays over REST, at 7 PM in Berlin across the change to summer time, keeping the count', async () => {
    const change = nextSpringChange();
    // Tue and Thu at 19:00 in Berlin (18:00 UTC in winter) from the Tuesday 19 days before the change: 8 dates.
    const start = new Date(change.getTime() - 19 * DAY + 18 * 3_600_000);
    const first = await series('FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8', start, { event_timezone: 'Europe/Berlin', event_name: 'Berlin choir' });
    // The first date may be past the window: the daily job makes the others once it is near, and never the first again.
    await t.app.get(SeriesService).extendAll(new Date(start.getTime() - 80 * DAY));
    await t.app.get(SeriesService).extendAll(start);
    expect(await datesOf(first.series_id!)).toHaveLength(8);
    const [, , third] = await datesOf(first.series_id!);
    expect(new Date(third.event_date).toISOString()).toBe(new Date(start.getTime() + 7 * DAY).toISOString());
    const wednesday = new Date(new Date(third.event_date).getTime() + DAY);
    const reply = await t.client().request('PATCH', `/api/events/by-id/${third.event_id}?scope=following`, { token: host.access, json: { event_date: wednesday.toISOString() } });
    expect([reply.status, reply.text]).toEqual([200, expect.any(String)]);
    const split: string = reply.body.data.event.series_id;
    const moved = await datesOf(split);
    // Wed and Fri, the six dates that were left: 19:00 in Berlin is 18:00 UTC before the change, 17:00 after.
    const expected = [-11, -9, -4, -2, 3, 5].map((days) => new Date(change.getTime() + days * DAY + (days < 0 ? 18 : 17) * 3_600_000).toISOString());
    expect(instants(moved)).toEqual(expected);
    expect(moved[0].event_id).toBe(third.event_id);
    const [old] = await t.db.query('SELECT rrule, complete FROM event_series WHERE id = $1', [first.series_id]);
    expect(old.complete).toBe(true);
    expect(old.rrule).toMatch(/;UNTIL=\d{8}T\d{6}$/);
    expect(instants(await datesOf(first.series_id!))).toEqual([start.toISOString(), new Date(start.getTime() + 2 * DAY).toISOString()]);
    const [rule] = await t.db.query('SELECT rrule, complete FROM event_series WHERE id = $1', [split]);
    expect(rule).toEqual({ rrule: expect.stringMatching(/^DTSTART;TZID=Europe\/Berlin:\d{8}T190000\nRRULE:FREQ=WEEKLY;BYDAY=WE,FR;COUNT=6$/), complete: true });
    await t.app.get(SeriesService).extendAll(new Date(change.getTime() + 30 * DAY));
    expect(instants(await datesOf(split))).toEqual(expected);
  });

  it('moves the second Tuesday of each month to the same position of the new weekday over GraphQL, and keeps every two weeks from the new date', async () => {
    const zone = 'Europe/Berlin';
    const at7 = (day: Date) => instantOfWallClock(new Date(day.getTime() + 19 * 3_600_000), zone);
    const now = new Date();
    const months = Array.from({ length: 5 }, (_, index) => [now.getUTCFullYear(), now.getUTCMonth() + 1 + index] as const);
    const first = await series('FREQ=MONTHLY;BYDAY=2TU;COUNT=4', at7(nthWeekday(...months[0], 2, 2)), { event_timezone: zone, event_name: 'Second Tuesday' });
    await t.app.get(SeriesService).extendAll(new Date(new Date(first.event_date).getTime() + 60 * DAY));
    const [, second] = await datesOf(first.series_id!);
    expect(new Date(second.event_date).toISOString()).toBe(at7(nthWeekday(...months[1], 2, 2)).toISOString());
    const wednesday = new Date(nthWeekday(...months[1], 2, 2).getTime() + DAY);
    const position = Math.ceil(wednesday.getUTCDate() / 7);
    const reply = await t.client().gql(
      `mutation ($id: ID!, $date: String!) { updateEvent(id: $id, input: { event_date: $date }, scope: FOLLOWING) { event_id series_id event_date } }`,
      { id: second.event_id, date: at7(wednesday).toISOString() },
      { token: host.access },
    );
    expect(reply.body.errors).toBeUndefined();
    const split: string = reply.body.data!.updateEvent.series_id;
    expect(split).not.toBe(first.series_id);
    expect(instants(await datesOf(split))).toEqual([1, 2, 3].map((index) => at7(nthWeekday(...months[index], 3, position)).toISOString()));
    const [rule] = await t.db.query('SELECT rrule FROM event_series WHERE id = $1', [split]);
    expect(rule.rrule).toMatch(new RegExp(`RRULE:FREQ=MONTHLY;BYDAY=${position}WE;COUNT=3$`));

    // Every two weeks on Mondays, the second date moved to a Tuesday: every other Tuesday from it.
    const monday = ahead(1 + ((8 - ahead(1).date.getUTCDay()) % 7)).date;
    const biweekly = await series('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;COUNT=5', monday);
    const [, next] = await datesOf(biweekly.series_id!);
    const tuesday = new Date(monday.getTime() + 15 * DAY);
    const moved = await t.client().gql(`mutation ($id: ID!, $date: String!) { updateEvent(id: $id, input: { event_date: $date }, scope: FOLLOWING) { series_id } }`, { id: next.event_id, date: tuesday.toISOString() }, { token: host.access });
    expect(moved.body.errors).toBeUndefined();
    expect(instants(await datesOf(moved.body.data!.updateEvent.series_id))).toEqual([0, 14, 28, 42].map((days) => new Date(tuesday.getTime() + days * DAY).toISOString()));
  });

  it('moves the last Friday to the last Saturday over REST, an UNTIL rule keeping the dates that were left', async () => {
    const now = new Date();
    const months = Array.from({ length: 4 }, (_, index) => [now.getUTCFullYear(), now.getUTCMonth() + 1 + index] as const);
    const at = (day: Date) => new Date(day.getTime() + 18 * 3_600_000);
    const lastFridays = months.map((month) => at(nthWeekday(...month, 5, -1)));
    const until = lastFridays[3].toISOString().slice(0, 10).replaceAll('-', '');
    const first = await series(`FREQ=MONTHLY;BYDAY=-1FR;UNTIL=${until}`, lastFridays[0], { event_name: 'Last Friday' });
    await t.app.get(SeriesService).extendAll(new Date(lastFridays[0].getTime() + 60 * DAY));
    const [, second] = await datesOf(first.series_id!);
    const reply = await t.client().request('PATCH', `/api/events/by-id/${second.event_id}?scope=following`, {
      token: host.access,
      json: { event_date: new Date(lastFridays[1].getTime() + DAY).toISOString() },
    });
    expect([reply.status, reply.text]).toEqual([200, expect.any(String)]);
    const moved = await datesOf(reply.body.data.event.series_id);
    expect(instants(moved)).toEqual(months.slice(1).map((month) => at(nthWeekday(...month, 6, -1)).toISOString()));
    await t.app.get(SeriesService).extendAll(new Date(lastFridays[3].getTime() + 10 * DAY));
    expect(await datesOf(reply.body.data.event.series_id)).toHaveLength(3);
  });


  it('deletes one date keeping the others and their images, or this and the following, which ends the series', async () => {
    const { date, day } = ahead(6);
    const first = await series(`FREQ=WEEKLY;BYDAY=${day};COUNT=8`, date);
    const [one, two, , four] = await datesOf(first.series_id!);
    const single = await t.client().request('DELETE', `/api/events/by-id/${one.event_id}?scope=this`, { token: host.access });
    expect([single.status, single.text]).toEqual([200, expect.any(String)]);
    const url = two.media[0].media_file;
    const image = await t.client().get(url.startsWith('http') ? new URL(url).pathname : url);
    expect(image.status).toBe(200);

    const rest = await t.client().request('DELETE', `/api/events/by-id/${four.event_id}?scope=following`, { token: host.access });
    expect([rest.status, rest.text]).toEqual([200, expect.any(String)]);
    const left = await datesOf(first.series_id!);
    expect(left.map((event) => event.event_id)).toEqual([two.event_id, expect.any(String)]);
    const [state] = await t.db.query('SELECT complete, rrule FROM event_series WHERE id = $1', [first.series_id]);
    expect(state.complete).toBe(true);
    expect(state.rrule).toMatch(/UNTIL=\d{8}T\d{6}(;|$)/);
    await t.app.get(SeriesService).extendAll(new Date(Date.now() + 60 * DAY));
    expect(await datesOf(first.series_id!)).toHaveLength(2);

    const other = await series(`FREQ=WEEKLY;BYDAY=${day};COUNT=4`, date);
    const [, otherSecond] = await datesOf(other.series_id!);
    const graphql = await t.client().gql(`mutation ($id: ID!) { deleteEvent(id: $id, scope: FOLLOWING) }`, { id: otherSecond.event_id }, { token: host.access });
    expect(graphql.body).toEqual({ data: { deleteEvent: true } });
    expect((await datesOf(other.series_id!)).map((event) => event.event_id)).toEqual([other.event_id]);
  });

  it('gives every date the mentions and link preview of the first, and of the date edited for the following ones, each person told once', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const unique = `${process.pid}-${Date.now().toString(36)}`;
    const [programme, newProgramme] = [`https://series-${unique}.example/programme`, `https://series-${unique}.example/new-programme`];
    // Previews are cached per URL (fetched by the job link-previews.e2e-spec.ts proves); these two are ready.
    await t.db.query(
      `INSERT INTO link_previews (url, status, title, description, site_name, fetched_at) VALUES ($1, 'ready', 'Programme', 'All the songs', 'Choir', now()), ($2, 'ready', 'New programme', NULL, 'Choir', now())`,
      [programme, newProgramme],
    );
    const { date, day } = ahead(3);
    const first = await series(`FREQ=WEEKLY;BYDAY=${day};COUNT=16`, date, { event_description: `Led by @${ada.username}, see ${programme}` });
    const mention = (who: QuickUser) => ({ account_id: who.accountId, username: who.username, written_as: who.username });
    const preview = (url: string, title: string, description: string | null) => ({ url, title, description, site_name: 'Choir', image: null });
    type Shared = EventJson & { mentions: unknown[]; link_preview: unknown };
    const told = async (who: QuickUser): Promise<number> => {
      await jobsDone(t);
      const [row] = await t.db.query(`SELECT count(*)::int AS count FROM notifications WHERE kind = 'mention' AND recipient_id = $1`, [who.accountId]);
      return row.count;
    };

    // The dates made with the first, and those the daily job makes as the window moves on.
    await t.app.get(SeriesService).extendAll(new Date(Date.now() + 30 * DAY));
    const dates = (await datesOf(first.series_id!, guest)) as Shared[];
    expect(dates).toHaveLength(16);
    for (const event of dates) expect(event).toMatchObject({ mentions: [mention(ada)], link_preview: preview(programme, 'Programme', 'All the songs') });
    expect(await told(ada)).toBe(1);

    // This and following: the third date and the later ones name Bob and the new programme; the first two keep theirs.
    const edited = await t.client().request('PATCH', `/api/events/by-id/${dates[2].event_id}?scope=following`, {
      token: host.access,
      json: { event_description: `Led by @${bob.username} and @${ada.username}: ${newProgramme}` },
    });
    expect([edited.status, edited.text]).toEqual([200, expect.any(String)]);
    const after = (await datesOf(first.series_id!, guest)) as Shared[];
    expect(after.map((event) => event.event_id)).toEqual(dates.map((event) => event.event_id));
    for (const event of after.slice(0, 2)) expect(event).toMatchObject({ mentions: [mention(ada)], link_preview: preview(programme, 'Programme', 'All the songs') });
    for (const event of after.slice(2)) expect(event).toMatchObject({ mentions: [mention(bob), mention(ada)], link_preview: preview(newProgramme, 'New programme', null) });
    expect([await told(ada), await told(bob)]).toEqual([1, 1]);
  });

  it("refuses someone else's dates", async () => {
    const first = await series(`FREQ=WEEKLY;BYDAY=${ahead(7).day};COUNT=3`, ahead(7).date);
    const edit = await t.client().request('PATCH', `/api/events/by-id/${first.event_id}?scope=following`, { token: guest.access, json: { event_name: 'Mine' } });
    expect(edit.status).toBe(403);
    const removal = await t.client().request('DELETE', `/api/events/by-id/${first.event_id}?scope=following`, { token: guest.access });
    expect(removal.status).toBe(403);
    expect(await datesOf(first.series_id!)).toHaveLength(3);
  });
});

describe('reading a series', () => {
  it('pages its upcoming dates over GraphQL as over REST', async () => {
    const { date, day } = ahead(1);
    const first = await series(`FREQ=WEEKLY;BYDAY=${day};COUNT=15`, date);
    const rest = await datesOf(first.series_id!, guest);
    const seen: string[] = [];
    let after: unknown = null;
    for (let pages = 0; pages < 5; pages += 1) {
      const reply = await t.client().gql(
        `query ($id: ID!, $after: PageCursorInput) { eventSeries(id: $id, after: $after) { series { series_id rrule } events { items { event_id series_id } next_cursor { cursor_timestamp cursor_id } } } }`,
        { id: first.series_id, after },
        { token: guest.access },
      );
      expect(reply.body.errors).toBeUndefined();
      const page = reply.body.data!.eventSeries;
      expect(page.series).toEqual({ series_id: first.series_id, rrule: expect.stringMatching(/^DTSTART;TZID=UTC:\d{8}T180000\nRRULE:FREQ=WEEKLY;BYDAY=\w\w;COUNT=15$/) });
      seen.push(...page.events.items.map((event: EventJson) => event.event_id));
      after = page.events.next_cursor;
      if (!after) break;
    }
    expect(seen).toEqual(rest.map((event) => event.event_id));
    expect(seen).toHaveLength(13);
  });

  it('costs as many SQL statements for one date as for a full page, on both doors', async () => {
    const one = await series(`FREQ=WEEKLY;BYDAY=${ahead(9).day};COUNT=1`, ahead(9).date);
    const many = await series(`FREQ=WEEKLY;BYDAY=${ahead(2).day};COUNT=20`, ahead(2).date);
    const rest = (id: string) => statementsOf(t, () => t.client().get(`/api/events/series/${id}`, { token: guest.access }));
    const graphql = (id: string) =>
      statementsOf(t, () =>
        t.client().gql(
          `query ($id: ID!) { eventSeries(id: $id) { series { rrule } events { items { event_id event_name series_id media { media_file } is_interested like_count } next_cursor { cursor_id } } } }`,
          { id },
          { token: guest.access },
        ),
      );
    for (const door of [rest, graphql]) {
      await door(many.series_id!);
      const [single, page] = [await door(one.series_id!), await door(many.series_id!)];
      expect(page.length).toBe(single.length);
    }
  });

  it('is not found for someone on the other side of a block, nor for an unknown id', async () => {
    const [blocked] = await makeQuickUsers(t, 1);
    const first = await series(`FREQ=WEEKLY;BYDAY=${ahead(8).day};COUNT=2`, ahead(8).date);
    await t.db.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [host.accountId, blocked.accountId]);
    for (const id of [first.series_id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const reply = await t.client().get(`/api/events/series/${id}`, { token: (id === first.series_id ? blocked : guest).access });
      expectEnvelope(reply, 404);
      expect(reply.body.message).toBe(english(SERIES_MESSAGES.seriesNotFound));
    }
    const graphql = await t.client().gql(`query ($id: ID!) { eventSeries(id: $id) { series { series_id } } }`, { id: first.series_id }, { token: blocked.access });
    expect(graphql.body.errors?.[0].extensions).toMatchObject({ code: 'series/not_found' });
  });
});
