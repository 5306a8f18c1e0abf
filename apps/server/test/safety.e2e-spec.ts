import { CHAT_MESSAGES, PROFILE_MESSAGES, REPORT_MESSAGES } from '@gatherly/schema';
import { english } from '../src/i18n/texts';
import { expectEnvelope } from './support/envelope';
import { daysFromNow, makeEvent, makePost, makeQuickUsers, makeRemark, QuickUser } from './support/factories';
import { openChatSocket, openGraphqlSocket } from './support/sockets';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Muting: the muted person's items leave the muter's feed and their notifications the bell; nothing
 * changes for them. Blocking: on every door (REST, GraphQL, /chat/), the blocked person finds the
 * blocker absent and can do nothing to them, and neither sees the other's items.
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const follow = (who: QuickUser, whom: QuickUser) => t.client().post(`/api/profile/follow/${whom.username}`, undefined, { token: who.access });
const feedTexts = async (who: QuickUser) =>
  ((await t.client().get('/api/feed', { token: who.access })).body.data.feed_items as Array<{ type: string; data: { remark_content?: string } }>).map((item) => item.data.remark_content);
const notificationTexts = async (who: QuickUser) => ((await t.client().get('/api/notifications', { token: who.access })).body.data.notifications as Array<{ text: string }>).map((entry) => entry.text);

describe('muting', () => {
  it('takes their items out of the feed and their notifications out of the bell, on every door, until unmuted', async () => {
    const [me, loud, calm] = await makeQuickUsers(t, 3);
    await follow(me, loud);
    await follow(me, calm);
    const mine = await makeRemark(t, me, 'My own remark');
    await makeRemark(t, loud, 'Loud remark');
    await makeRemark(t, calm, 'Calm remark');
    await t.client().post(`/api/remarks/like/${mine.remark_id}`, undefined, { token: loud.access });
    await t.client().post(`/api/remarks/like/${mine.remark_id}`, undefined, { token: calm.access });
    await follow(loud, me);
    expect(await feedTexts(me)).toEqual(expect.arrayContaining(['Loud remark', 'Calm remark', 'My own remark']));

    const muted = await t.client().post(`/api/profile/mute/${loud.username}`, undefined, { token: me.access });
    expect(muted.status).toBe(200);
    expect(muted.body.data.profile).toMatchObject({ username: loud.username, is_muted: true, is_following: true });
    // The feed, read from the timeline and from the tables alike.
    expect(await feedTexts(me)).toEqual(['Calm remark', 'My own remark']);
    await t.db.query('DELETE FROM home_timelines WHERE account_id = $1', [me.accountId]);
    await t.db.query('DELETE FROM timeline_states WHERE account_id = $1', [me.accountId]);
    expect(await feedTexts(me)).toEqual(['Calm remark', 'My own remark']);
    // The bell: the follow entry (only them) is gone; the likes name only the other.
    expect(await notificationTexts(me)).toEqual([`${calm.username} liked your remark`]);
    const graphql = await t.client().gql('{ homeFeed { items { id } } notifications { items { text } } mutedAccounts { items { username } } }', {}, { token: me.access });
    expect(graphql.body.data.notifications.items).toEqual([{ text: `${calm.username} liked your remark` }]);
    expect(graphql.body.data.homeFeed.items).toHaveLength(2);
    expect(graphql.body.data.mutedAccounts.items).toEqual([{ username: loud.username }]);
    expect((await t.client().get('/api/profile/muted', { token: me.access })).body.data.accounts.map((person: { username: string }) => person.username)).toEqual([loud.username]);

    // Nothing changed for them: they still see my remark and follow me.
    expect(await feedTexts(loud)).toEqual(expect.arrayContaining(['My own remark', 'Loud remark']));
    expect((await t.client().get(`/api/profile/profile/${loud.username}`, { token: loud.access })).body.data.is_muted).toBe(false);

    const unmuted = await t.client().gql('mutation ($u: String!) { unmuteAccount(username: $u) { is_muted } }', { u: loud.username }, { token: me.access });
    expect(unmuted.body.data).toEqual({ unmuteAccount: { is_muted: false } });
    expect(await feedTexts(me)).toEqual(expect.arrayContaining(['Loud remark']));
    expect(await notificationTexts(me)).toEqual([`${loud.username} followed you`, `${calm.username} and ${loud.username} liked your remark`]);
  });

  it('keeps what a muted person does out of the live notifications too', async () => {
    const [me, loud, calm] = await makeQuickUsers(t, 3);
    await t.client().post(`/api/profile/mute/${loud.username}`, undefined, { token: me.access });
    const remark = await makeRemark(t, me, 'Live remark');
    const socket = openGraphqlSocket(t, me.access);
    const live = socket.subscribe<{ notificationAdded: { text: string } }>('subscription { notificationAdded { text } }');
    await socket.client.iterate({ query: '{ unreadNotificationCount }' }).next();
    await t.client().post(`/api/remarks/like/${remark.remark_id}`, undefined, { token: loud.access });
    await follow(loud, me);
    await t.client().post(`/api/remarks/like/${remark.remark_id}`, undefined, { token: calm.access });
    const arrived = await live.values.next(() => true);
    expect(arrived.notificationAdded.text).toBe(`${calm.username} liked your remark`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(live.values.items).toHaveLength(1);
    await socket.close();
  });

  it('refuses muting oneself (400), unknown people (404) and anyone signed out (401)', async () => {
    const [me] = await makeQuickUsers(t, 1);
    const self = await t.client().post(`/api/profile/mute/${me.username}`, undefined, { token: me.access });
    expectEnvelope(self, 400);
    expect(self.body.error).toEqual([english(PROFILE_MESSAGES.cannotMuteSelf)]);
    expectEnvelope(await t.client().post('/api/profile/mute/nobody_by_this_name', undefined, { token: me.access }), 404);
    expectEnvelope(await t.client().request('DELETE', '/api/profile/mute/nobody_by_this_name', { token: me.access }), 404);
    expectEnvelope(await t.client().post(`/api/profile/mute/${me.username}`), 401);
    expect((await t.client().gql('{ mutedAccounts { items { username } } }')).body.errors?.[0].extensions?.status).toBe(401);
  });
});

describe('blocking', () => {
  const gql = (who: QuickUser, query: string, variables: Record<string, unknown> = {}) => t.client().gql(query, variables, { token: who.access });

  it('ends the follows both ways and makes the blocker absent to the blocked, on every door', async () => {
    const [blocker, pest, bystander] = await makeQuickUsers(t, 3);
    await follow(blocker, pest);
    await follow(pest, blocker);
    await follow(bystander, blocker);
    const remark = await makeRemark(t, blocker, 'Quiet remark');
    const pestRemark = await makeRemark(t, pest, 'Pest remark');
    const event = await makeEvent(t, blocker, { event_name: 'Private picnic', event_date: daysFromNow(3) });
    const direct = (await gql(pest, 'mutation ($ids: [ID!]!) { createConversation(participant_ids: $ids) { id } }', { ids: [blocker.accountId] })).body.data.createConversation.id;

    const blocked = await t.client().post(`/api/profile/block/${pest.username}`, undefined, { token: blocker.access });
    expect(blocked.status).toBe(200);
    expect(blocked.body.data.profile).toMatchObject({ username: pest.username, is_blocked: true, is_following: false, follower_count: 0, following_count: 0 });
    expect((await t.client().get(`/api/profile/profile/${blocker.username}`, { token: bystander.access })).body.data).toMatchObject({ follower_count: 1, following_count: 0 });

    // The blocker is absent to the blocked: profile, lists, items, search.
    expectEnvelope(await t.client().get(`/api/profile/profile/${blocker.username}`, { token: pest.access }), 404);
    expect((await gql(pest, 'query ($u: String!) { profile(username: $u) { id } }', { u: blocker.username })).body.data).toEqual({ profile: null });
    expectEnvelope(await t.client().get(`/api/remarks/by-user/${blocker.username}`, { token: pest.access }), 404);
    expectEnvelope(await t.client().get(`/api/profile/${blocker.username}/followers`, { token: pest.access }), 404);
    expectEnvelope(await t.client().get(`/api/remarks/by-id/${remark.remark_id}`, { token: pest.access }), 404);
    expect((await gql(pest, 'query ($id: ID!) { remark(id: $id) { id } contentItem(id: $id) { id } }', { id: remark.remark_id })).body.data).toEqual({ remark: null, contentItem: null });
    expect((await t.client().get(`/api/profile/search?username=${blocker.username}`, { token: pest.access })).body.data.accounts).toEqual([]);
    const explore = await t.client().post('/api/events/search', { event_name: 'Private picnic' }, { token: pest.access });
    expect(explore.body.data.events).toEqual([]);
    expect((await t.client().get('/api/profile/bystander_is_not_here/followers', { token: pest.access })).status).toBe(404);
    const bystanderFollowing = await t.client().get(`/api/profile/${bystander.username}/following`, { token: pest.access });
    expect(bystanderFollowing.body.data.following).toEqual([]);
    // Nor in the feed.
    expect(await feedTexts(pest)).toEqual(['Pest remark']);
    expect((await feedTexts(blocker)).filter(Boolean)).toEqual(['Quiet remark']);

    // It can do nothing to them.
    expectEnvelope(await t.client().post(`/api/profile/follow/${blocker.username}`, undefined, { token: pest.access }), 404);
    expect((await gql(pest, 'mutation ($u: String!) { follow(username: $u) { id } }', { u: blocker.username })).body.errors?.[0].extensions?.status).toBe(404);
    expectEnvelope(await t.client().post(`/api/remarks/like/${remark.remark_id}`, undefined, { token: pest.access }), 404);
    expect((await gql(pest, 'mutation ($id: ID!) { likeRemark(id: $id) { id } }', { id: remark.remark_id })).body.errors?.[0].extensions?.status).toBe(404);
    expectEnvelope(await t.client().post('/api/remarks/comment', { remark_id: remark.remark_id, comment_content: 'Hey' }, { token: pest.access }), 404);
    expectEnvelope(await t.client().post(`/api/events/interest/${event.event_id}`, undefined, { token: pest.access }), 404);
    const newConversation = await t.client().post('/api/chat/conversations/create', { participant_ids: [blocker.accountId] }, { token: pest.access });
    expectEnvelope(newConversation, 400);
    expect(newConversation.body.error).toEqual([english(CHAT_MESSAGES.participantUnknown)]);
    const message = await gql(pest, 'mutation ($c: ID!) { sendMessage(conversation_id: $c, content: "Hello?") { id } }', { c: direct });
    expect(message.body.errors?.[0]).toMatchObject({ message: english(CHAT_MESSAGES.blocked), extensions: { status: 403 } });
    const socket = await openChatSocket(t, pest.access);
    socket.send({ action: 'send_message', conversation: direct, content: 'Hello again?' });
    const refused = await socket.frames.next((frame) => frame.type === 'error');
    expect(refused.message).toBe(english(CHAT_MESSAGES.blocked));
    await socket.close();
    // Nor can the blocker act on them without unblocking first.
    const back = await t.client().post(`/api/profile/follow/${pest.username}`, undefined, { token: blocker.access });
    expect([back.status, back.body.message]).toEqual([403, english(PROFILE_MESSAGES.youBlocked)]);
    expectEnvelope(await t.client().post(`/api/remarks/like/${pestRemark.remark_id}`, undefined, { token: blocker.access }), 404);

    // Settings lists them; unblocking lets them find each other again, follows stay ended.
    expect((await t.client().get('/api/profile/blocked', { token: blocker.access })).body.data.accounts.map((person: { username: string }) => person.username)).toEqual([pest.username]);
    expect((await gql(blocker, 'mutation ($u: String!) { unblockAccount(username: $u) { is_blocked is_following } }', { u: pest.username })).body.data).toEqual({
      unblockAccount: { is_blocked: false, is_following: false },
    });
    expect((await t.client().get(`/api/profile/profile/${blocker.username}`, { token: pest.access })).status).toBe(200);
    expect((await t.client().post(`/api/remarks/like/${remark.remark_id}`, undefined, { token: pest.access })).status).toBe(200);
  });

  it('refuses blocking oneself (400), unknown people (404) and anyone signed out (401)', async () => {
    const [me] = await makeQuickUsers(t, 1);
    const self = await t.client().post(`/api/profile/block/${me.username}`, undefined, { token: me.access });
    expectEnvelope(self, 400);
    expect(self.body.error).toEqual([english(PROFILE_MESSAGES.cannotBlockSelf)]);
    expectEnvelope(await t.client().post('/api/profile/block/nobody_by_this_name', undefined, { token: me.access }), 404);
    expectEnvelope(await t.client().post(`/api/profile/block/${me.username}`), 401);
    expect((await t.client().gql('{ blockedAccounts { items { username } } }')).body.errors?.[0].extensions?.status).toBe(401);
  });
});

describe('reporting', () => {
  const report = (who: QuickUser, body: Record<string, unknown>) => t.client().post('/api/reports', body, { token: who.access });

  it('reports each kind of target once while open, over REST and GraphQL', async () => {
    const [reporter, author] = await makeQuickUsers(t, 2);
    const remark = await makeRemark(t, author);
    const post = await makePost(t, author);
    const event = await makeEvent(t, author);
    const comment = (await t.client().post('/api/remarks/comment', { remark_id: remark.remark_id, comment_content: 'Buy now!' }, { token: author.access })).body.data.comment;
    const conversation = (await t.client().gql('mutation ($ids: [ID!]!) { createConversation(participant_ids: $ids) { id } }', { ids: [reporter.accountId] }, { token: author.access })).body.data.createConversation.id;
    const message = (await t.client().gql('mutation ($c: ID!) { sendMessage(conversation_id: $c, content: "Click this link") { id } }', { c: conversation }, { token: author.access })).body.data.sendMessage.id;

    for (const [target_type, target_id] of [
      ['account', author.accountId],
      ['remark', remark.remark_id],
      ['post', post.post_id],
      ['event', event.event_id],
      ['comment', comment.remark_comment_id],
      ['message', message],
    ]) {
      const sent = await report(reporter, { target_type, target_id, reason: 'spam', text: '  Looks automated.  ' });
      expect([sent.status, sent.body.message]).toEqual([201, english(REPORT_MESSAGES.sent)]);
      expect(sent.body.data.report).toMatchObject({ target_type, target_id, reason: 'spam', text: 'Looks automated.', status: 'open' });
      const again = await report(reporter, { target_type, target_id, reason: 'other' });
      expectEnvelope(again, 409);
      expect(again.body.message).toBe(english(REPORT_MESSAGES.alreadyReported));
    }
    const rows = await t.db.query(`SELECT count(*)::int AS n FROM reports WHERE reporter_id = $1 AND status = 'open'`, [reporter.accountId]);
    expect(rows[0].n).toBe(6);

    const [other] = await makeQuickUsers(t, 1);
    const graphql = await t.client().gql(
      'mutation ($input: ReportInput!) { reportContent(input: $input) { target_type reason status } }',
      { input: { target_type: 'remark', target_id: remark.remark_id, reason: 'harassment' } },
      { token: other.access },
    );
    expect(graphql.body).toEqual({ data: { reportContent: { target_type: 'remark', reason: 'harassment', status: 'open' } } });
    const twice = await t.client().gql('mutation ($input: ReportInput!) { reportContent(input: $input) { id } }', { input: { target_type: 'remark', target_id: remark.remark_id, reason: 'spam' } }, { token: other.access });
    expect(twice.body.errors?.[0]).toMatchObject({ message: english(REPORT_MESSAGES.alreadyReported), extensions: { status: 409 } });
  });

  it('refuses bad kinds and reasons (400), oneself (400), what one cannot see (404), and anyone signed out (401)', async () => {
    const [reporter, author, stranger] = await makeQuickUsers(t, 3);
    const remark = await makeRemark(t, author);
    const bad = await report(reporter, { target_type: 'planet', target_id: remark.remark_id, reason: 'rude', text: 'x'.repeat(501) });
    expectEnvelope(bad, 400);
    expect(bad.body.error).toEqual([english(REPORT_MESSAGES.targetTypeInvalid), english(REPORT_MESSAGES.reasonInvalid), english(REPORT_MESSAGES.textTooLong)]);
    const self = await report(reporter, { target_type: 'account', target_id: reporter.accountId, reason: 'spam' });
    expectEnvelope(self, 400);
    expect(self.body.error).toEqual([english(REPORT_MESSAGES.self)]);
    for (const [target_type, target_id] of [
      ['remark', '00000000-0000-4000-8000-000000000000'],
      ['post', remark.remark_id],
      ['comment', 'not-an-id'],
      ['message', '1'],
    ]) {
      expectEnvelope(await report(stranger, { target_type, target_id, reason: 'spam' }), 404);
    }
    // Someone who blocked the reporter is absent to them.
    await t.client().post(`/api/profile/block/${reporter.username}`, undefined, { token: author.access });
    expectEnvelope(await report(reporter, { target_type: 'remark', target_id: remark.remark_id, reason: 'spam' }), 404);
    expectEnvelope(await t.client().post('/api/reports', { target_type: 'remark', target_id: remark.remark_id, reason: 'spam' }), 401);
  });
});
