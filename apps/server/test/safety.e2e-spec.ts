import { PROFILE_MESSAGES } from '@gatherly/schema';
import { expectEnvelope } from './support/envelope';
import { makeQuickUsers, makeRemark, QuickUser } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/** Muting: the muted person's items leave the muter's feed and their notifications the bell; nothing changes for them. */

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
    const graphql = await t.client().gql('{ homeFeed { items { id } } notifications { items { text } } mutedAccounts { username } }', {}, { token: me.access });
    expect(graphql.body.data.notifications.items).toEqual([{ text: `${calm.username} liked your remark` }]);
    expect(graphql.body.data.homeFeed.items).toHaveLength(2);
    expect(graphql.body.data.mutedAccounts).toEqual([{ username: loud.username }]);
    expect((await t.client().get('/api/profile/muted', { token: me.access })).body.data.accounts.map((person: { username: string }) => person.username)).toEqual([loud.username]);

    // Nothing changed for them: they still see my remark and follow me.
    expect(await feedTexts(loud)).toEqual(expect.arrayContaining(['My own remark', 'Loud remark']));
    expect((await t.client().get(`/api/profile/profile/${loud.username}`, { token: loud.access })).body.data.is_muted).toBe(false);

    const unmuted = await t.client().gql('mutation ($u: String!) { unmuteAccount(username: $u) { is_muted } }', { u: loud.username }, { token: me.access });
    expect(unmuted.body.data).toEqual({ unmuteAccount: { is_muted: false } });
    expect(await feedTexts(me)).toEqual(expect.arrayContaining(['Loud remark']));
    expect(await notificationTexts(me)).toEqual([`${loud.username} followed you`, `${calm.username} and ${loud.username} liked your remark`]);
  });

  it('refuses muting oneself (400), unknown people (404) and anyone signed out (401)', async () => {
    const [me] = await makeQuickUsers(t, 1);
    const self = await t.client().post(`/api/profile/mute/${me.username}`, undefined, { token: me.access });
    expectEnvelope(self, 400);
    expect(self.body.error).toEqual([PROFILE_MESSAGES.cannotMuteSelf]);
    expectEnvelope(await t.client().post('/api/profile/mute/nobody_by_this_name', undefined, { token: me.access }), 404);
    expectEnvelope(await t.client().request('DELETE', '/api/profile/mute/nobody_by_this_name', { token: me.access }), 404);
    expectEnvelope(await t.client().post(`/api/profile/mute/${me.username}`), 401);
    expect((await t.client().gql('{ mutedAccounts { username } }')).body.errors?.[0].extensions?.status).toBe(401);
  });
});
