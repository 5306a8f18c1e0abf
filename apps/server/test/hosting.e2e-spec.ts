import { CHAT_LIMITS, HOSTING_LIMITS, HOSTING_MESSAGES, contentForbidden } from '@gatherly/schema';
import { english } from '../src/i18n/texts';
import { expectEnvelope } from './support/envelope';
import { makeEvent, makeQuickUsers, QuickUser } from './support/factories';
import { mailsSent } from './support/jobs';
import { statementsOf } from './support/statements';
import { startTestApp, TestApp } from './support/test-app';

/** Hosts and their guests: co-hosts' rights and refusals, messages to the guests, the event's chat, on both doors. */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const as = (user: QuickUser) => ({ token: user.access });
const follow = (follower: QuickUser, followee: QuickUser) =>
  t.db.query('INSERT INTO follows (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [follower.accountId, followee.accountId]);
const block = (blocker: QuickUser, blocked: QuickUser) => t.db.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [blocker.accountId, blocked.accountId]);
/** Puts people on the event's guest list as they answered (the going routes are attendance's to test). */
const answer = (eventId: string, status: 'going' | 'waitlisted' | 'requested', ...people: QuickUser[]) =>
  t.db.query(`INSERT INTO event_rsvps (item_id, account_id, status) SELECT $1, unnest($2::uuid[]), $3`, [eventId, people.map((p) => p.accountId), status]);

/** An event of `creator` with `coHost` as co-host (added over REST). */
async function hostedEvent(creator: QuickUser, coHost?: QuickUser): Promise<string> {
  const event = await makeEvent(t, creator, { event_name: 'Harbour jazz' });
  if (coHost) {
    await follow(creator, coHost);
    const added = await t.client().post(`/api/events/by-id/${event.event_id}/co-hosts`, { username: coHost.username }, as(creator));
    expect(added.status).toBe(201);
  }
  return event.event_id;
}

describe('co-hosts', () => {
  it('the creator adds someone they follow; the event lists them and they are a host', async () => {
    const [creator, coHost] = await makeQuickUsers(t, 2);
    const event = await makeEvent(t, creator);
    await follow(creator, coHost);
    const added = await t.client().post(`/api/events/by-id/${event.event_id}/co-hosts`, { username: coHost.username.toUpperCase() }, as(creator));
    expect(added.status).toBe(201);
    expect(added.body.data.event.co_hosts).toEqual([{ account_id: coHost.accountId, username: coHost.username, profile_image: null }]);
    expect(added.body.data.event.is_host).toBe(true);
    const seen = await t.client().get(`/api/events/by-id/${event.event_id}`, as(coHost));
    expect(seen.body.data.event.is_host).toBe(true);
    const gql = await t.client().gql('query($id: ID!) { event(id: $id) { is_host co_hosts { username } } }', { id: event.event_id }, as(coHost));
    expect(gql.body.data.event).toEqual({ is_host: true, co_hosts: [{ username: coHost.username }] });
    // Twice changes nothing.
    const again = await t.client().post(`/api/events/by-id/${event.event_id}/co-hosts`, { username: coHost.username }, as(creator));
    expect(again.body.data.event.co_hosts).toHaveLength(1);
  });

  it('refuses people not followed, oneself, unknown or blocked people (as unknown), and anyone but the creator', async () => {
    const [creator, stranger, coHost, blocker] = await makeQuickUsers(t, 4);
    const eventId = await hostedEvent(creator, coHost);
    const add = (who: QuickUser, username: string) => t.client().post(`/api/events/by-id/${eventId}/co-hosts`, { username }, as(who));
    expect((await add(creator, stranger.username)).body).toMatchObject({ success: false, error: [english(HOSTING_MESSAGES.coHostNotFollowed)] });
    expect((await add(creator, creator.username)).body.error).toEqual([english(HOSTING_MESSAGES.coHostSelf)]);
    expect((await add(creator, '')).body.error).toEqual([english(HOSTING_MESSAGES.coHostUsernameRequired)]);
    expect((await add(creator, 'nobody_by_this_name')).status).toBe(404);
    await follow(creator, blocker);
    await block(blocker, creator);
    const blocked = await add(creator, blocker.username);
    expect(blocked.status).toBe(404);
    expect(blocked.body.message).toBe(english(HOSTING_MESSAGES.coHostUnknown));
    // A co-host may not choose co-hosts; someone else is no host at all.
    await follow(coHost, stranger);
    const byCoHost = await add(coHost, stranger.username);
    expect(byCoHost.status).toBe(403);
    expect(byCoHost.body.message).toBe(english(HOSTING_MESSAGES.notCreatorCoHosts));
    const gql = await t.client().gql('mutation($id: ID!, $u: String!) { addCoHost(id: $id, username: $u) { id } }', { id: eventId, u: stranger.username }, as(stranger));
    expect(gql.body.errors?.[0].extensions).toMatchObject({ code: 'event/not_host', status: 403 });
  });

  it('at most 10 co-hosts', async () => {
    const [creator, ...people] = await makeQuickUsers(t, 12);
    const event = await makeEvent(t, creator);
    for (const person of people) await follow(creator, person);
    for (const person of people.slice(0, 10)) expect((await t.client().post(`/api/events/by-id/${event.event_id}/co-hosts`, { username: person.username }, as(creator))).status).toBe(201);
    const eleventh = await t.client().post(`/api/events/by-id/${event.event_id}/co-hosts`, { username: people[10].username }, as(creator));
    expect(eleventh.body).toMatchObject({ success: false, error: [english(HOSTING_MESSAGES.tooManyCoHosts)] });
  });

  it('a co-host edits the event on both doors, but deleting it is 403 event/not_creator; others stay refused', async () => {
    const [creator, coHost, other] = await makeQuickUsers(t, 3);
    const eventId = await hostedEvent(creator, coHost);
    const patched = await t.client().request('PATCH', `/api/events/by-id/${eventId}`, { json: { event_name: 'Harbour jazz, late set' }, ...as(coHost) });
    expect(patched.status).toBe(200);
    expect(patched.body.data.event.event_name).toBe('Harbour jazz, late set');
    const gql = await t.client().gql('mutation($id: ID!) { updateEvent(id: $id, input: { event_description: "Bring a chair" }) { event_description } }', { id: eventId }, as(coHost));
    expect(gql.body.data.updateEvent.event_description).toBe('Bring a chair');

    const deleted = await t.client().request('DELETE', `/api/events/by-id/${eventId}`, as(coHost));
    expect(deleted.status).toBe(403);
    expect(deleted.body.message).toBe(english(HOSTING_MESSAGES.notCreator));
    const gqlDelete = await t.client().gql('mutation($id: ID!) { deleteEvent(id: $id) }', { id: eventId }, as(coHost));
    expect(gqlDelete.body.errors?.[0].extensions).toMatchObject({ code: 'event/not_creator', status: 403 });

    const byOther = await t.client().request('PATCH', `/api/events/by-id/${eventId}`, { json: { event_name: 'Taken over' }, ...as(other) });
    expect(byOther.status).toBe(403);
    expect(byOther.body.message).toBe(english(contentForbidden('event')));
    expect((await t.client().get(`/api/events/by-id/${eventId}`, as(other))).body.data.event.event_name).toBe('Harbour jazz, late set');
  });

  it('a co-host removes themself, not another; the creator removes anyone', async () => {
    const [creator, one, two] = await makeQuickUsers(t, 3);
    const eventId = await hostedEvent(creator, one);
    await follow(creator, two);
    await t.client().post(`/api/events/by-id/${eventId}/co-hosts`, { username: two.username }, as(creator));
    const notTheirs = await t.client().request('DELETE', `/api/events/by-id/${eventId}/co-hosts/${two.username}`, as(one));
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body.message).toBe(english(HOSTING_MESSAGES.coHostRemoveForbidden));
    const steppedDown = await t.client().request('DELETE', `/api/events/by-id/${eventId}/co-hosts/${one.username}`, as(one));
    expect(steppedDown.status).toBe(200);
    expect(steppedDown.body.data.event.is_host).toBe(false);
    const gql = await t.client().gql('mutation($id: ID!, $u: String!) { removeCoHost(id: $id, username: $u) { co_hosts { username } } }', { id: eventId, u: two.username }, as(creator));
    expect(gql.body.data.removeCoHost.co_hosts).toEqual([]);
    const gone = await t.client().request('DELETE', `/api/events/by-id/${eventId}/co-hosts/${two.username}`, as(creator));
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(english(HOSTING_MESSAGES.notCoHost));
    // No longer a host: editing is refused again.
    expect((await t.client().request('PATCH', `/api/events/by-id/${eventId}`, { json: { event_name: 'Mine now' }, ...as(one) })).status).toBe(403);
  });

  it('someone blocked by the creator finds every hosting door 404', async () => {
    const [creator, blocked] = await makeQuickUsers(t, 2);
    const eventId = await hostedEvent(creator);
    await block(creator, blocked);
    for (const reply of [
      await t.client().post(`/api/events/by-id/${eventId}/co-hosts`, { username: creator.username }, as(blocked)),
      await t.client().post(`/api/events/by-id/${eventId}/messages`, { message_content: 'Hi', audience: 'all' }, as(blocked)),
      await t.client().get(`/api/events/by-id/${eventId}/messages`, as(blocked)),
      await t.client().post(`/api/events/by-id/${eventId}/chat`, {}, as(blocked)),
      await t.client().post(`/api/events/by-id/${eventId}/chat/join`, {}, as(blocked)),
      await t.client().request('PATCH', `/api/events/by-id/${eventId}`, { json: { event_name: 'Taken over' }, ...as(blocked) }),
    ]) {
      expect(reply.status).toBe(404);
    }
  });
});

describe('messages to guests', () => {
  it('reach the audience chosen as a notification and a mail, are kept, and guests read those sent to them', async () => {
    const [creator, coHost, going, waiting, asking, silent] = await makeQuickUsers(t, 6);
    const eventId = await hostedEvent(creator, coHost);
    await answer(eventId, 'going', going, silent);
    await answer(eventId, 'waitlisted', waiting);
    await answer(eventId, 'requested', asking);
    // One guest wants no mail of hosts' messages.
    expect((await t.client().request('PATCH', '/api/notifications/preferences', { json: { kind: 'event_message', email: false }, ...as(silent) })).status).toBe(200);

    const sent = await t.client().post(`/api/events/by-id/${eventId}/messages`, { message_content: 'Doors open at 7.', audience: 'going' }, as(coHost));
    expect(sent.status).toBe(201);
    expect(sent.body.data.event_message).toMatchObject({ message_content: 'Doors open at 7.', audience: 'going', recipient_count: 2 });
    const toWaitlist = await t.client().gql(
      'mutation($id: ID!) { messageGuests(id: $id, message_content: "A seat may free up.", audience: WAITLISTED) { audience recipient_count } }',
      { id: eventId },
      as(creator),
    );
    expect(toWaitlist.body.data.messageGuests).toEqual({ audience: 'WAITLISTED', recipient_count: 1 });
    const toAll = await t.client().post(`/api/events/by-id/${eventId}/messages`, { message_content: 'See you all!', audience: 'all' }, as(creator));
    expect(toAll.body.data.event_message.recipient_count).toBe(3);

    const entries = async (who: QuickUser) => (await t.client().get('/api/notifications', as(who))).body.data.notifications.filter((n: { kind: string }) => n.kind === 'event_message');
    expect(await entries(going)).toHaveLength(1);
    expect((await entries(going))[0].text).toMatch(/wrote to the guests of Harbour jazz/);
    expect(await entries(waiting)).toHaveLength(1);
    expect(await entries(asking)).toEqual([]);

    await mailsSent(t);
    const mailsTo = async (who: QuickUser) => (await t.outbox.all(`${who.username}@example.com`, '/events')).filter((mail) => mail.subject.includes('wrote to the guests of Harbour jazz'));
    expect((await mailsTo(going)).map((mail) => mail.text.includes('Doors open at 7.') || mail.text.includes('See you all!'))).toEqual([true, true]);
    expect((await mailsTo(waiting)).map((mail) => mail.text.includes('Doors open at 7.'))).toEqual([false, false]);
    expect(await mailsTo(silent)).toEqual([]);
    expect(await mailsTo(asking)).toEqual([]);

    const forHosts = await t.client().get(`/api/events/by-id/${eventId}/messages`, as(creator));
    expect(forHosts.body.data.event_messages.map((m: { message_content: string }) => m.message_content)).toEqual(['See you all!', 'A seat may free up.', 'Doors open at 7.']);
    expect(forHosts.body.data.next_cursor).toBeNull();
    const forWaiting = await t.client().gql('query($id: ID!) { eventMessages(id: $id) { items { message_content } next_cursor { cursor_id } } }', { id: eventId }, as(waiting));
    expect(forWaiting.body.data.eventMessages.items.map((m: { message_content: string }) => m.message_content)).toEqual(['See you all!', 'A seat may free up.']);
    const forAsking = await t.client().get(`/api/events/by-id/${eventId}/messages`, as(asking));
    expect(forAsking.status).toBe(403);
    expect(forAsking.body.message).toBe(english(HOSTING_MESSAGES.messagesForbidden));
  });

  it('refuses guests and bad input, naming the field', async () => {
    const [creator, guest] = await makeQuickUsers(t, 2);
    const eventId = await hostedEvent(creator);
    await answer(eventId, 'going', guest);
    const byGuest = await t.client().post(`/api/events/by-id/${eventId}/messages`, { message_content: 'Hi all', audience: 'all' }, as(guest));
    expect(byGuest.status).toBe(403);
    expect(byGuest.body.message).toBe(english(HOSTING_MESSAGES.notHost));
    const bad = await t.client().post(`/api/events/by-id/${eventId}/messages`, { message_content: '  ', audience: 'everyone' }, as(creator));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual([english(HOSTING_MESSAGES.messageRequired), english(HOSTING_MESSAGES.audienceInvalid)]);
    const long = await t.client().post(`/api/events/by-id/${eventId}/messages`, { message_content: 'x'.repeat(1001), audience: 'going' }, as(creator));
    expect(long.body.error).toEqual([english(HOSTING_MESSAGES.messageTooLong)]);
    expect((await t.client().get(`/api/events/by-id/${eventId}/messages`, as(creator))).body.data.event_messages).toEqual([]);
  });

  it('refuses an empty message in the language asked for, on both doors', async () => {
    const [creator] = await makeQuickUsers(t, 1);
    const eventId = await hostedEvent(creator);
    const german = { ...as(creator), headers: { 'accept-language': 'de' } };
    const overRest = await t.client().post(`/api/events/by-id/${eventId}/messages`, { message_content: '  ', audience: 'going' }, german);
    expect([overRest.status, overRest.body.error]).toEqual([400, ['Die Nachricht darf nicht leer sein.']]);
    const overGraphql = await t.client().gql('mutation($id: ID!) { messageGuests(id: $id, message_content: "  ", audience: GOING) { audience } }', { id: eventId }, german);
    expect(overGraphql.body.errors?.[0]).toMatchObject({ message: 'Die Nachricht darf nicht leer sein.', extensions: { status: 400 } });
  });
});

describe('lists', () => {
  it("an event's messages cost as many SQL statements for one as for twenty, on both doors", async () => {
    const [creator, guest] = await makeQuickUsers(t, 2);
    const counts: Record<string, number[]> = { REST: [], GraphQL: [] };
    for (const size of [1, 20]) {
      const eventId = await hostedEvent(creator);
      await answer(eventId, 'going', guest);
      await t.db.query(
        `INSERT INTO event_messages (item_id, author_id, content, audience, recipient_count) SELECT $1, $2, 'Note ' || n, 'all', 1 FROM generate_series(1, $3) AS n`,
        [eventId, creator.accountId, size],
      );
      let rows = 0;
      counts.REST.push(
        (await statementsOf(t, async () => (rows = (await t.client().get(`/api/events/by-id/${eventId}/messages`, as(guest))).body.data.event_messages.length))).length,
      );
      expect(rows).toBe(size);
      counts.GraphQL.push(
        (
          await statementsOf(t, () =>
            t.client().gql('query($id: ID!) { eventMessages(id: $id) { items { event_message_id message_content audience recipient_count created_at } next_cursor { cursor_id } } }', { id: eventId }, as(guest)),
          )
        ).length,
      );
    }
    expect(counts.REST[0]).toBe(counts.REST[1]);
    expect(counts.GraphQL[0]).toBe(counts.GraphQL[1]);
  });
});

describe('event chat', () => {
  it('a host opens it once with the hosts in it; a guest going joins; others are refused; leaving is the chat’s own', async () => {
    const [creator, coHost, going, waiting] = await makeQuickUsers(t, 4);
    const eventId = await hostedEvent(creator, coHost);
    await answer(eventId, 'going', going);
    await answer(eventId, 'waitlisted', waiting);

    const early = await t.client().post(`/api/events/by-id/${eventId}/chat/join`, {}, as(going));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(english(HOSTING_MESSAGES.chatNotOpen));
    expect((await t.client().post(`/api/events/by-id/${eventId}/chat`, {}, as(going))).status).toBe(403);

    const opened = await t.client().post(`/api/events/by-id/${eventId}/chat`, {}, as(coHost));
    expect(opened.status).toBe(201);
    const conversation = opened.body.data.conversation;
    expect(conversation).toMatchObject({ conversation_name: 'Harbour jazz', is_group: true });
    expect(conversation.participants.map((p: { account: { username: string } }) => p.account.username).sort()).toEqual([creator.username, coHost.username].sort());
    const again = await t.client().gql('mutation($id: ID!) { openEventChat(id: $id) { id } }', { id: eventId }, as(creator));
    expect(again.body.data.openEventChat.id).toBe(conversation.conversation_id);

    // Guests going see the chat's id; those waiting do not, and may not join.
    expect((await t.client().get(`/api/events/by-id/${eventId}`, as(going))).body.data.event.event_conversation_id).toBe(conversation.conversation_id);
    expect((await t.client().get(`/api/events/by-id/${eventId}`, as(waiting))).body.data.event.event_conversation_id).toBeNull();
    const refused = await t.client().post(`/api/events/by-id/${eventId}/chat/join`, {}, as(waiting));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(english(HOSTING_MESSAGES.chatJoinForbidden));

    const joined = await t.client().gql('mutation($id: ID!) { joinEventChat(id: $id) { id participants { username } } }', { id: eventId }, as(going));
    expect(joined.body.data.joinEventChat.participants.map((p: { username: string }) => p.username)).toContain(going.username);
    const messages = await t.client().get(`/api/chat/conversations/${conversation.conversation_id}/messages`, as(going));
    expect(messages.body.data.messages.at(-1)).toMatchObject({ kind: 'added', sender: { username: going.username }, people: [{ username: going.username }] });

    expect((await t.client().post(`/api/chat/conversations/${conversation.conversation_id}/leave`, {}, as(going))).status).toBe(200);
    const rejoined = await t.client().post(`/api/events/by-id/${eventId}/chat/join`, {}, as(going));
    expect(rejoined.status).toBe(201);
    expect(rejoined.body.data.conversation.conversation_id).toBe(conversation.conversation_id);
  });

  it('says on both doors whether the caller is in it: false until they join, true after, false once they leave', async () => {
    const [creator, going] = await makeQuickUsers(t, 2);
    const eventId = await hostedEvent(creator);
    await answer(eventId, 'going', going);
    const inChat = async (user: QuickUser) => {
      const rest = (await t.client().get(`/api/events/by-id/${eventId}`, as(user))).body.data.event.is_in_event_chat;
      const gql = (await t.client().gql('query($id: ID!) { contentItem(id: $id) { ... on Event { is_in_event_chat } } }', { id: eventId }, as(user))).body.data.contentItem.is_in_event_chat;
      expect(gql).toBe(rest);
      return rest;
    };
    expect(await inChat(creator)).toBe(false);
    const opened = await t.client().post(`/api/events/by-id/${eventId}/chat`, {}, as(creator));
    const conversationId = opened.body.data.conversation.conversation_id;
    expect(await inChat(creator)).toBe(true);
    expect(await inChat(going)).toBe(false);
    await t.client().post(`/api/events/by-id/${eventId}/chat/join`, {}, as(going));
    expect(await inChat(going)).toBe(true);
    await t.client().post(`/api/chat/conversations/${conversationId}/leave`, {}, as(going));
    expect(await inChat(going)).toBe(false);
  });

  it('keeps the hosts in it: a co-host added later is put in it, one removed is taken out unless going', async () => {
    const [creator, early, late, goer] = await makeQuickUsers(t, 4);
    const eventId = await hostedEvent(creator, early);
    const conversationId = (await t.client().post(`/api/events/by-id/${eventId}/chat`, {}, as(creator))).body.data.conversation.conversation_id;
    const members = async () =>
      ((await t.db.query('SELECT account_id FROM conversation_members WHERE conversation_id = $1', [conversationId])) as Array<{ account_id: string }>).map((row) => row.account_id).sort();

    for (const coHost of [late, goer]) {
      await follow(creator, coHost);
      expect((await t.client().post(`/api/events/by-id/${eventId}/co-hosts`, { username: coHost.username }, as(creator))).status).toBe(201);
    }
    expect(await members()).toEqual([creator, early, late, goer].map((u) => u.accountId).sort());
    const added = await t.client().get(`/api/chat/conversations/${conversationId}/messages`, as(late));
    expect(added.body.data.messages).toContainEqual(expect.objectContaining({ kind: 'added', sender: expect.objectContaining({ username: creator.username }), people: [expect.objectContaining({ username: late.username })] }));
    expect((await t.client().get(`/api/events/by-id/${eventId}`, as(late))).body.data.event).toMatchObject({ event_conversation_id: conversationId, is_in_event_chat: true });

    // Removed on either door: out of the chat, but one who is going stays as a guest.
    await answer(eventId, 'going', goer);
    expect((await t.client().request('DELETE', `/api/events/by-id/${eventId}/co-hosts/${late.username}`, as(creator))).status).toBe(200);
    const removed = await t.client().gql('mutation($id: ID!, $u: String!) { removeCoHost(id: $id, username: $u) { id } }', { id: eventId, u: goer.username }, as(creator));
    expect(removed.body.errors).toBeUndefined();
    expect(await members()).toEqual([creator, early, goer].map((u) => u.accountId).sort());
    const left = await t.client().get(`/api/chat/conversations/${conversationId}/messages`, as(early));
    expect(left.body.data.messages.at(-1)).toMatchObject({ kind: 'left', sender: { username: late.username } });
    expectEnvelope(await t.client().get(`/api/chat/conversations/${conversationId}/messages`, as(late)), 404);
  });

  it(`holds ${HOSTING_LIMITS.eventChatMembers} people, past a group's limit; then guests find it full on both doors, and hosts still get in`, async () => {
    const [creator, late, guest] = await makeQuickUsers(t, 3);
    const eventId = await hostedEvent(creator);
    await answer(eventId, 'going', guest);
    const conversationId = (await t.client().post(`/api/events/by-id/${eventId}/chat`, {}, as(creator))).body.data.conversation.conversation_id;
    // Past a group's own limit, guests still join.
    const crowd = await makeQuickUsers(t, CHAT_LIMITS.participants + 1);
    await answer(eventId, 'going', ...crowd);
    for (const person of crowd) expect((await t.client().post(`/api/events/by-id/${eventId}/chat/join`, {}, as(person))).status).toBe(201);
    // Filled to the limit (seated directly: the room is what is tested).
    const more = HOSTING_LIMITS.eventChatMembers - 1 - crowd.length;
    await t.db.query(
      `WITH made AS (
         INSERT INTO accounts (email, username, full_name, password_hash, email_verified_at)
         SELECT 'crowd' || n || '-' || $2 || '@example.com', 'crowd' || n || '_' || $2, 'Crowd', 'unusable', now() FROM generate_series(1, $3::int) AS n
         RETURNING id)
       INSERT INTO conversation_members (conversation_id, account_id) SELECT $1, id FROM made`,
      [conversationId, Date.now().toString(36), more],
    );

    const full = await t.client().post(`/api/events/by-id/${eventId}/chat/join`, {}, as(guest));
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(english(HOSTING_MESSAGES.chatFull));
    const gql = await t.client().gql('mutation($id: ID!) { joinEventChat(id: $id) { id } }', { id: eventId }, as(guest));
    expect(gql.body.errors?.[0]).toMatchObject({ message: english(HOSTING_MESSAGES.chatFull), extensions: { code: 'request/conflict' } });

    await follow(creator, late);
    await t.client().post(`/api/events/by-id/${eventId}/co-hosts`, { username: late.username }, as(creator));
    expect((await t.client().get(`/api/events/by-id/${eventId}`, as(late))).body.data.event.is_in_event_chat).toBe(true);
  });
});
