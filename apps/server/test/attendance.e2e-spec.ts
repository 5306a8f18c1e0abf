import { ATTENDANCE_MESSAGES, HOSTING_MESSAGES } from '@gatherly/schema';
import { expectEnvelope } from './support/envelope';
import { makeEvent, makeQuickUsers, QuickUser, uploadForm, eventFields, aJpeg } from './support/factories';
import { jobsDone, mailsSent } from './support/jobs';
import { openGraphqlSocket, whenLive } from './support/sockets';
import { statementsOf } from './support/statements';
import { startTestApp, TestApp } from './support/test-app';
import { EventReminders } from '../src/notifications/event-reminders';
import { english } from '../src/i18n/texts';

/**
 * Going to events, on REST and GraphQL: a seat while one is left, the waitlist, promotion with its
 * notification and mail, requests and their approval, the hosts' guest list and its export, the
 * viewer's going events, live counts, and the refusals (past events, blocks, non-hosts, capacity).
 */

let t: TestApp;
let host: QuickUser;

beforeAll(async () => {
  t = await startTestApp();
  [host] = await makeQuickUsers(t, 1);
});

afterAll(async () => {
  await t?.close();
});

const as = (user: QuickUser) => ({ token: user.access });
const go = (user: QuickUser, id: string, message?: string) => t.client().post(`/api/events/going/${id}`, message === undefined ? {} : { message }, as(user));
const leave = (user: QuickUser, id: string) => t.client().request('DELETE', `/api/events/going/${id}`, as(user));
const eventOf = async (user: QuickUser, id: string) => (await t.client().get(`/api/events/by-id/${id}`, as(user))).body.data.event;
const emailOf = (user: QuickUser) => `${user.username.toLowerCase()}@example.com`;

async function seated(fields: Record<string, string>, owner: QuickUser = host): Promise<string> {
  return (await makeEvent(t, owner, fields)).event_id;
}

async function notificationsOf(user: QuickUser): Promise<Array<{ kind: string; text: string; item_id: string }>> {
  const reply = await t.client().gql('{ notifications { items { kind text item_id } } }', undefined, as(user));
  return reply.body.data.notifications.items;
}

describe('going, the waitlist and promotion', () => {
  it('seats people until the capacity, then queues them; leaving gives the seat to the first waiting, who is told', async () => {
    const [ada, bob, cyd, dan] = await makeQuickUsers(t, 4);
    const id = await seated({ event_name: 'Pottery class', event_capacity: '2', event_timezone: 'Asia/Tokyo' });

    const first = await go(ada, id);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ rsvp_status: 'going', waitlist_position: null, event: { going_count: 1, seats_left: 1, rsvp_status: 'going', event_capacity: 2 } });
    expect((await go(bob, id)).body.data).toMatchObject({ rsvp_status: 'going', event: { going_count: 2, seats_left: 0 } });
    expect((await go(cyd, id)).body.data).toMatchObject({ rsvp_status: 'waitlisted', waitlist_position: 1, event: { waitlist_count: 1 } });
    expect((await go(dan, id)).body.data).toMatchObject({ rsvp_status: 'waitlisted', waitlist_position: 2 });
    // Going again answers what one holds.
    expect((await go(dan, id)).body.data).toMatchObject({ rsvp_status: 'waitlisted', waitlist_position: 2, event: { waitlist_count: 2 } });

    const left = await leave(ada, id);
    expect(left.status).toBe(200);
    expect(left.body.data.event).toMatchObject({ going_count: 2, waitlist_count: 1, rsvp_status: null });
    expect(await eventOf(cyd, id)).toMatchObject({ rsvp_status: 'going', waitlist_position: null });
    expect(await eventOf(dan, id)).toMatchObject({ rsvp_status: 'waitlisted', waitlist_position: 1 });

    expect(await notificationsOf(cyd)).toContainEqual({ kind: 'event_seat', text: 'You have a seat at Pottery class', item_id: id });
    expect(await notificationsOf(dan)).toEqual([]);
    const mail = await t.outbox.take(emailOf(cyd), '/events');
    expect(mail.subject).toBe('You have a seat at Pottery class');
    // The time is given in the event's own zone.
    expect(mail.text).toMatch(/A seat is yours at Pottery class: \w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M GMT\+9 at /);
    expect(mail.link).toBe(`${t.config.publicUrl}/events?event=${id}`);

    // Leaving twice changes nothing.
    expect((await leave(ada, id)).body.data.event).toMatchObject({ going_count: 2, waitlist_count: 1 });
  });

  it('answers the same over GraphQL, with the viewer’s place in the queue', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const id = await seated({ event_capacity: '1' });
    const mutation = 'mutation($id: ID!) { goToEvent(id: $id) { rsvp_status waitlist_position event { going_count waitlist_count seats_left event_capacity event_requires_approval rsvp_status } } }';
    expect((await t.client().gql(mutation, { id }, as(ada))).body.data.goToEvent).toEqual({
      rsvp_status: 'GOING',
      waitlist_position: null,
      event: { going_count: 1, waitlist_count: 0, seats_left: 0, event_capacity: 1, event_requires_approval: false, rsvp_status: 'GOING' },
    });
    expect((await t.client().gql(mutation, { id }, as(bob))).body.data.goToEvent).toMatchObject({ rsvp_status: 'WAITLISTED', waitlist_position: 1 });
    const left = await t.client().gql('mutation($id: ID!) { leaveEvent(id: $id) { going_count waitlist_count rsvp_status } }', { id }, as(ada));
    expect(left.body.data.leaveEvent).toEqual({ going_count: 1, waitlist_count: 0, rsvp_status: null });
    const read = await t.client().gql('query($id: ID!) { contentItem(id: $id) { ... on Event { rsvp_status waitlist_position } } }', { id }, as(bob));
    expect(read.body.data.contentItem).toEqual({ rsvp_status: 'GOING', waitlist_position: null });
  });

  it('gives exactly the capacity seats when 200 people go at once', async () => {
    const crowd = await makeQuickUsers(t, 200);
    const id = await seated({ event_capacity: '10' });
    const replies = await Promise.all(crowd.map((user) => go(user, id)));
    expect(replies.map((reply) => reply.status)).toEqual(crowd.map(() => 200));
    const statuses = replies.map((reply) => reply.body.data.rsvp_status);
    expect(statuses.filter((status) => status === 'going')).toHaveLength(10);
    expect(statuses.filter((status) => status === 'waitlisted')).toHaveLength(190);
    const [row] = await t.db.query(
      `SELECT e.going_count, e.waitlist_count,
              (SELECT count(*)::int FROM event_rsvps r WHERE r.item_id = e.item_id AND r.status = 'going') AS going,
              (SELECT count(*)::int FROM event_rsvps r WHERE r.item_id = e.item_id AND r.status = 'waitlisted') AS waiting
         FROM events e WHERE e.item_id = $1`,
      [id],
    );
    expect(row).toEqual({ going_count: 10, waitlist_count: 190, going: 10, waiting: 190 });
    // The queue is in the order people came, with no two at one place.
    const positions = replies.map((reply) => reply.body.data.waitlist_position).filter((position) => position !== null);
    expect(new Set(positions).size).toBe(190);
  }, 60_000);

  it('refuses an event that has started (400) and one behind a block either way (404)', async () => {
    const [ada, blocker, blocked] = await makeQuickUsers(t, 3);
    const past = await seated({});
    await t.db.query("UPDATE events SET event_date = now() - interval '1 hour' WHERE item_id = $1", [past]);
    const refused = await go(ada, past);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual([english(ATTENDANCE_MESSAGES.eventPast)]);

    const id = await seated({}, blocker);
    expect((await t.client().post(`/api/profile/block/${blocked.username}`, undefined, as(blocker))).status).toBeLessThan(300);
    expectEnvelope(await go(blocked, id), 404);
    const [theirs] = [await seated({}, blocked)];
    expectEnvelope(await go(blocker, theirs), 404);
    const gql = await t.client().gql('mutation($id: ID!) { goToEvent(id: $id) { rsvp_status } }', { id }, as(blocked));
    expect(gql.body.errors?.[0].extensions?.code).toBe('event/not_found');
  });

  it('lists the upcoming events one goes to or waits for, soonest first, on both doors', async () => {
    const [ada] = await makeQuickUsers(t, 1);
    const later = await seated({ event_date: new Date(Date.now() + 9 * 86_400_000).toISOString() });
    const sooner = await seated({ event_date: new Date(Date.now() + 2 * 86_400_000).toISOString() });
    await seated({});
    await go(ada, later);
    await go(ada, sooner);
    const rest = await t.client().get('/api/events/going', as(ada));
    expect(rest.body.data.events.map((event: { event_id: string }) => event.event_id)).toEqual([sooner, later]);
    const gql = await t.client().gql('{ goingEvents { items { id } next_cursor { cursor_id } } }', undefined, as(ada));
    expect(gql.body.data.goingEvents).toEqual({ items: [{ id: sooner }, { id: later }], next_cursor: null });
  });
});

describe('capacity on the event form', () => {
  it('refuses a capacity below the people going (400 naming it), and raising it seats people waiting', async () => {
    const [ada, bob, cyd] = await makeQuickUsers(t, 3);
    const id = await seated({ event_capacity: '1' });
    await go(ada, id);
    await go(bob, id);
    await go(cyd, id);
    const patch = (json: unknown) => t.client().request('PATCH', `/api/events/by-id/${id}`, { json, token: host.access });

    await go(host, id);
    const refused = await patch({ event_capacity: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual([english(ATTENDANCE_MESSAGES.capacityInvalid)]);

    const raised = await patch({ event_capacity: 3 });
    expect(raised.status).toBe(200);
    expect(raised.body.data.event).toMatchObject({ event_capacity: 3, going_count: 3, waitlist_count: 1, seats_left: 0 });
    expect(await eventOf(bob, id)).toMatchObject({ rsvp_status: 'going' });
    expect(await eventOf(cyd, id)).toMatchObject({ rsvp_status: 'going' });
    expect(await notificationsOf(bob)).toContainEqual(expect.objectContaining({ kind: 'event_seat', item_id: id }));

    const below = await patch({ event_capacity: 2 });
    expect(below.status).toBe(400);
    expect(below.body.error).toEqual([english(ATTENDANCE_MESSAGES.capacityBelowGoing(3))]);
    expect(below.body.error[0]).toBe('Capacity cannot be below the 3 people already going.');
    // GraphQL names its field, which the form cannot know by its text in every language.
    const overGraphql = await t.client().gql('mutation($id: ID!) { updateEvent(id: $id, input: { event_capacity: 2 }) { id } }', { id }, { token: host.access });
    expect(overGraphql.body.errors?.[0]).toMatchObject({ message: english(ATTENDANCE_MESSAGES.capacityBelowGoing(3)), extensions: { status: 400, field: 'event_capacity' } });
    const spanish = await t.client().request('PATCH', `/api/events/by-id/${id}`, { json: { event_capacity: 2 }, token: host.access, headers: { 'accept-language': 'es' } });
    expect(spanish.body.error).toEqual(['El aforo no puede ser menor que las 3 personas que ya van.']);

    const none = await patch({ event_capacity: null });
    expect(none.body.data.event).toMatchObject({ event_capacity: null, seats_left: null, going_count: 4, waitlist_count: 0 });
  });

  it('takes capacity and approval from the creation form', async () => {
    const form = uploadForm(eventFields({ event_capacity: '12', event_requires_approval: 'on' }), [await aJpeg()]);
    const created = await t.client().multipart('/api/events', form, as(host));
    expect(created.body.data.event).toMatchObject({ event_capacity: 12, event_requires_approval: true, going_count: 0, waitlist_count: 0, seats_left: 12 });
    const bad = await t.client().multipart('/api/events', uploadForm(eventFields({ event_capacity: 'many' }), [await aJpeg()]), as(host));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual([english(ATTENDANCE_MESSAGES.capacityInvalid)]);
  });
});

describe('requests to join', () => {
  it('asks the hosts, who approve (a seat, else the waitlist) or decline, and the person is told', async () => {
    const [ada, bob, cyd] = await makeQuickUsers(t, 3);
    const id = await seated({ event_name: 'Supper club', event_capacity: '1', event_requires_approval: 'true' });

    const asked = await go(ada, id, 'I bring dessert');
    expect(asked.body.data).toMatchObject({ rsvp_status: 'requested', event: { going_count: 0, waitlist_count: 0 } });
    await go(bob, id);
    await go(cyd, id);
    expect(await notificationsOf(host)).toContainEqual(expect.objectContaining({ kind: 'event_request', item_id: id, text: expect.stringMatching(/ask to join your event$/) }));

    const approved = await t.client().post(`/api/events/by-id/${id}/guests/${ada.accountId}/approve`, undefined, as(host));
    expect(approved.body.data.guest).toMatchObject({ account_id: ada.accountId, username: ada.username, rsvp_status: 'going', message: 'I bring dessert' });
    expect(await notificationsOf(ada)).toContainEqual({ kind: 'event_seat', text: 'You have a seat at Supper club', item_id: id });
    expect((await t.outbox.take(emailOf(ada), '/events')).subject).toBe('You have a seat at Supper club');

    const full = await t.client().gql('mutation($id: ID!, $a: ID!) { approveGuest(id: $id, account_id: $a) { rsvp_status account { username } } }', { id, a: bob.accountId }, as(host));
    expect(full.body.data.approveGuest).toEqual({ rsvp_status: 'WAITLISTED', account: { username: bob.username } });
    // Approved into a full event: told they wait, not that they have a seat; told again once seated.
    const waitingText = 'Your request to join Supper club was approved: the event is full, so you are on the waitlist';
    expect(await notificationsOf(bob)).toEqual([{ kind: 'event_waitlisted', text: waitingText, item_id: id }]);
    await mailsSent(t);
    expect((await t.outbox.take(emailOf(bob), '/events')).subject).toBe(waitingText);
    expect(await eventOf(bob, id)).toMatchObject({ rsvp_status: 'waitlisted', waitlist_position: 1 });
    await leave(ada, id);
    expect(await eventOf(bob, id)).toMatchObject({ rsvp_status: 'going', waitlist_position: null });
    expect(await notificationsOf(bob)).toContainEqual({ kind: 'event_seat', text: 'You have a seat at Supper club', item_id: id });
    expect((await t.outbox.take(emailOf(bob), '/events')).subject).toBe('You have a seat at Supper club');

    const declined = await t.client().post(`/api/events/by-id/${id}/guests/${cyd.accountId}/decline`, undefined, as(host));
    expect(declined.body.data.guest).toMatchObject({ rsvp_status: 'requested' });
    expect(await eventOf(cyd, id)).toMatchObject({ rsvp_status: null });
    expect(await notificationsOf(cyd)).toContainEqual({ kind: 'event_declined', text: 'Your request to join Supper club was declined', item_id: id });
    await mailsSent(t);
    expect((await t.outbox.take(emailOf(cyd), '/events')).subject).toBe('Your request to join Supper club was declined');

    // Only a request can be declined.
    expect((await t.client().post(`/api/events/by-id/${id}/guests/${bob.accountId}/decline`, undefined, as(host))).status).toBe(400);
    // Nobody the event has not heard of.
    expectEnvelope(await t.client().post(`/api/events/by-id/${id}/guests/${host.accountId}/approve`, undefined, as(host)), 404);
  });

  it('is for hosts only: others get 403 event/not_host on every door', async () => {
    const [ada, stranger] = await makeQuickUsers(t, 2);
    const id = await seated({ event_requires_approval: 'true' });
    await go(ada, id);
    for (const reply of [
      await t.client().get(`/api/events/by-id/${id}/guests`, as(stranger)),
      await t.client().get(`/api/events/by-id/${id}/guests.csv`, as(stranger)),
      await t.client().post(`/api/events/by-id/${id}/guests/${ada.accountId}/approve`, undefined, as(stranger)),
      await t.client().request('DELETE', `/api/events/by-id/${id}/guests/${ada.accountId}`, as(stranger)),
    ]) {
      expectEnvelope(reply, 403);
      expect(reply.body.message).toBe(english(HOSTING_MESSAGES.notHost));
    }
    const gql = await t.client().gql('query($id: ID!) { eventGuests(id: $id) { items { rsvp_status } } }', { id }, as(stranger));
    expect(gql.body.errors?.[0].extensions?.code).toBe('event/not_host');
  });
});

describe("the hosts' guest list", () => {
  it('lists guests in the order they came, by status and name, pages them, exports them, and removes one', async () => {
    const crowd = await makeQuickUsers(t, 3);
    const id = await seated({ event_capacity: '2' });
    for (const user of crowd) await go(user, id);

    const all = await t.client().get(`/api/events/by-id/${id}/guests`, as(host));
    expect(all.body.data.guests.map((guest: { username: string }) => guest.username)).toEqual(crowd.map((user) => user.username));
    expect(all.body.data.guests.map((guest: { rsvp_status: string }) => guest.rsvp_status)).toEqual(['going', 'going', 'waitlisted']);
    const waiting = await t.client().get(`/api/events/by-id/${id}/guests?status=waitlisted`, as(host));
    expect(waiting.body.data.guests.map((guest: { username: string }) => guest.username)).toEqual([crowd[2].username]);
    const byName = await t.client().gql('query($id: ID!, $q: String) { eventGuests(id: $id, query: $q, status: GOING) { items { account { username } rsvp_status } next_cursor { cursor_id } } }', { id, q: crowd[1].username.toUpperCase() }, as(host));
    expect(byName.body.data.eventGuests).toEqual({ items: [{ account: { username: crowd[1].username }, rsvp_status: 'GOING' }], next_cursor: null });
    expect((await t.client().get(`/api/events/by-id/${id}/guests?status=maybe`, as(host))).body.error).toEqual([english(ATTENDANCE_MESSAGES.statusInvalid)]);

    const csv = await t.client().get(`/api/events/by-id/${id}/guests.csv`, as(host));
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="guests.csv"');
    const lines = csv.text.trim().split('\n');
    expect(lines[0]).toBe('username,status,message,answered_at');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
      `${crowd[0].username},going`,
      `${crowd[1].username},going`,
      `${crowd[2].username},waitlisted`,
    ]);

    const removed = await t.client().request('DELETE', `/api/events/by-id/${id}/guests/${crowd[0].accountId}`, as(host));
    expect(removed.body.data.guest).toMatchObject({ username: crowd[0].username, rsvp_status: 'going' });
    expect(await eventOf(crowd[2], id)).toMatchObject({ rsvp_status: 'going', going_count: 2, waitlist_count: 0 });
  });

  it('costs the same statements for a page of 1 guest as of 20, on both doors', async () => {
    const crowd = await makeQuickUsers(t, 20);
    const one = await seated({});
    const twenty = await seated({});
    await go(crowd[0], one);
    for (const user of crowd) await go(user, twenty);
    await jobsDone(t);
    const rest = async (id: string) => (await statementsOf(t, () => t.client().get(`/api/events/by-id/${id}/guests`, as(host)))).length;
    const gql = async (id: string) =>
      (await statementsOf(t, () => t.client().gql('query($id: ID!) { eventGuests(id: $id) { items { account { username is_following } rsvp_status message answered_at } } }', { id }, as(host)))).length;
    expect(await rest(twenty)).toBe(await rest(one));
    expect(await gql(twenty)).toBe(await gql(one));
    const going = async (user: QuickUser) => (await statementsOf(t, () => t.client().get('/api/events/going', as(user)))).length;
    const [solo] = await makeQuickUsers(t, 1);
    const events = await Promise.all(Array.from({ length: 12 }, () => seated({})));
    await go(solo, events[0]);
    const oneEvent = await going(solo);
    for (const id of events.slice(1)) await go(solo, id);
    expect(await going(solo)).toBe(oneEvent);
  }, 60_000);
});

describe('friends going and live counts', () => {
  it('shows the people one follows who are going, and sends the counts live to those who may see the event', async () => {
    const [ada, fan, blocked] = await makeQuickUsers(t, 3);
    const id = await seated({ event_capacity: '5' });
    await t.client().post(`/api/profile/follow/${ada.username}`, undefined, as(fan));
    await go(ada, id);
    expect((await eventOf(fan, id)).friends_going).toEqual({ count: 1, people: [{ account_id: ada.accountId, username: ada.username, profile_image: null }] });

    await t.client().post(`/api/profile/block/${blocked.username}`, undefined, as(host));
    const watching = openGraphqlSocket(t, fan.access);
    const shut = openGraphqlSocket(t, blocked.access);
    try {
      const live = watching.subscribe<{ eventAttendance: { going_count: number; waitlist_count: number; seats_left: number } }>(
        `subscription { eventAttendance(id: "${id}") { going_count waitlist_count seats_left } }`,
      );
      const nothing = shut.subscribe(`subscription { eventAttendance(id: "${id}") { going_count } }`);
      let toggle = false;
      await whenLive(live.values, async () => {
        toggle = !toggle;
        await (toggle ? leave(ada, id) : go(ada, id));
      });
      const from = live.values.items.length;
      const [bob] = await makeQuickUsers(t, 1);
      await go(bob, id);
      const counted = await live.values.next(() => true, { from });
      expect(counted.eventAttendance.going_count).toBe((await eventOf(host, id)).going_count);
      expect(nothing.values.items).toEqual([]);
    } finally {
      await watching.close();
      await shut.close();
    }
  });
});

describe('where each subscriber stands, live', () => {
  it('sends each subscriber their own answer and place in the queue as seats free up', async () => {
    const [ada, bob, cyd] = await makeQuickUsers(t, 3);
    const id = await seated({ event_capacity: '1' });
    await go(ada, id);
    await go(bob, id);
    await go(cyd, id);
    type Live = { eventAttendance: { id: string; going_count: number; waitlist_count: number; seats_left: number; rsvp_status: string | null; waitlist_position: number | null } };
    const query = `subscription { eventAttendance(id: "${id}") { id going_count waitlist_count seats_left rsvp_status waitlist_position } }`;
    const bobs = openGraphqlSocket(t, bob.access);
    const cyds = openGraphqlSocket(t, cyd.access);
    try {
      const bobLive = bobs.subscribe<Live>(query);
      const cydLive = cyds.subscribe<Live>(query);
      // Both are listening once a change reaches both (a stranger's going and leaving).
      const [eve] = await makeQuickUsers(t, 1);
      let toggle = false;
      const poke = async () => {
        toggle = !toggle;
        await (toggle ? go(eve, id) : leave(eve, id));
      };
      await whenLive(bobLive.values, poke);
      await whenLive(cydLive.values, poke);
      if (toggle) await leave(eve, id);
      const [bobFrom, cydFrom] = [bobLive.values.items.length, cydLive.values.items.length];

      await t.client().request('DELETE', `/api/events/by-id/${id}/guests/${ada.accountId}`, as(host));
      const seated = (live: Live) => live.eventAttendance.rsvp_status === 'GOING';
      expect((await bobLive.values.next(seated, { from: bobFrom })).eventAttendance).toEqual({ id, going_count: 1, waitlist_count: 1, seats_left: 0, rsvp_status: 'GOING', waitlist_position: null });
      // Cyd, still waiting, reads her own answer in the same change: next in the queue.
      const moved = await cydLive.values.next((live) => live.eventAttendance.waitlist_position === 1, { from: cydFrom });
      expect(moved.eventAttendance).toEqual({ id, going_count: 1, waitlist_count: 1, seats_left: 0, rsvp_status: 'WAITLISTED', waitlist_position: 1 });
    } finally {
      await bobs.close();
      await cyds.close();
    }
  });
});

describe('reminders and the calendar feed', () => {
  it('remind people going as well as those interested, once for someone who is both, and put going events in the feed', async () => {
    const [going, both] = await makeQuickUsers(t, 2);
    const id = await seated({ event_name: 'Night swim', event_date: new Date(Date.now() + 3 * 3_600_000).toISOString() });
    await go(going, id);
    await go(both, id);
    await t.client().post(`/api/events/interest/${id}`, undefined, as(both));
    await t.app.get(EventReminders).sweep();
    for (const user of [going, both]) {
      const reminders = (await notificationsOf(user)).filter((entry) => entry.kind === 'event_reminder' && entry.item_id === id);
      expect(reminders).toHaveLength(1);
      expect(reminders[0].text).toMatch(/^Night swim starts in /);
    }

    const feed = await t.client().post('/api/calendar/feed', undefined, as(going));
    const ics = await t.client().get(new URL(feed.body.data.url).pathname);
    expect(ics.status).toBe(200);
    expect(ics.text).toContain('SUMMARY:Night swim');
  });
});
