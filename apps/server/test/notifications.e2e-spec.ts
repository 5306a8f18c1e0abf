import { ERROR_CODES, NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES } from '@gatherly/schema';
import { english } from '../src/i18n/texts';
import { expectEnvelope } from './support/envelope';
import { makeEvent, makePost, makeQuickUsers, makeRemark, QuickUser } from './support/factories';
import { openGraphqlSocket } from './support/sockets';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Notifications: each kind, grouping into entries, acting on one's own items, undoing, reading, the
 * live subscription, and every door (REST, GraphQL, graphql-ws).
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const list = async (who: QuickUser, before?: string) => {
  const reply = await t.client().get(`/api/notifications${before ? `?before=${before}` : ''}`, { token: who.access });
  expect(reply.status).toBe(200);
  return reply.body.data as { notifications: any[]; next_cursor: { before: string } | null; unread_count: number };
};
const texts = async (who: QuickUser) => (await list(who)).notifications.map((entry) => entry.text);
const like = (who: QuickUser, kind: string, id: string) => t.client().post(`/api/${kind}s/like/${id}`, undefined, { token: who.access });
const unlike = (who: QuickUser, kind: string, id: string) => t.client().request('DELETE', `/api/${kind}s/like/${id}`, { token: who.access });
const follow = (who: QuickUser, whom: QuickUser) => t.client().post(`/api/profile/follow/${whom.username}`, undefined, { token: who.access });

describe('notifications of each kind', () => {
  it('tells the author of a like, a comment, an interest and a follow, and no one of their own actions', async () => {
    const [author, ada] = await makeQuickUsers(t, 2);
    const remark = await makeRemark(t, author);
    const post = await makePost(t, author);
    const event = await makeEvent(t, author);

    expect((await like(ada, 'remark', remark.remark_id)).status).toBe(200);
    expect((await t.client().post('/api/posts/comment', { post_id: post.post_id, comment_content: 'Lovely' }, { token: ada.access })).status).toBe(201);
    expect((await t.client().post(`/api/events/interest/${event.event_id}`, undefined, { token: ada.access })).status).toBe(200);
    expect((await follow(ada, author)).status).toBe(200);
    // Their own: nothing.
    await like(author, 'post', post.post_id);
    await t.client().post('/api/remarks/comment', { remark_id: remark.remark_id, comment_content: 'Me too' }, { token: author.access });

    const page = await list(author);
    expect(page.notifications.map((entry) => entry.text)).toEqual([
      `${ada.username} followed you`,
      `${ada.username} is interested in your event`,
      `${ada.username} commented on your post`,
      `${ada.username} liked your remark`,
    ]);
    expect(page.unread_count).toBe(4);
    expect(page.next_cursor).toBeNull();
    const [followed, interested, commented, liked] = page.notifications;
    expect(followed).toMatchObject({ kind: 'follow', item_id: null, item_kind: null, actor_count: 1, read: false });
    expect(followed.actors).toEqual([{ account_id: ada.accountId, username: ada.username, full_name: 'Quick User', profile_image: null, is_following: false, is_remote: false }]);
    expect(interested).toMatchObject({ kind: 'interest', item_id: event.event_id, item_kind: 'event', item_preview: event.event_name });
    expect(interested.item_image).toBe(event.media[0].thumbnail_file);
    expect(commented).toMatchObject({ kind: 'comment', item_id: post.post_id, item_kind: 'post', item_preview: post.post_content, comment_text: 'Lovely' });
    expect(liked).toMatchObject({ kind: 'like', item_id: remark.remark_id, item_kind: 'remark', item_preview: remark.remark_content, item_image: null });
    expect(await texts(ada)).toEqual([]);
  });
});

describe('grouping', () => {
  it('makes one entry per item and kind per day, newest person first, each person once', async () => {
    const [author, ...fans] = await makeQuickUsers(t, 5);
    const post = await makePost(t, author);
    for (const fan of fans) await like(fan, 'post', post.post_id);
    const [newest, second] = [fans[3], fans[2]];
    expect(await texts(author)).toEqual([`${newest.username} and 3 others liked your post`]);
    const [entry] = (await list(author)).notifications;
    expect(entry.actors.map((actor: { username: string }) => actor.username)).toEqual([newest.username, second.username]);
    expect(entry.actor_count).toBe(4);

    // Two comments of one person count once; a second person makes two.
    const remark = await makeRemark(t, author);
    for (const text of ['One', 'Two']) await t.client().post('/api/remarks/comment', { remark_id: remark.remark_id, comment_content: text }, { token: fans[0].access });
    expect((await texts(author))[0]).toBe(`${fans[0].username} commented on your remark`);
    await t.client().post('/api/remarks/comment', { remark_id: remark.remark_id, comment_content: 'Three' }, { token: fans[1].access });
    expect((await texts(author))[0]).toBe(`${fans[1].username} and ${fans[0].username} commented on your remark`);

    // Follows of one day are one entry.
    await follow(fans[0], author);
    await follow(fans[1], author);
    expect((await texts(author))[0]).toBe(`${fans[1].username} and ${fans[0].username} followed you`);
    expect((await list(author)).notifications).toHaveLength(3);
  });

  it('keeps entries of another day apart', async () => {
    const [author, ada, bob] = await makeQuickUsers(t, 3);
    const post = await makePost(t, author);
    await like(ada, 'post', post.post_id);
    // Yesterday's like, as the database holds it.
    for (const table of ['notifications', 'notification_groups']) {
      await t.db.query(`UPDATE ${table} SET group_key = replace(group_key, to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD'), 'yesterday') WHERE recipient_id = $1`, [author.accountId]);
    }
    await like(bob, 'post', post.post_id);
    expect(await texts(author)).toEqual([`${bob.username} liked your post`, `${ada.username} liked your post`]);
  });
});

describe('undoing', () => {
  it('withdraws the notification of an unlike, a withdrawn interest and an unfollow; the entry shows who is left', async () => {
    const [author, ada, bob] = await makeQuickUsers(t, 3);
    const post = await makePost(t, author);
    await like(ada, 'post', post.post_id);
    await like(bob, 'post', post.post_id);
    expect(await texts(author)).toEqual([`${bob.username} and ${ada.username} liked your post`]);
    await unlike(bob, 'post', post.post_id);
    expect(await texts(author)).toEqual([`${ada.username} liked your post`]);
    await unlike(ada, 'post', post.post_id);
    expect(await list(author)).toMatchObject({ notifications: [], unread_count: 0 });
    // Liked again: a new entry of one.
    await like(ada, 'post', post.post_id);
    expect(await texts(author)).toEqual([`${ada.username} liked your post`]);

    const event = await makeEvent(t, author);
    await t.client().post(`/api/events/interest/${event.event_id}`, undefined, { token: bob.access });
    await t.client().request('DELETE', `/api/events/interest/${event.event_id}`, { token: bob.access });
    await follow(bob, author);
    await t.client().post(`/api/profile/unfollow/${author.username}`, undefined, { token: bob.access });
    expect(await texts(author)).toEqual([`${ada.username} liked your post`]);
  });

  it('drops the entries of a deleted item', async () => {
    const [author, ada] = await makeQuickUsers(t, 2);
    const remark = await makeRemark(t, author);
    await like(ada, 'remark', remark.remark_id);
    expect((await t.client().request('DELETE', `/api/remarks/by-id/${remark.remark_id}`, { token: author.access })).status).toBe(200);
    expect((await list(author)).notifications).toEqual([]);
  });
});

describe('reading', () => {
  it('pages by cursor without repeats, marks read up to a position or all, and never goes back', async () => {
    const [author, ...fans] = await makeQuickUsers(t, 4);
    const total = NOTIFICATION_LIMITS.pageSize + 5;
    for (let n = 0; n < total; n += 1) {
      const remark = await makeRemark(t, author, `Remark ${n}`);
      await like(fans[n % fans.length], 'remark', remark.remark_id);
    }
    const first = await list(author);
    expect(first.notifications).toHaveLength(NOTIFICATION_LIMITS.pageSize);
    expect(first.unread_count).toBe(total);
    const second = await list(author, first.next_cursor!.before);
    expect(second.notifications).toHaveLength(5);
    expect(second.next_cursor).toBeNull();
    const previews = [...first.notifications, ...second.notifications].map((entry) => entry.item_preview);
    expect(previews).toEqual(Array.from({ length: total }, (_, n) => `Remark ${total - 1 - n}`));

    // Read up to the fifth newest: the four above it stay unread.
    const upTo = first.notifications[4].position;
    const read = await t.client().post('/api/notifications/read', { up_to: upTo }, { token: author.access });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ unread_count: 4 });
    expect((await list(author)).notifications.map((entry) => entry.read).slice(0, 6)).toEqual([false, false, false, false, true, true]);
    // An older position changes nothing.
    expect((await t.client().post('/api/notifications/read', { up_to: second.notifications[0].position }, { token: author.access })).body.data).toEqual({ unread_count: 4 });
    expect((await t.client().post('/api/notifications/read', {}, { token: author.access })).body.data).toEqual({ unread_count: 0 });

    // A new like on a read entry makes it unread again, at the top.
    const oldest = second.notifications.at(-1);
    await like(fans[1], 'remark', oldest.item_id);
    const after = await list(author);
    expect(after.unread_count).toBe(1);
    expect(after.notifications[0]).toMatchObject({ id: oldest.id, read: false, actor_count: 2 });
  });

  it('refuses a bad cursor or position with 400, and anyone signed out with 401', async () => {
    const [ada] = await makeQuickUsers(t, 1);
    for (const reply of [
      await t.client().get('/api/notifications?before=abc', { token: ada.access }),
      await t.client().post('/api/notifications/read', { up_to: '1;DROP' }, { token: ada.access }),
      await t.client().post('/api/notifications/read', { up_to: 5 }, { token: ada.access }),
    ]) {
      expectEnvelope(reply, 400);
    }
    expect((await t.client().get('/api/notifications?before=abc', { token: ada.access })).body.error).toEqual([english(NOTIFICATION_MESSAGES.cursorInvalid)]);
    expectEnvelope(await t.client().get('/api/notifications'), 401);
    expectEnvelope(await t.client().post('/api/notifications/read', {}), 401);
    const signedOut = await t.client().gql('{ unreadNotificationCount }');
    expect(signedOut.body.errors?.[0].extensions?.code).toBe(ERROR_CODES.unauthenticated);
  });
});

describe('over GraphQL', () => {
  it('answers the same list, the count, and marks read', async () => {
    const [author, ada] = await makeQuickUsers(t, 2);
    const remark = await makeRemark(t, author);
    await t.client().gql('mutation ($id: ID!) { likeRemark(id: $id) { id } }', { id: remark.remark_id }, { token: ada.access });
    const listed = await t.client().gql(
      '{ notifications { items { id kind text item_id item_kind actor_count read position actors { id username is_following } } next_cursor { before } unread_count } unreadNotificationCount }',
      {},
      { token: author.access },
    );
    expect(listed.body.errors).toBeUndefined();
    expect(listed.body.data).toEqual({
      notifications: {
        items: [
          {
            id: expect.any(String),
            kind: 'like',
            text: `${ada.username} liked your remark`,
            item_id: remark.remark_id,
            item_kind: 'remark',
            actor_count: 1,
            read: false,
            position: expect.stringMatching(/^\d+$/),
            actors: [{ id: ada.accountId, username: ada.username, is_following: false }],
          },
        ],
        next_cursor: null,
        unread_count: 1,
      },
      unreadNotificationCount: 1,
    });
    const marked = await t.client().gql('mutation { markNotificationsRead }', {}, { token: author.access });
    expect(marked.body.data).toEqual({ markNotificationsRead: 0 });
    const bad = await t.client().gql('{ notifications(before: "x") { unread_count } }', {}, { token: author.access });
    expect(bad.body.errors?.[0]).toMatchObject({ message: english(NOTIFICATION_MESSAGES.cursorInvalid), extensions: { status: 400 } });
  });

  it('sends each new notification to the recipient live, as the entry it joined, and nothing to anyone else', async () => {
    const [author, ada, bob] = await makeQuickUsers(t, 3);
    const post = await makePost(t, author);
    const socket = openGraphqlSocket(t, author.access);
    const others = openGraphqlSocket(t, ada.access);
    const query = 'subscription { notificationAdded { id kind text actor_count read } }';
    const live = socket.subscribe<{ notificationAdded: any }>(query);
    const elsewhere = others.subscribe<{ notificationAdded: any }>(query);
    // The subscription is listening once a query on the same socket has been answered.
    await socket.client.iterate({ query: '{ unreadNotificationCount }' }).next();

    await like(ada, 'post', post.post_id);
    const first = await live.values.next(() => true);
    expect(first.notificationAdded).toMatchObject({ kind: 'like', text: `${ada.username} liked your post`, actor_count: 1, read: false });
    await like(bob, 'post', post.post_id);
    const second = await live.values.next(() => true, { from: 1 });
    expect(second.notificationAdded).toMatchObject({ id: first.notificationAdded.id, text: `${bob.username} and ${ada.username} liked your post`, actor_count: 2 });
    // Their own like tells no one.
    await like(author, 'post', post.post_id);
    await follow(bob, author);
    await live.values.next((value) => value.notificationAdded.kind === 'follow');
    expect(live.values.items).toHaveLength(3);
    expect(elsewhere.values.items).toEqual([]);
    await Promise.all([socket.close(), others.close()]);
  });
});
