import { EVENT_SEARCH_MESSAGES, LIMITS, PROFILE_MESSAGES, type Said } from '@gatherly/schema';
import { english } from '../src/i18n/texts';
import { expectEnvelope } from './support/envelope';
import { allPages, Cursor, newTag, searchPage, soonestFirst } from './support/event-search';
import { daysFromNow, makeEvent, makeQuickUsers, QuickUser } from './support/factories';
import { statementsOf } from './support/statements';
import { Reply, startTestApp, TestApp } from './support/test-app';

/**
 * Finding events (spec §2 Events page, §7 POST /api/events/search and GET /api/events/interested):
 * upcoming events only, soonest first, paged by (event_date, id), filtered by name, category and
 * type; the viewer's interested events; and who of the people they follow is interested.
 * Each test searches by a tag of its own (newTag) in its events' names.
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
  event_category: string;
  event_is_online: boolean;
  friends_interested: { count: number; people: Array<{ account_id: string; username: string; profile_image: string | null }> };
}

/** An event of `owner` named `<tag> <name>`, `days` ahead, with the given fields; answers its id. */
async function event(owner: QuickUser, tag: string, name: string, fields: Record<string, string> = {}, days = 10): Promise<string> {
  return (await makeEvent(t, owner, { event_name: `${tag} ${name}`, event_date: daysFromNow(days), ...fields })).event_id;
}

/** Moves an event into the past, as time passing would. */
async function moveToPast(id: string): Promise<void> {
  await t.db.query(`UPDATE events SET event_date = now() - interval '1 day' WHERE item_id = $1`, [id]);
}

function search(user: QuickUser, body: Record<string, unknown>): Promise<Reply> {
  return t.client().post('/api/events/search', body, { token: user.access });
}


const ids = (events: EventJson[]) => events.map((item) => item.event_id);
const explore = async (user: QuickUser, filters: Record<string, unknown>) => allPages((cursor) => searchPage<EventJson>(t, user, filters, cursor));

async function interestedPage(user: QuickUser, cursor: Cursor) {
  const reply = await t.client().get(`/api/events/interested${cursor ? `?${new URLSearchParams(cursor)}` : ''}`, { token: user.access });
  expect([reply.status, reply.text]).toEqual([200, expect.any(String)]);
  return { events: reply.body.data.events as EventJson[], next: reply.body.data.next_cursor as Cursor };
}

const mark = (user: QuickUser, id: string) => t.client().post(`/api/events/interest/${id}`, undefined, { token: user.access });
const unmark = (user: QuickUser, id: string) => t.client().request('DELETE', `/api/events/interest/${id}`, { token: user.access });

const SEARCH = `query($filters: EventFiltersInput, $after: PageCursorInput) {
  searchEvents(filters: $filters, after: $after) { items { id event_name event_date } next_cursor { cursor_timestamp cursor_id } }
}`;
const INTERESTED = `query($after: PageCursorInput) { interestedEvents(after: $after) { items { id } next_cursor { cursor_timestamp cursor_id } } }`;

describe('Explore: POST /api/events/search and searchEvents', () => {
  it('lists upcoming events soonest first, leaving out past ones', async () => {
    const tag = newTag('tag');
    const [owner] = await makeQuickUsers(t, 1);
    const later = await event(owner, tag, 'later', {}, 9);
    const soon = await event(owner, tag, 'soon', {}, 2);
    const middle = await event(owner, tag, 'middle', {}, 5);
    const past = await event(owner, tag, 'past', {}, 3);
    await moveToPast(past);

    const found = await explore(viewer, { event_name: tag });
    expect(ids(found)).toEqual([soon, middle, later]);
    expect(found[0]).toMatchObject({ event_name: `${tag} soon`, event_category: 'community', event_is_online: false, friends_interested: { count: 0, people: [] } });

    const gql = await t.client().gql(SEARCH, { filters: { event_name: tag } }, { token: viewer.access });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.searchEvents.items.map((item: { id: string }) => item.id)).toEqual([soon, middle, later]);
    expect(gql.body.data.searchEvents.next_cursor).toBeNull();
  });

  it('finds names containing the text in any case, taking %, _ and \\ as typed', async () => {
    const tag = newTag('tag');
    const [owner] = await makeQuickUsers(t, 1);
    const jazz = await event(owner, tag, 'Rooftop JAZZ night', {}, 2);
    const percent = await event(owner, tag, '100% vinyl', {}, 3);
    const hundred = await event(owner, tag, '1000 vinyls', {}, 4);
    const underscore = await event(owner, tag, 'snake_case meetup', {}, 5);
    const snake = await event(owner, tag, 'snakeXcase meetup', {}, 6);
    const slash = await event(owner, tag, 'back\\slash party', {}, 7);

    expect(ids(await explore(viewer, { event_name: `${tag} rooftop jazz` }))).toEqual([jazz]);
    expect(ids(await explore(viewer, { event_name: `  ${tag.toUpperCase()} ROOFTOP  ` }))).toEqual([jazz]);
    expect(ids(await explore(viewer, { event_name: `${tag} 100%` }))).toEqual([percent]);
    expect(ids(await explore(viewer, { event_name: `${tag} 100` }))).toEqual([percent, hundred]);
    expect(ids(await explore(viewer, { event_name: `${tag} snake_` }))).toEqual([underscore]);
    expect(ids(await explore(viewer, { event_name: `${tag} back\\s` }))).toEqual([slash]);
    expect(ids(await explore(viewer, { event_name: tag }))).toEqual([jazz, percent, hundred, underscore, snake, slash]);
    // Too long to be in any name: nothing, not an error. A NUL is refused with the body, as everywhere.
    expect(await explore(viewer, { event_name: 'x'.repeat(LIMITS.eventNameLength + 1) })).toEqual([]);
    expectEnvelope(await search(viewer, { event_name: `${tag}\u0000` }), 400);
  });

  it('filters by category and by type, alone and together with the name', async () => {
    const tag = newTag('tag');
    const [owner] = await makeQuickUsers(t, 1);
    const musicOnline = await event(owner, tag, 'stream', { event_category: 'music', event_is_online: 'true' }, 2);
    const musicHall = await event(owner, tag, 'concert', { event_category: 'music', event_is_online: 'false' }, 3);
    const gamingOnline = await event(owner, tag, 'lan', { event_category: 'gaming', event_is_online: 'true' }, 4);

    expect(ids(await explore(viewer, { event_name: tag, event_category: 'music' }))).toEqual([musicOnline, musicHall]);
    expect(ids(await explore(viewer, { event_name: tag, event_is_online: true }))).toEqual([musicOnline, gamingOnline]);
    expect(ids(await explore(viewer, { event_name: tag, event_is_online: false }))).toEqual([musicHall]);
    expect(ids(await explore(viewer, { event_name: tag, event_category: 'music', event_is_online: true }))).toEqual([musicOnline]);
    expect(ids(await explore(viewer, { event_name: tag, event_category: 'gaming', event_is_online: false }))).toEqual([]);
    // Empty and null filters do not filter; the form's "true" works as well as true.
    expect(ids(await explore(viewer, { event_name: tag, event_category: '', event_is_online: null }))).toEqual([musicOnline, musicHall, gamingOnline]);
    expect(ids(await explore(viewer, { event_name: tag, event_is_online: 'true' }))).toEqual([musicOnline, gamingOnline]);

    // Without the name, every event listed matches, ours among them in order.
    const music = await explore(viewer, { event_category: 'music' });
    expect(music.every((item) => item.event_category === 'music')).toBe(true);
    expect(ids(music).filter((id) => [musicOnline, musicHall, gamingOnline].includes(id))).toEqual([musicOnline, musicHall]);
    const online = await explore(viewer, { event_is_online: true });
    expect(online.every((item) => item.event_is_online)).toBe(true);
    expect(ids(online).filter((id) => [musicOnline, musicHall, gamingOnline].includes(id))).toEqual([musicOnline, gamingOnline]);
    const dates = online.map((item) => Date.parse(item.event_date));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));

    const gql = await t.client().gql(SEARCH, { filters: { event_name: tag, event_category: 'music', event_is_online: false } }, { token: viewer.access });
    expect(gql.body.data.searchEvents.items.map((item: { id: string }) => item.id)).toEqual([musicHall]);
  });

  it('pages without duplicates or gaps, through events at the same instant, while events come and go', async () => {
    const tag = newTag('tag');
    const [owner] = await makeQuickUsers(t, 1);
    const created: string[] = [];
    for (let n = 0; n < 2 * LIMITS.pageSize + 5; n += 1) created.push(await event(owner, tag, `number ${n}`, {}, 3 + n / 10));
    // Fifteen of them at one instant (with microseconds), ordered among themselves by id.
    await t.db.query(`UPDATE events SET event_date = date_trunc('second', now()) + interval '5 days 0.123456 seconds' WHERE item_id = ANY($1)`, [created.slice(5, 20)]);
    const expected = await soonestFirst(t, created);

    const first = await searchPage<EventJson>(t, viewer, { event_name: tag }, null);
    expect(ids(first.events)).toEqual(expected.slice(0, LIMITS.pageSize));
    expect(first.next).toEqual({ cursor_timestamp: expect.stringMatching(/\.\d{6}Z$/), cursor_id: expected[LIMITS.pageSize - 1] });
    const gqlFirst = (await t.client().gql(SEARCH, { filters: { event_name: tag } }, { token: viewer.access })).body.data.searchEvents;
    expect(gqlFirst.items.map((item: { id: string }) => item.id)).toEqual(ids(first.events));
    expect(gqlFirst.next_cursor).toEqual(first.next);

    // Between pages: one new event before the cursor (not shown: its place was passed), one after
    // it (shown), and the deletion of one already shown and of one still to come.
    await event(owner, tag, 'sooner than the cursor', {}, 1);
    const latest = await event(owner, tag, 'latest', {}, 30);
    for (const id of [expected[0], expected[LIMITS.pageSize + 1]]) {
      expect((await t.client().request('DELETE', `/api/events/by-id/${id}`, { token: owner.access })).status).toBe(200);
    }

    const rest: string[] = [];
    let cursor = first.next;
    while (cursor) {
      const page = await searchPage<EventJson>(t, viewer, { event_name: tag }, cursor);
      rest.push(...ids(page.events));
      cursor = page.next;
    }
    expect(rest).toEqual([...expected.slice(LIMITS.pageSize).filter((id) => id !== expected[LIMITS.pageSize + 1]), latest]);

    // GraphQL continues from the same cursor to the same events.
    const gqlSecond = (await t.client().gql(SEARCH, { filters: { event_name: tag }, after: first.next }, { token: viewer.access })).body.data.searchEvents;
    expect(gqlSecond.items.map((item: { id: string }) => item.id)).toEqual(rest.slice(0, LIMITS.pageSize));
  });
});

describe('Interested: GET /api/events/interested and interestedEvents', () => {
  it("pages the viewer's upcoming interested events soonest first; unmarking takes one out", async () => {
    const tag = newTag('tag');
    const [owner, fan, other] = await makeQuickUsers(t, 3);
    const created: string[] = [];
    for (let n = 0; n < LIMITS.pageSize + 3; n += 1) created.push(await event(owner, tag, `gig ${n}`, {}, 20 - n));
    const notMarked = await event(owner, tag, 'not marked', {}, 2);
    const past = await event(owner, tag, 'already happened', {}, 2);
    for (const id of [...created, past]) expect((await mark(fan, id)).status).toBe(200);
    await mark(other, notMarked);
    await moveToPast(past);
    const expected = await soonestFirst(t, created);

    const first = await interestedPage(fan, null);
    expect(ids(first.events)).toEqual(expected.slice(0, LIMITS.pageSize));
    expect(first.events[0]).toMatchObject({ is_interested: true, interest_count: 1 });
    expect(ids(await allPages((cursor) => interestedPage(fan, cursor)))).toEqual(expected);

    const gql = (await t.client().gql(INTERESTED, {}, { token: fan.access })).body.data.interestedEvents;
    expect(gql.items.map((item: { id: string }) => item.id)).toEqual(expected.slice(0, LIMITS.pageSize));
    expect(gql.next_cursor).toEqual(first.next);
    const gqlNext = (await t.client().gql(INTERESTED, { after: gql.next_cursor }, { token: fan.access })).body.data.interestedEvents;
    expect(gqlNext).toEqual({ items: expected.slice(LIMITS.pageSize).map((id) => ({ id })), next_cursor: null });

    expect((await unmark(fan, expected[2])).status).toBe(200);
    expect(ids(await allPages((cursor) => interestedPage(fan, cursor)))).toEqual(expected.filter((id) => id !== expected[2]));
    expect(await interestedPage(other, null)).toEqual({ events: [expect.objectContaining({ event_id: notMarked })], next: null });
    const [newcomer] = await makeQuickUsers(t, 1);
    expect(await interestedPage(newcomer, null)).toEqual({ events: [], next: null });
  });
});

describe('friends going', () => {
  const FRIENDS = `query($filters: EventFiltersInput) {
    searchEvents(filters: $filters) { items { id friends_interested { count people { id username full_name profile_image is_following } } } }
  }`;

  it('counts the people the viewer follows who are interested and names the latest three; strangers are left out', async () => {
    const tag = newTag('tag');
    const [me, owner, ada, bob, cyd, dan, stranger] = await makeQuickUsers(t, 7);
    for (const friend of [ada, bob, cyd, dan]) {
      expect((await t.client().post(`/api/profile/follow/${friend.username}`, undefined, { token: me.access })).status).toBe(200);
    }
    const party = await event(owner, tag, 'party', {}, 2);
    const quiet = await event(owner, tag, 'quiet', {}, 3);
    for (const user of [ada, stranger, bob, cyd, dan]) expect((await mark(user, party)).status).toBe(200);
    await mark(stranger, quiet);
    await mark(me, quiet);

    const [partyJson, quietJson] = await explore(me, { event_name: tag });
    const person = (user: QuickUser) => ({ account_id: user.accountId, username: user.username, profile_image: null });
    expect(partyJson.friends_interested).toEqual({ count: 4, people: [person(dan), person(cyd), person(bob)] });
    expect(quietJson.friends_interested).toEqual({ count: 0, people: [] });
    // The same on the event's own route; and the stranger follows no one.
    expect((await t.client().get(`/api/events/by-id/${party}`, { token: me.access })).body.data.event.friends_interested.count).toBe(4);
    expect((await explore(stranger, { event_name: tag }))[0].friends_interested).toEqual({ count: 0, people: [] });

    const gql = await t.client().gql(FRIENDS, { filters: { event_name: tag } }, { token: me.access });
    expect(gql.body.errors).toBeUndefined();
    const gqlPerson = (user: QuickUser) => ({ id: user.accountId, username: user.username, full_name: 'Quick User', profile_image: null, is_following: true });
    expect(gql.body.data.searchEvents.items).toEqual([
      { id: party, friends_interested: { count: 4, people: [gqlPerson(dan), gqlPerson(cyd), gqlPerson(bob)] } },
      { id: quiet, friends_interested: { count: 0, people: [] } },
    ]);

    await unmark(dan, party);
    await t.client().post(`/api/profile/unfollow/${cyd.username}`, undefined, { token: me.access });
    expect((await explore(me, { event_name: tag }))[0].friends_interested).toEqual({ count: 2, people: [person(bob), person(ada)] });
  });

  it('costs the same SQL statements for a page of twelve events as for one', async () => {
    const tag = newTag('tag');
    const [me, owner, ...friends] = await makeQuickUsers(t, 5);
    for (const friend of friends) await t.client().post(`/api/profile/follow/${friend.username}`, undefined, { token: me.access });
    const created: string[] = [];
    for (let n = 0; n < LIMITS.pageSize; n += 1) created.push(await event(owner, tag, n === 0 ? 'single' : `many ${n}`, {}, 2 + n));
    for (const [index, id] of created.entries()) {
      for (const friend of friends.slice(0, index % (friends.length + 1))) await mark(friend, id);
    }
    const QUERY = `query($filters: EventFiltersInput) {
      searchEvents(filters: $filters) {
        items { id event_name like_count is_liked comment_count interest_count is_interested media { media_id }
          friends_interested { count people { id username profile_image } } }
        next_cursor { cursor_id }
      }
    }`;
    const one = await statementsOf(t, () => t.client().gql(QUERY, { filters: { event_name: `${tag} single` } }, { token: me.access }));
    let reply: any;
    const twelve = await statementsOf(t, async () => {
      reply = await t.client().gql(QUERY, { filters: { event_name: tag } }, { token: me.access });
    });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.searchEvents.items).toHaveLength(LIMITS.pageSize);
    expect(reply.body.data.searchEvents.items.map((item: { friends_interested: { count: number } }) => item.friends_interested.count)).toEqual(
      created.map((_id, index) => index % (friends.length + 1)),
    );
    expect(twelve).toHaveLength(one.length);
    expect(twelve.filter((sql) => sql.includes('follows f'))).toHaveLength(1);

    const restOne = await statementsOf(t, () => search(me, { event_name: `${tag} single` }));
    const restTwelve = await statementsOf(t, () => search(me, { event_name: tag }));
    expect(restTwelve).toHaveLength(restOne.length);
  });

});

describe('who is interested: GET /api/events/{id}/interested-people and interestedPeople', () => {
  const INTERESTED = `query($id: ID!, $after: PageCursorInput) {
    interestedPeople(event_id: $id, after: $after) { items { id username is_following } next_cursor { cursor_timestamp cursor_id } }
  }`;

  it('lists people the viewer follows first, then the others, newest first, page after page; blocks hide people both ways', async () => {
    const tag = newTag('tag');
    const [me, owner, pest, ...crowd] = await makeQuickUsers(t, LIMITS.pageSize + 5);
    const party = await event(owner, tag, 'party');
    for (const user of crowd) expect((await mark(user, party)).status).toBe(200);
    expect((await mark(pest, party)).status).toBe(200);
    // Followed early in the crowd, so that only the order puts them first.
    const friends = [crowd[0], crowd[1]];
    for (const friend of friends) expect((await t.client().post(`/api/profile/follow/${friend.username}`, undefined, { token: me.access })).status).toBe(200);
    expect((await t.client().post(`/api/profile/block/${me.username}`, undefined, { token: pest.access })).status).toBe(200);

    const seen: Array<{ account_id: string; username: string; is_following: boolean }> = [];
    for (let query = '', pages = 0; ; pages += 1) {
      expect(pages).toBeLessThan(3);
      const reply = await t.client().get(`/api/events/${party}/interested-people${query}`, { token: me.access });
      expect(reply.status).toBe(200);
      seen.push(...reply.body.data.people);
      const next = reply.body.data.next_cursor;
      if (!next) break;
      query = `?cursor_timestamp=${encodeURIComponent(next.cursor_timestamp)}&cursor_id=${next.cursor_id}`;
    }
    const expected = [...[...friends].reverse(), ...[...crowd.slice(2)].reverse()];
    expect(seen.map((person) => person.username)).toEqual(expected.map((user) => user.username));
    expect(seen.slice(0, 2).every((person) => person.is_following)).toBe(true);
    expect(seen.slice(2).some((person) => person.is_following)).toBe(false);

    const first = await t.client().gql(INTERESTED, { id: party }, { token: me.access });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.interestedPeople.items.map((person: { username: string }) => person.username)).toEqual(expected.slice(0, LIMITS.pageSize).map((user) => user.username));
    // The owner sees the pest, who blocked only the viewer.
    const forOwner = await t.client().get(`/api/events/${party}/interested-people`, { token: owner.access });
    expect(forOwner.body.data.people.map((person: { username: string }) => person.username)).toContain(pest.username);
  });

  it('answers 404 for an event the viewer cannot see or that is not one, 400 for a bad cursor and 401 without a session', async () => {
    const tag = newTag('tag');
    const [me, owner] = await makeQuickUsers(t, 2);
    const party = await event(owner, tag, 'party');
    expectEnvelope(await t.client().get(`/api/events/${party}/interested-people`), 401);
    expectEnvelope(await t.client().get(`/api/events/${party}/interested-people?cursor_timestamp=yesterday&cursor_id=x`, { token: me.access }), 400);
    expectEnvelope(await t.client().get('/api/events/not-an-id/interested-people', { token: me.access }), 404);
    expect((await t.client().post(`/api/profile/block/${me.username}`, undefined, { token: owner.access })).status).toBe(200);
    expectEnvelope(await t.client().get(`/api/events/${party}/interested-people`, { token: me.access }), 404);
    const hidden = await t.client().gql(INTERESTED, { id: party }, { token: me.access });
    expect(hidden.body.errors?.[0].extensions).toMatchObject({ code: 'event/not_found', status: 404 });
  });
});

describe('bad input and no session', () => {
  it.each<[string, unknown, Said | RegExp]>([
    ['an unknown category', { event_category: 'poetry' }, english(EVENT_SEARCH_MESSAGES.categoryInvalid)],
    ['a category that is a number', { event_category: 7 }, english(EVENT_SEARCH_MESSAGES.categoryInvalid)],
    ['a type that is a word', { event_is_online: 'maybe' }, english(EVENT_SEARCH_MESSAGES.onlineInvalid)],
    ['a type that is a number', { event_is_online: 1 }, english(EVENT_SEARCH_MESSAGES.onlineInvalid)],
    ['a name that is a number', { event_name: 5 }, english(EVENT_SEARCH_MESSAGES.nameInvalid)],
    ['a name that is an object', { event_name: { $ne: '' } }, english(EVENT_SEARCH_MESSAGES.nameInvalid)],
    ['a malformed cursor id', { cursor_timestamp: '2031-01-01T00:00:00.000000Z', cursor_id: 'x' }, english(PROFILE_MESSAGES.cursorInvalid)],
    ['a cursor without its id', { cursor_timestamp: '2031-01-01T00:00:00.000000Z' }, english(PROFILE_MESSAGES.cursorInvalid)],
    ['a cursor timestamp that is no date', { cursor_timestamp: 'yesterday', cursor_id: '00000000-0000-4000-8000-000000000000' }, english(PROFILE_MESSAGES.cursorInvalid)],
    ['a cursor of numbers', { cursor_timestamp: 5, cursor_id: 5 }, /must be a string/],
  ])('search with %s answers 400', async (_label, body, message) => {
    const reply = await search(viewer, body as Record<string, unknown>);
    expectEnvelope(reply, 400);
    expect(reply.body.error).toEqual(expect.arrayContaining([message instanceof RegExp ? expect.stringMatching(message) : english(message)]));
  });

  it.each(['[1,2]', '"text"', '7', '{"event_name": ', '{"__proto__": {"x": 1}}'])('search with the body %s answers 400', async (raw) => {
    expectEnvelope(await t.client().request('POST', '/api/events/search', { raw, token: viewer.access }), 400);
  });

  it('search answers a bad name in the language asked for', async () => {
    const reply = await t.client().post('/api/events/search', { event_name: 5 }, { token: viewer.access, headers: { 'accept-language': 'de' } });
    expectEnvelope(reply, 400);
    expect(reply.body.error).toEqual(['Der gesuchte Veranstaltungsname muss ein Text sein.']);
  });

  it('search without a body lists from the first page', async () => {
    const reply = await t.client().request('POST', '/api/events/search', { token: viewer.access });
    expect(reply.status).toBe(200);
    expect(Array.isArray(reply.body.data.events)).toBe(true);
  });

  it('interested with a bad cursor answers 400', async () => {
    for (const query of ['cursor_id=x', 'cursor_timestamp=2031-01-01T00:00:00Z', 'cursor_timestamp=soon&cursor_id=00000000-0000-4000-8000-000000000000']) {
      const reply = await t.client().get(`/api/events/interested?${query}`, { token: viewer.access });
      expectEnvelope(reply, 400);
      expect(reply.body.error).toEqual([english(PROFILE_MESSAGES.cursorInvalid)]);
    }
  });

  it('GraphQL answers bad filters and cursors as errors with status 400', async () => {
    const category = await t.client().gql(SEARCH, { filters: { event_category: 'poetry' } }, { token: viewer.access });
    expect(category.body.errors?.[0]).toMatchObject({ message: english(EVENT_SEARCH_MESSAGES.categoryInvalid), extensions: { code: 'request/invalid', status: 400 } });
    const cursor = await t.client().gql(SEARCH, { after: { cursor_timestamp: 'soon', cursor_id: 'x' } }, { token: viewer.access });
    expect(cursor.body.errors?.[0]).toMatchObject({ message: english(PROFILE_MESSAGES.cursorInvalid), extensions: { status: 400 } });
    const interested = await t.client().gql(INTERESTED, { after: { cursor_timestamp: '2031-01-01T00:00:00Z', cursor_id: 'x' } }, { token: viewer.access });
    expect(interested.body.errors?.[0]).toMatchObject({ message: english(PROFILE_MESSAGES.cursorInvalid), extensions: { status: 400 } });
    // Types the schema refuses never reach the resolver.
    const type = await t.client().gql(SEARCH, { filters: { event_is_online: 'yes' } }, { token: viewer.access });
    expect(type.status).toBe(400);
    const half = await t.client().gql(INTERESTED, { after: { cursor_id: 'x' } }, { token: viewer.access });
    expect(half.status).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expectEnvelope(await t.client().post('/api/events/search', {}), 401);
    expectEnvelope(await t.client().get('/api/events/interested'), 401);
    for (const query of [SEARCH, INTERESTED]) {
      const reply = await t.client().gql(query, {});
      expect(reply.body.errors?.[0]).toMatchObject({ extensions: { status: 401 } });
      expect(reply.body.data ?? null).toBeNull();
    }
  });
});
