import { FEED_LIMITS, HASHTAG_MESSAGES } from '@gatherly/schema';
import { english } from '../src/i18n/texts';
import { expectEnvelope } from './support/envelope';
import { jobsDone } from './support/jobs';
import { makeEvent, makePost, makeQuickUsers, makeRemark, QuickUser } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/** Hashtags: stored as written, tag pages paged and filtered as the feed, followed tags in the home feed, trending. */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

type FeedCursor = Record<string, string | null> | null;
type FeedItem = { type: string; data: Record<string, unknown> };

const as = (user: QuickUser) => ({ token: user.access });
const idOf = (item: FeedItem) => item.data[`${item.type}_id`] as string;
/** A tag no other test writes, so that counts and pages are this test's own. */
const freshTag = (stem: string) => `${stem}${Math.random().toString(36).slice(2, 8)}`;
const queryOf = (cursor: FeedCursor) => (cursor ? `?${new URLSearchParams(Object.entries(cursor).filter(([, value]) => value !== null) as Array<[string, string]>)}` : '');

async function tagPage(viewer: QuickUser, tag: string, cursor: FeedCursor = null) {
  const reply = await t.client().get(`/api/tags/${encodeURIComponent(tag)}${queryOf(cursor)}`, as(viewer));
  expect([reply.status, reply.text]).toEqual([200, expect.any(String)]);
  return reply.body.data as { tag: { name: string; item_count: number; is_following: boolean }; feed_items: FeedItem[]; next_cursor: FeedCursor };
}

async function feedIds(viewer: QuickUser): Promise<string[]> {
  const reply = await t.client().get('/api/feed', as(viewer));
  expect(reply.status).toBe(200);
  return (reply.body.data.feed_items as FeedItem[]).map(idOf);
}

const tagged = (viewer: QuickUser, tag: string) => tagPage(viewer, tag).then((page) => page.feed_items.map(idOf));

describe('tags stored as written', () => {
  it('stores the tags of remarks, post captions and event names and descriptions, case and accents folded, in any script', async () => {
    const [ada] = await makeQuickUsers(t, 1);
    const remark = await makeRemark(t, ada, 'Coffee at #Café_Nord with #ΚΑΦΈΣ and #Москва and #東京 #café_nord');
    const expected = ['cafe_nord', 'καφες', 'москва', '東京'];
    expect([...remark.hashtags].sort()).toEqual(expected);
    const post = await makePost(t, ada, { caption: 'Sunset #Lake' });
    expect(post.hashtags).toEqual(['lake']);
    const event = await makeEvent(t, ada, { event_name: 'Jam #Jazz', event_description: 'Bring a #Bass' });
    expect(event.hashtags).toEqual(['bass', 'jazz']);
    const rows: Array<{ tag: string }> = await t.db.query('SELECT tag FROM item_hashtags WHERE item_id = $1', [remark.remark_id]);
    expect(rows.map((row) => row.tag).sort()).toEqual(expected);
  });

  it('rewrites the tags at an edit, and the counts follow edits and deletions', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const [old, kept, added] = [freshTag('old'), freshTag('kept'), freshTag('added')];
    const remark = await makeRemark(t, ada, `#${old} #${kept}`);
    expect((await tagPage(bob, kept)).tag).toEqual({ name: kept, item_count: 1, is_following: false });
    const edited = await t.client().request('PATCH', `/api/remarks/by-id/${remark.remark_id}`, { json: { remark_content: `#${kept} #${added}` }, ...as(ada) });
    expect(edited.status).toBe(200);
    expect([...edited.body.data.remark.hashtags].sort()).toEqual([added, kept].sort());
    expect(await tagged(bob, old)).toEqual([]);
    expect((await tagPage(bob, old)).tag.item_count).toBe(0);
    expect(await tagged(bob, added)).toEqual([remark.remark_id]);
    expect((await t.client().request('DELETE', `/api/remarks/by-id/${remark.remark_id}`, as(ada))).status).toBe(200);
    expect(await tagPage(bob, kept)).toMatchObject({ tag: { item_count: 0 }, feed_items: [] });
  });

  it('answers hashtags on items and comments over GraphQL', async () => {
    const [ada] = await makeQuickUsers(t, 1);
    const remark = await makeRemark(t, ada, 'Hello #World');
    await t.client().post('/api/remarks/comment', { remark_id: remark.remark_id, comment_content: 'Me too #Wörld' }, as(ada));
    const reply = await t.client().gql(`query($id: ID!) { contentItem(id: $id) { hashtags comments { items { hashtags } } } }`, { id: remark.remark_id }, as(ada));
    expect(reply.body).toEqual({ data: { contentItem: { hashtags: ['world'], comments: { items: [{ hashtags: ['world'] }] } } } });
  });
});

describe('a tag page', () => {
  it('lists every kind newest first, paged by the four-part cursor, and names the tag in any case', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const tag = freshTag('walk');
    const made: string[] = [];
    for (let index = 0; index < FEED_LIMITS.pageSize + 2; index += 1) made.push((await makeRemark(t, index % 2 ? ada : bob, `Walk ${index} #${tag}`)).remark_id);
    made.push((await makePost(t, ada, { caption: `#${tag.toUpperCase()}` })).post_id);
    made.push((await makeEvent(t, bob, { event_name: `Walk #${tag}` })).event_id);
    const first = await tagPage(ada, tag.toUpperCase());
    expect(first.tag).toEqual({ name: tag, item_count: made.length, is_following: false });
    expect(first.feed_items.map((item) => item.type).slice(0, 2)).toEqual(['event', 'post']);
    expect(first.feed_items).toHaveLength(FEED_LIMITS.pageSize);
    expect(first.next_cursor).toEqual({ cursor_timestamp: expect.any(String), remark_cursor_id: expect.any(String), post_cursor_id: null, event_cursor_id: null });
    const second = await tagPage(ada, `#${tag}`, first.next_cursor);
    expect(second.next_cursor).toBeNull();
    expect([...first.feed_items, ...second.feed_items].map(idOf)).toEqual([...made].reverse());
    expect(first.feed_items[0].data).toMatchObject({ account_username: bob.username, hashtags: [tag], is_liked: false });
  });

  it('answers the same over GraphQL', async () => {
    const [ada] = await makeQuickUsers(t, 1);
    const tag = freshTag('gql');
    const remark = await makeRemark(t, ada, `#${tag}`);
    const reply = await t.client().gql(`query($name: String!) { tag(name: $name) { name item_count is_following items { items { id hashtags } next_cursor { cursor_id } } } }`, { name: tag.toUpperCase() }, as(ada));
    expect(reply.body).toEqual({ data: { tag: { name: tag, item_count: 1, is_following: false, items: { items: [{ id: remark.remark_id, hashtags: [tag] }], next_cursor: null } } } });
  });

  it('leaves out items of blocked, blocking, muted and suspended authors', async () => {
    const [viewer, friend, blocked, blocker, muted, suspended] = await makeQuickUsers(t, 6);
    const tag = freshTag('seen');
    const ids = Object.fromEntries(await Promise.all(Object.entries({ friend, blocked, blocker, muted, suspended }).map(async ([name, who]) => [name, (await makeRemark(t, who, `#${tag}`)).remark_id] as const)));
    await t.client().post(`/api/profile/block/${blocked.username}`, undefined, as(viewer));
    await t.client().post(`/api/profile/block/${viewer.username}`, undefined, as(blocker));
    await t.client().post(`/api/profile/mute/${muted.username}`, undefined, as(viewer));
    await t.db.query('UPDATE accounts SET suspended_at = now() WHERE id = $1', [suspended.accountId]);
    expect(await tagged(viewer, tag)).toEqual([ids.friend]);
    const gql = await t.client().gql(`query($name: String!) { tag(name: $name) { items { items { id } } } }`, { name: tag }, as(viewer));
    expect(gql.body.data.tag.items.items).toEqual([{ id: ids.friend }]);
  });

  it('refuses what is no tag with a 400 naming tag, on both doors', async () => {
    const [ada] = await makeQuickUsers(t, 1);
    for (const name of ['123', 'two%20words', 'a-b', 'x'.repeat(101)]) {
      const reply = await t.client().get(`/api/tags/${name}`, as(ada));
      expectEnvelope(reply, 400);
      expect(reply.body.error).toEqual([english(HASHTAG_MESSAGES.tagInvalid)]);
    }
    expectEnvelope(await t.client().post('/api/tags/123/follow', undefined, as(ada)), 400);
    const gql = await t.client().gql(`mutation { followTag(name: "a b") { name } }`, undefined, as(ada));
    expect(gql.body.errors?.[0]).toMatchObject({ message: english(HASHTAG_MESSAGES.tagInvalid), extensions: { code: 'request/invalid' } });
    expectEnvelope(await t.client().get('/api/tags/ok'), 401);
  });
});

describe('following a tag', () => {
  it("follows and unfollows over REST and GraphQL, and the tag's new items join the home feed once", async () => {
    const [ada, bob, carol] = await makeQuickUsers(t, 3);
    const tag = freshTag('folk');
    const before = await makeRemark(t, bob, `Old #${tag}`);
    const followed = await t.client().post(`/api/tags/${tag.toUpperCase()}/follow`, undefined, as(ada));
    expect([followed.status, followed.body.data]).toEqual([200, { tag: { name: tag, item_count: 1, is_following: true } }]);
    await t.client().post(`/api/profile/follow/${carol.username}`, undefined, as(ada));
    // Fan-out reaches the timelines of people who read their feed.
    expect(await feedIds(ada)).toEqual([]);
    await jobsDone(t);
    const fromStranger = await makeRemark(t, bob, `New #${tag}`);
    const fromFollowed = await makeRemark(t, carol, `Also #${tag}`);
    const untagged = await makeRemark(t, bob, 'No tag here');
    await jobsDone(t);
    const feed = await feedIds(ada);
    expect(feed).toEqual([fromFollowed.remark_id, fromStranger.remark_id]);
    expect(feed).not.toContain(before.remark_id);
    expect(feed).not.toContain(untagged.remark_id);
    // Stopping shows at once, before anything is taken out of the timeline.
    const gql = await t.client().gql(`mutation($name: String!) { unfollowTag(name: $name) { name is_following } }`, { name: tag }, as(ada));
    expect(gql.body).toEqual({ data: { unfollowTag: { name: tag, is_following: false } } });
    expect(await feedIds(ada)).toEqual([fromFollowed.remark_id]);
    const again = await t.client().gql(`mutation($name: String!) { followTag(name: $name) { is_following item_count } }`, { name: `#${tag}` }, as(ada));
    expect(again.body).toEqual({ data: { followTag: { is_following: true, item_count: 3 } } });
    const removed = await t.client().request('DELETE', `/api/tags/${tag}/follow`, as(ada));
    expect([removed.status, removed.body.data]).toEqual([200, { tag: { name: tag, item_count: 3, is_following: false } }]);
  });

  it('brings no item of an author the follower blocked, is blocked by or muted', async () => {
    const [ada, blocked, blocker, muted, fine] = await makeQuickUsers(t, 5);
    const tag = freshTag('safe');
    await t.client().post(`/api/tags/${tag}/follow`, undefined, as(ada));
    await t.client().post(`/api/profile/block/${blocked.username}`, undefined, as(ada));
    await t.client().post(`/api/profile/block/${ada.username}`, undefined, as(blocker));
    await t.client().post(`/api/profile/mute/${muted.username}`, undefined, as(ada));
    expect(await feedIds(ada)).toEqual([]);
    await jobsDone(t);
    for (const who of [blocked, blocker, muted]) await makeRemark(t, who, `#${tag}`);
    const shown = await makeRemark(t, fine, `#${tag}`);
    await jobsDone(t);
    expect(await t.db.query('SELECT count(*)::int AS n FROM home_timelines WHERE account_id = $1', [ada.accountId])).toEqual([{ n: 1 }]);
    expect(await feedIds(ada)).toEqual([shown.remark_id]);
    // A block after the fan-out takes the item out of the feed at once.
    await t.client().post(`/api/profile/block/${fine.username}`, undefined, as(ada));
    expect(await feedIds(ada)).toEqual([]);
  });
});

describe('trending tags', () => {
  it("counts the items that took up a tag in the last 24 hours, most first, from the hourly counts", async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const [hot, warm] = [freshTag('hot'), freshTag('warm')];
    // Counts of other tests' tags are pushed below these ones by a day-old hour that no longer counts.
    await t.db.query(`INSERT INTO hashtag_hours (tag, hour, count) VALUES ($1, date_trunc('hour', now()) - interval '25 hours', 1000)`, [warm]);
    await t.db.query(`UPDATE hashtag_hours SET count = 0 WHERE hour > now() - interval '24 hours'`);
    for (let index = 0; index < 3; index += 1) await makeRemark(t, index % 2 ? ada : bob, `#${hot} #${hot.toUpperCase()}`);
    await makePost(t, ada, { caption: `#${warm}` });
    await makeEvent(t, bob, { event_description: `#${warm} and #${hot}` });
    const reply = await t.client().get('/api/tags/trending', as(ada));
    expect([reply.status, reply.body.data.tags.slice(0, 2)]).toEqual([200, [{ name: hot, count: 4 }, { name: warm, count: 2 }]]);
    const gql = await t.client().gql('{ trendingTags { name count } }', undefined, as(ada));
    expect(gql.body.data.trendingTags.slice(0, 2)).toEqual([{ name: hot, count: 4 }, { name: warm, count: 2 }]);
  });

  it('forgets an item that is deleted or edits its tag away, and counts an item edited with the same tag once', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const [hot, cold] = [freshTag('hot'), freshTag('cold')];
    await t.db.query(`UPDATE hashtag_hours SET count = 0 WHERE hour > now() - interval '24 hours'`);
    const kept = await makeRemark(t, ada, `#${hot}`);
    const deleted = await makeRemark(t, bob, `#${hot}`);
    const retagged = await makePost(t, ada, { caption: `#${hot}` });
    await makeRemark(t, bob, `#${cold}`);
    const trending = async () => ((await t.client().get('/api/tags/trending', as(ada))).body.data.tags as Array<{ name: string; count: number }>).slice(0, 2);
    expect(await trending()).toEqual([{ name: hot, count: 3 }, { name: cold, count: 1 }]);

    expect((await t.client().request('DELETE', `/api/remarks/by-id/${deleted.remark_id}`, as(bob))).status).toBe(200);
    const edited = await t.client().request('PATCH', `/api/posts/by-id/${retagged.post_id}`, { json: { post_content: `#${cold}` }, ...as(ada) });
    expect(edited.status).toBe(200);
    const again = await t.client().request('PATCH', `/api/remarks/by-id/${kept.remark_id}`, { json: { remark_content: `Still #${hot}` }, ...as(ada) });
    expect(again.status).toBe(200);
    expect(await trending()).toEqual([{ name: cold, count: 2 }, { name: hot, count: 1 }]);
  });
});
