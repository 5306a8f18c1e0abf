import { FEED_LIMITS, FEED_MESSAGES } from '@gatherly/schema';
import { english } from '../src/i18n/texts';
import { expectEnvelope } from './support/envelope';
import { jobsDone } from './support/jobs';
import { makeEvent, makePost, makeQuickUsers, makeRemark, QuickUser } from './support/factories';
import { statementsOf } from './support/statements';
import { startTestApp, TestApp } from './support/test-app';

/** The home feed: what is in it, paging, follows and deletions reflected, and fan-out that survives a crash. */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

type FeedCursor = Record<string, string | null> | null;

const follow = (who: QuickUser, whom: QuickUser) => t.client().post(`/api/profile/follow/${whom.username}`, undefined, { token: who.access });

async function feedPage(viewer: QuickUser, cursor: FeedCursor = null) {
  const query = cursor ? `?${new URLSearchParams(Object.entries(cursor).filter(([, value]) => value !== null) as Array<[string, string]>)}` : '';
  const reply = await t.client().get(`/api/feed${query}`, { token: viewer.access });
  expect(reply.status).toBe(200);
  return reply.body.data as { feed_items: Array<{ type: string; data: Record<string, unknown> }>; next_cursor: FeedCursor };
}

const idOf = (item: { type: string; data: Record<string, unknown> }) => item.data[`${item.type}_id`] as string;

/** Every item of the viewer's feed, page after page. */
async function wholeFeed(viewer: QuickUser): Promise<string[]> {
  const ids: string[] = [];
  let cursor: FeedCursor = null;
  do {
    const page = await feedPage(viewer, cursor);
    expect(page.feed_items.length).toBeLessThanOrEqual(FEED_LIMITS.pageSize);
    ids.push(...page.feed_items.map(idOf));
    cursor = page.next_cursor;
  } while (cursor);
  return ids;
}

describe('what the feed holds', () => {
  it("holds the viewer's own items and those of people they follow, every kind, newest first, and nobody else's", async () => {
    const [ada, bob, stranger] = await makeQuickUsers(t, 3);
    await follow(ada, bob);
    expect(await wholeFeed(ada)).toEqual([]);
    const made = [
      (await makeRemark(t, bob, 'From Bob')).remark_id,
      (await makeRemark(t, stranger, 'From a stranger')).remark_id,
      (await makePost(t, bob)).post_id,
      (await makeRemark(t, ada, 'From Ada')).remark_id,
      (await makeEvent(t, bob)).event_id,
    ];
    await jobsDone(t);
    const page = await feedPage(ada);
    expect(page.feed_items.map((item) => item.type)).toEqual(['event', 'remark', 'post', 'remark']);
    expect(page.feed_items.map(idOf)).toEqual([made[4], made[3], made[2], made[0]]);
    expect(page.next_cursor).toBeNull();
    expect(page.feed_items[1].data).toMatchObject({ remark_content: 'From Ada', account_username: ada.username, like_count: 0, is_liked: false, comments: [] });
    expect(page.feed_items[0].data).toMatchObject({ event_name: 'Board games night', interest_count: 0, media: [expect.objectContaining({ thumbnail_file: expect.any(String) })] });
    expect(await wholeFeed(stranger)).toEqual([made[1]]);
  });

  it('answers the same over GraphQL, with the kind of each item', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    await follow(ada, bob);
    const remark = await makeRemark(t, bob);
    const post = await makePost(t, ada);
    await jobsDone(t);
    const QUERY = `{ homeFeed { items { __typename id account_username like_count ... on Post { media { thumbnail_file } } } next_cursor { cursor_id } } }`;
    const reply = await t.client().gql(QUERY, undefined, { token: ada.access });
    expect(reply.body).toEqual({
      data: {
        homeFeed: {
          items: [
            { __typename: 'Post', id: post.post_id, account_username: ada.username, like_count: 0, media: [{ thumbnail_file: post.media[0].thumbnail_file }] },
            { __typename: 'Remark', id: remark.remark_id, account_username: bob.username, like_count: 0 },
          ],
          next_cursor: null,
        },
      },
    });
  });
});

describe('paging', () => {
  it('pages without repeats or gaps while items are added and deleted between pages', async () => {
    const [reader, writer] = await makeQuickUsers(t, 2);
    await follow(reader, writer);
    const ids: string[] = [];
    for (let n = 0; n < 2 * FEED_LIMITS.pageSize + 5; n += 1) ids.push((await makeRemark(t, writer, `Remark ${n}`)).remark_id);
    await jobsDone(t);
    const newestFirst = [...ids].reverse();

    const first = await feedPage(reader);
    expect(first.feed_items.map(idOf)).toEqual(newestFirst.slice(0, FEED_LIMITS.pageSize));
    expect(first.next_cursor).toEqual({ cursor_timestamp: expect.any(String), remark_cursor_id: newestFirst[FEED_LIMITS.pageSize - 1], post_cursor_id: null, event_cursor_id: null });

    await makeRemark(t, writer, 'Written while paging');
    await t.client().request('DELETE', `/api/remarks/by-id/${newestFirst[FEED_LIMITS.pageSize + 2]}`, { token: writer.access });
    await jobsDone(t);
    const rest: string[] = [];
    let cursor = first.next_cursor;
    while (cursor) {
      const page = await feedPage(reader, cursor);
      rest.push(...page.feed_items.map(idOf));
      cursor = page.next_cursor;
    }
    expect(rest).toEqual(newestFirst.slice(FEED_LIMITS.pageSize).filter((id) => id !== newestFirst[FEED_LIMITS.pageSize + 2]));
  });

  it('pages through items of one instant by their ids', async () => {
    const [reader] = await makeQuickUsers(t, 1);
    const ids: string[] = [];
    for (let n = 0; n < FEED_LIMITS.pageSize + 3; n += 1) ids.push((await makeRemark(t, reader)).remark_id);
    await t.db.query(`UPDATE content_items SET created_at = '2032-01-01T00:00:00.000001Z' WHERE author_id = $1`, [reader.accountId]);
    await t.db.query(`UPDATE home_timelines SET created_at = '2032-01-01T00:00:00.000001Z' WHERE author_id = $1`, [reader.accountId]);
    expect(await wholeFeed(reader)).toEqual([...ids].sort().reverse());
  });

  it('answers pages below the capped timeline from the tables, seamlessly', async () => {
    const [reader, writer] = await makeQuickUsers(t, 2);
    await follow(reader, writer);
    const ids: string[] = [];
    for (let n = 0; n < FEED_LIMITS.pageSize + 6; n += 1) ids.push((await makeRemark(t, writer)).remark_id);
    await jobsDone(t);
    await feedPage(reader);
    // As if the timeline had been cut to its cap: only the newest 5 entries left, with the floor at the oldest of them.
    const kept = [...ids].reverse().slice(0, 5);
    await t.db.query('DELETE FROM home_timelines WHERE account_id = $1 AND NOT (item_id = ANY($2::uuid[]))', [reader.accountId, kept]);
    await t.db.query(
      `UPDATE timeline_states s SET floor_at = i.created_at, floor_id = i.id FROM content_items i WHERE s.account_id = $1 AND i.id = $2`,
      [reader.accountId, kept.at(-1)],
    );
    expect(await wholeFeed(reader)).toEqual([...ids].reverse());
  });

  it.each([
    ['a timestamp without an id', 'cursor_timestamp=2030-01-01T00:00:00Z'],
    ['two ids', 'cursor_timestamp=2030-01-01T00:00:00Z&remark_cursor_id=00000000-0000-4000-8000-000000000000&post_cursor_id=00000000-0000-4000-8000-000000000000'],
    ['an id that is not one', 'cursor_timestamp=2030-01-01T00:00:00Z&event_cursor_id=x'],
    ['a date that is not one', 'cursor_timestamp=soon&post_cursor_id=00000000-0000-4000-8000-000000000000'],
  ])('refuses %s as a cursor with 400', async (_label, query) => {
    const [reader] = await makeQuickUsers(t, 1);
    const reply = await t.client().get(`/api/feed?${query}`, { token: reader.access });
    expectEnvelope(reply, 400);
    expect(reply.body.error).toEqual([english(FEED_MESSAGES.cursorInvalid)]);
  });

  it('needs a signed-in user', async () => {
    expectEnvelope(await t.client().get('/api/feed'), 401);
    expect((await t.client().gql('{ homeFeed { next_cursor { cursor_id } } }')).body.errors?.[0].extensions).toMatchObject({ status: 401 });
  });
});

describe('follows and deletions', () => {
  it('reflects unfollow and remove-follower at once, follow after the merge, and a deleted item everywhere', async () => {
    const [ada, bob, cat] = await makeQuickUsers(t, 3);
    const fromBob = (await makeRemark(t, bob, 'Bob was here first')).remark_id;
    const fromCat = (await makeRemark(t, cat, 'Cat was here first')).remark_id;
    expect(await wholeFeed(ada)).toEqual([]);

    await follow(ada, bob);
    await follow(ada, cat);
    await jobsDone(t);
    expect(await wholeFeed(ada)).toEqual([fromCat, fromBob]);

    await t.client().post(`/api/profile/unfollow/${bob.username}`, undefined, { token: ada.access });
    expect(await wholeFeed(ada)).toEqual([fromCat]);
    await t.client().request('DELETE', `/api/profile/remove-follower/${ada.accountId}`, { token: cat.access });
    expect(await wholeFeed(ada)).toEqual([]);

    await follow(ada, bob);
    const later = (await makeRemark(t, bob, 'Bob again')).remark_id;
    await jobsDone(t);
    expect(await wholeFeed(ada)).toEqual([later, fromBob]);
    await t.client().request('DELETE', `/api/remarks/by-id/${later}`, { token: bob.access });
    expect(await wholeFeed(ada)).toEqual([fromBob]);
    expect(await wholeFeed(bob)).toEqual([fromBob]);
  });

  it('rebuilds the timeline of someone back after a while from the tables', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    await follow(ada, bob);
    await wholeFeed(ada);
    await t.db.query(`UPDATE timeline_states SET read_at = now() - interval '${FEED_LIMITS.activeDays + 1} days' WHERE account_id = $1`, [ada.accountId]);
    const missed = (await makeRemark(t, bob, 'While Ada was away')).remark_id;
    await jobsDone(t);
    const [entries] = await t.db.query('SELECT count(*)::int AS n FROM home_timelines WHERE account_id = $1 AND item_id = $2', [ada.accountId, missed]);
    expect(entries.n).toBe(0);
    expect(await wholeFeed(ada)).toEqual([missed]);
  });

  it('finishes the fan-out of an item whose creating instance stopped right after the commit', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    await follow(ada, bob);
    await wholeFeed(ada);
    await jobsDone(t);
    // An instance without workers queues the fan-out in the creating transaction, then goes away.
    const webOnly = await startTestApp({ WORKERS: 'false', JWT_SECRET: t.config.jwtSecret });
    const created = await webOnly.client().post('/api/remarks', { remark_content: 'Before the crash' }, { token: bob.access });
    expect(created.status).toBe(201);
    await webOnly.close();
    await jobsDone(t);
    expect(await wholeFeed(ada)).toEqual([created.body.data.remark.remark_id]);
  });
});

describe('counters', () => {
  it('stay equal to the rows under concurrent likes, unlikes, interest and comments', async () => {
    const [owner, ...crowd] = await makeQuickUsers(t, 21);
    const event = (await makeEvent(t, owner)).event_id;
    await Promise.all(
      crowd.flatMap((user, n) => [
        t.client().post(`/api/events/like/${event}`, undefined, { token: user.access }),
        t.client().post(`/api/events/like/${event}`, undefined, { token: user.access }),
        t.client().post(`/api/events/interest/${event}`, undefined, { token: user.access }),
        t.client().post('/api/events/comment', { event_id: event, comment_content: `Comment ${n}` }, { token: user.access }),
        ...(n % 2 === 0 ? [t.client().request('DELETE', `/api/events/like/${event}`, { token: user.access })] : []),
      ]),
    );
    const [row] = await t.db.query(
      `SELECT like_count, comment_count, interest_count,
              (SELECT count(*) FROM likes WHERE item_id = $1)::int AS likes,
              (SELECT count(*) FROM comments WHERE item_id = $1)::int AS comments,
              (SELECT count(*) FROM event_interests WHERE item_id = $1)::int AS interests
         FROM content_items WHERE id = $1`,
      [event],
    );
    expect(row.like_count).toBe(row.likes);
    expect(row.comment_count).toBe(crowd.length);
    expect(row.comments).toBe(crowd.length);
    expect(row.interest_count).toBe(crowd.length);
    expect(row.interests).toBe(crowd.length);
    const read = await t.client().get(`/api/events/by-id/${event}`, { token: owner.access });
    expect(read.body.data.event).toMatchObject({ like_count: row.likes, comment_count: crowd.length, interest_count: crowd.length });
  });
});

describe('statements per page', () => {
  it('costs the same few statements for a page of 20 mixed items as for two', async () => {
    const [reader, writer] = await makeQuickUsers(t, 2);
    await follow(reader, writer);
    await makeRemark(t, writer);
    await makePost(t, writer);
    await jobsDone(t);
    const QUERY = `{ homeFeed { items { __typename id account_username account_profile_image like_count is_liked comment_count
      ... on Post { media { thumbnail_file } } ... on Event { interest_count is_interested media { thumbnail_file } } } next_cursor { cursor_id } } }`;
    const page = () =>
      statementsOf(t, async () => {
        const reply = await t.client().gql(QUERY, undefined, { token: reader.access });
        expect(reply.body.errors).toBeUndefined();
      });
    await t.client().gql(QUERY, undefined, { token: reader.access }); // the first read builds the timeline
    const one = await page();
    for (let n = 0; n < 7; n += 1) {
      await makeRemark(t, writer);
      await makePost(t, writer);
      await makeEvent(t, writer);
    }
    await jobsDone(t);
    const many = await page();
    // One authentication, then: the timeline's state, the page with every item, its author, its
    // counters and what the viewer did with it, and the images.
    expect(many).toHaveLength(one.length);
    expect(many.length - 1).toBeLessThanOrEqual(4);
  });
});
