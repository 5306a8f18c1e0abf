import { randomUUID } from 'node:crypto';
import { COMMENTS_PAGE_SIZE } from '../src/content/engagement/comment-pages';
import { makeEvent, makePost, makeQuickUsers, makeRemark, QuickUser } from './support/factories';
import { statementsOf } from './support/statements';
import { GraphqlReply, startTestApp, TestApp } from './support/test-app';

/** Likes, interest and comments: idempotent, exact under concurrency, and the same over REST and GraphQL. */

let t: TestApp;
let owner: QuickUser;
/** Twenty other users, for crowds. */
let crowd: QuickUser[];

beforeAll(async () => {
  t = await startTestApp();
  [owner, ...crowd] = await makeQuickUsers(t, 21);
});

afterAll(async () => {
  await t?.close();
});

type Kind = 'remark' | 'post' | 'event';
const Kind = (kind: Kind) => `${kind[0].toUpperCase()}${kind.slice(1)}`;

const make: Record<Kind, () => Promise<string>> = {
  remark: async () => (await makeRemark(t, owner)).remark_id,
  post: async () => (await makePost(t, owner)).post_id,
  event: async () => (await makeEvent(t, owner)).event_id,
};
const KINDS = Object.keys(make) as Kind[];

async function detail(kind: Kind, id: string, viewer: QuickUser): Promise<any> {
  const reply = await t.client().get(`/api/${kind}s/by-id/${id}`, { token: viewer.access });
  expect(reply.status).toBe(200);
  return reply.body.data[kind];
}

async function rowCount(table: 'likes' | 'event_interests' | 'comments', id: string): Promise<number> {
  const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM ${table} WHERE item_id = $1`, [id]);
  return n;
}

const like = (kind: Kind, id: string, user: QuickUser) => t.client().post(`/api/${kind}s/like/${id}`, undefined, { token: user.access });
const unlike = (kind: Kind, id: string, user: QuickUser) => t.client().request('DELETE', `/api/${kind}s/like/${id}`, { token: user.access });

describe.each(KINDS)('%s likes', (kind) => {
  it('liking twice keeps one like; unliking takes it back, twice too', async () => {
    const id = await make[kind]();
    const [fan] = crowd;
    for (let time = 0; time < 2; time += 1) {
      const reply = await like(kind, id, fan);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ success: true });
    }
    expect(await detail(kind, id, fan)).toMatchObject({ like_count: 1, is_liked: true });
    expect(await detail(kind, id, owner)).toMatchObject({ like_count: 1, is_liked: false });
    expect(await rowCount('likes', id)).toBe(1);
    for (let time = 0; time < 2; time += 1) {
      const reply = await unlike(kind, id, fan);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ success: true });
    }
    expect(await detail(kind, id, fan)).toMatchObject({ like_count: 0, is_liked: false });
    expect(await rowCount('likes', id)).toBe(0);
  });

  it('the same over GraphQL, which answers the item', async () => {
    const id = await make[kind]();
    const [, fan] = crowd;
    const LIKE = `mutation($id: ID!) { like${Kind(kind)}(id: $id) { id like_count is_liked } }`;
    const UNLIKE = `mutation($id: ID!) { unlike${Kind(kind)}(id: $id) { id like_count is_liked } }`;
    for (let time = 0; time < 2; time += 1) {
      const reply = await t.client().gql(LIKE, { id }, { token: fan.access });
      expect(reply.body).toEqual({ data: { [`like${Kind(kind)}`]: { id, like_count: 1, is_liked: true } } });
    }
    const unliked = await t.client().gql(UNLIKE, { id }, { token: fan.access });
    expect(unliked.body).toEqual({ data: { [`unlike${Kind(kind)}`]: { id, like_count: 0, is_liked: false } } });
  });
});

/** One mechanism serves every kind: a post stands for all three. */
describe('likes under concurrency', () => {
  it('20 users liking at once make exactly 20 likes', async () => {
    const id = await make.post();
    const replies = await Promise.all(crowd.map((user) => like('post', id, user)));
    expect(replies.map((reply) => reply.status)).toEqual(crowd.map(() => 200));
    expect(await rowCount('likes', id)).toBe(20);
    expect(await detail('post', id, crowd[3])).toMatchObject({ like_count: 20, is_liked: true });
    expect(await detail('post', id, owner)).toMatchObject({ like_count: 20, is_liked: false });
  });

  it('one user liking 10 times at once makes one like', async () => {
    const id = await make.post();
    const replies = await Promise.all(Array.from({ length: 10 }, () => like('post', id, crowd[0])));
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    expect(await rowCount('likes', id)).toBe(1);
    expect(await detail('post', id, crowd[0])).toMatchObject({ like_count: 1, is_liked: true });
  });
});

describe('interest in an event', () => {
  const mark = (id: string, user: QuickUser) => t.client().post(`/api/events/interest/${id}`, undefined, { token: user.access });
  const unmark = (id: string, user: QuickUser) => t.client().request('DELETE', `/api/events/interest/${id}`, { token: user.access });

  it('marking twice keeps one; unmarking takes it back', async () => {
    const id = await make.event();
    const [fan] = crowd;
    for (let time = 0; time < 2; time += 1) expect((await mark(id, fan)).body).toEqual({ success: true });
    expect(await detail('event', id, fan)).toMatchObject({ interest_count: 1, is_interested: true, like_count: 0 });
    expect(await detail('event', id, owner)).toMatchObject({ interest_count: 1, is_interested: false });
    expect(await rowCount('event_interests', id)).toBe(1);
    for (let time = 0; time < 2; time += 1) expect((await unmark(id, fan)).body).toEqual({ success: true });
    expect(await detail('event', id, fan)).toMatchObject({ interest_count: 0, is_interested: false });
    expect(await rowCount('event_interests', id)).toBe(0);
  });

  it('the same over GraphQL', async () => {
    const id = await make.event();
    const MARK = 'mutation($id: ID!) { markEventInterest(id: $id) { interest_count is_interested } }';
    const UNMARK = 'mutation($id: ID!) { unmarkEventInterest(id: $id) { interest_count is_interested } }';
    for (let time = 0; time < 2; time += 1) {
      expect((await t.client().gql(MARK, { id }, { token: crowd[1].access })).body).toEqual({ data: { markEventInterest: { interest_count: 1, is_interested: true } } });
    }
    expect((await t.client().gql(UNMARK, { id }, { token: crowd[1].access })).body).toEqual({ data: { unmarkEventInterest: { interest_count: 0, is_interested: false } } });
  });

  it('20 users marking at once make exactly 20', async () => {
    const id = await make.event();
    const replies = await Promise.all(crowd.map((user) => mark(id, user)));
    expect(replies.map((reply) => reply.status)).toEqual(crowd.map(() => 200));
    expect(await rowCount('event_interests', id)).toBe(20);
    expect(await detail('event', id, crowd[5])).toMatchObject({ interest_count: 20, is_interested: true });
  });

  it('only events take interest', async () => {
    for (const id of [await make.remark(), await make.post()]) {
      const reply = await mark(id, crowd[0]);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ success: false, message: 'This event does not exist.' });
      const gql = await t.client().gql('mutation($id: ID!) { markEventInterest(id: $id) { id } }', { id }, { token: crowd[0].access });
      expect(gql.body.errors![0].extensions!.code).toBe('event/not_found');
    }
  });
});

describe.each(KINDS)('%s comments', (kind) => {
  it('are listed oldest first with their authors, and counted', async () => {
    const id = await make[kind]();
    const [first, second] = crowd;
    const texts: Array<[QuickUser, string]> = [
      [first, 'First!'],
      [owner, 'Thanks for coming by'],
      [second, 'See you there'],
      [first, 'One more thing'],
    ];
    const ids: string[] = [];
    for (const [author, comment_content] of texts) {
      const reply = await t.client().post(`/api/${kind}s/comment`, { [`${kind}_id`]: id, comment_content }, { token: author.access });
      expect(reply.status).toBe(201);
      ids.push(reply.body.data.comment[`${kind}_comment_id`]);
    }
    const item = await detail(kind, id, second);
    expect(item.comment_count).toBe(4);
    expect(item.comments).toEqual(
      texts.map(([author, comment_content], index) => ({
        [`${kind}_comment_id`]: ids[index],
        comment_content,
        created_at: expect.any(String),
        account_username: author.username,
        account_profile_image: null,
        mentions: [],
        hashtags: [],
        link_preview: null,
      })),
    );
    const times = item.comments.map((comment: { created_at: string }) => Date.parse(comment.created_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(await rowCount('comments', id)).toBe(4);

    const reply = await t.client().gql(
      `query($id: ID!) { ${kind}(id: $id) { comment_count comments { items { id comment_content account_username account_profile_image created_at } next_cursor { cursor_id } } } }`,
      { id },
      { token: owner.access },
    );
    expect(item.comments_next_cursor).toBeNull();
    expect(reply.body.data[kind]).toEqual({
      comment_count: 4,
      comments: {
        items: item.comments.map((comment: Record<string, unknown>) => ({
          id: comment[`${kind}_comment_id`],
          comment_content: comment.comment_content,
          account_username: comment.account_username,
          account_profile_image: null,
          created_at: comment.created_at,
        })),
        next_cursor: null,
      },
    });
  });

  it('an item read carries the newest page; older ones page by cursor, over REST and GraphQL, none repeated or skipped', async () => {
    const id = await make[kind]();
    const total = 2 * COMMENTS_PAGE_SIZE + 3;
    // Written straight to the table, a few sharing one timestamp, as comments arriving together would.
    await t.db.query(
      `INSERT INTO comments (item_id, author_id, content, created_at)
       SELECT $1, (SELECT id FROM accounts WHERE username = $2), 'Comment ' || n, timestamptz '2026-01-01T00:00:00Z' + (n / 3) * interval '1 second'
         FROM generate_series(1, $3) AS n`,
      [id, crowd[0].username, total],
    );
    await t.db.query('UPDATE content_items SET comment_count = $2 WHERE id = $1', [id, total]);
    const item = await detail(kind, id, owner);
    expect(item.comments).toHaveLength(COMMENTS_PAGE_SIZE);
    expect(item.comments.at(-1).created_at).toBe(new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(total / 3))).toISOString());
    const seen: string[] = item.comments.map((comment: { comment_content: string }) => comment.comment_content);
    let cursor = item.comments_next_cursor;
    while (cursor) {
      const reply = await t.client().get(`/api/${kind}s/comments/${id}?cursor_timestamp=${encodeURIComponent(cursor.cursor_timestamp)}&cursor_id=${cursor.cursor_id}`, { token: owner.access });
      expect(reply.status).toBe(200);
      seen.unshift(...reply.body.data.comments.map((comment: { comment_content: string }) => comment.comment_content));
      cursor = reply.body.data.next_cursor;
    }
    // Every comment once; oldest first but for those sharing a timestamp, which come in the order of their ids.
    expect([...seen].sort()).toEqual(Array.from({ length: total }, (_, n) => `Comment ${n + 1}`).sort());
    const numbers = seen.map((text) => Math.floor(Number(text.split(' ')[1]) / 3));
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);

    const QUERY = `query($id: ID!, $after: PageCursorInput) { contentItem(id: $id) { comments(after: $after) { items { comment_content } next_cursor { cursor_timestamp cursor_id } } } }`;
    const newest = await t.client().gql(QUERY, { id }, { token: owner.access });
    const older = await t.client().gql(QUERY, { id, after: newest.body.data.contentItem.comments.next_cursor }, { token: owner.access });
    expect(older.body.data.contentItem.comments.items.map((comment: { comment_content: string }) => comment.comment_content)).toEqual(seen.slice(3, 3 + COMMENTS_PAGE_SIZE));
    expect(older.body.data.contentItem.comments.next_cursor).not.toBeNull();
  });

  it('pages of comments refuse a broken cursor with 400 and an unknown item with 404', async () => {
    const id = await make[kind]();
    expect((await t.client().get(`/api/${kind}s/comments/${id}?cursor_timestamp=yesterday&cursor_id=x`, { token: owner.access })).status).toBe(400);
    expect((await t.client().get(`/api/${kind}s/comments/${id}?cursor_id=${id}`, { token: owner.access })).status).toBe(400);
    const missing = await t.client().get(`/api/${kind}s/comments/${randomUUID()}`, { token: owner.access });
    expect(missing.status).toBe(404);
    expect((await t.client().get(`/api/${kind}s/comments/${id}`)).status).toBe(401);
  });

  it('on another kind of item is refused with a 404', async () => {
    const otherKind = KINDS.find((candidate) => candidate !== kind)!;
    const id = await make[otherKind]();
    const reply = await t.client().post(`/api/${kind}s/comment`, { [`${kind}_id`]: id, comment_content: 'Hello' }, { token: owner.access });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ success: false, message: `This ${kind} does not exist.` });
    expect(await rowCount('comments', id)).toBe(0);
  });
});

describe('GraphQL reads', () => {
  const COMMENT_FIELDS = 'id comment_content created_at account_username account_profile_image mentions { account_id username written_as } hashtags link_preview { url title description image site_name }';
  const ITEM_FIELDS = `id created_at edited_at account_username account_profile_image is_remote url like_count is_liked comment_count mentions { account_id username written_as } hashtags link_preview { url title description image site_name } comments { items { ${COMMENT_FIELDS} } next_cursor { cursor_timestamp cursor_id } }`;
  const MEDIA_FIELDS = 'media { media_id media_file thumbnail_file display_order width height alt_text blurhash }';
  const EVENT_QUERY = `query($id: ID!) { event(id: $id) { ${ITEM_FIELDS} event_id event_name event_description event_date event_location
    event_category event_is_online ${MEDIA_FIELDS} interest_count is_interested friends_interested { count people { id username profile_image } }
    event_timezone event_place { place_id name region country latitude longitude } event_capacity event_requires_approval going_count waitlist_count
    seats_left rsvp_status waitlist_position friends_going { count people { id username profile_image } } co_hosts { id username profile_image }
    is_host event_conversation_id is_in_event_chat series_id distance_km __typename } }`;

  it('an event with every field answers what REST answers', async () => {
    const id = await make.event();
    await like('event', id, crowd[0]);
    await like('event', id, owner);
    await t.client().post('/api/events/interest/' + id, undefined, { token: owner.access });
    await t.client().post('/api/events/comment', { event_id: id, comment_content: 'Count me in' }, { token: crowd[0].access });
    // A place, seats, a co-host and a guest, so that every field has something to say.
    const [paris] = (await t.client().get('/api/places?query=Paris', { token: owner.access })).body.data.places;
    expect((await t.client().request('PATCH', `/api/events/by-id/${id}`, { token: owner.access, json: { event_place_id: paris.place_id, event_capacity: '10' } })).status).toBe(200);
    for (const person of [crowd[0], crowd[1]]) await t.client().post(`/api/profile/follow/${person.username}`, undefined, { token: owner.access });
    expect((await t.client().post(`/api/events/by-id/${id}/co-hosts`, { username: crowd[1].username }, { token: owner.access })).status).toBe(201);
    expect((await t.client().post(`/api/events/going/${id}`, {}, { token: crowd[0].access })).status).toBe(200);
    const rest = await detail('event', id, owner);
    const reply = await t.client().gql(EVENT_QUERY, { id }, { token: owner.access });
    expect(reply.body.errors).toBeUndefined();
    const { comments, ...event } = reply.body.data.event;
    const { comments: restComments, comments_next_cursor: restCursor, friends_interested: restFriends, friends_going: restGoing, co_hosts: restCoHosts, rsvp_status: restRsvp, ...restEvent } = rest;
    const byId = (people: Array<Record<string, unknown>>) => people.map(({ account_id, ...person }) => ({ id: account_id, ...person }));
    expect(event).toEqual({
      ...restEvent,
      friends_interested: { ...restFriends, people: byId(restFriends.people) },
      friends_going: { ...restGoing, people: byId(restGoing.people) },
      co_hosts: byId(restCoHosts),
      rsvp_status: restRsvp === null ? null : restRsvp.toUpperCase(),
      id,
      __typename: 'Event',
    });
    expect(event).toMatchObject({ event_place: { place_id: paris.place_id, name: 'Paris' }, event_timezone: 'Europe/Paris', event_capacity: 10, going_count: 1, seats_left: 9, is_host: true });
    expect(event.friends_going.count).toBe(1);
    expect(event.co_hosts.map((person: { username: string }) => person.username)).toEqual([crowd[1].username]);
    expect(comments).toEqual({ items: restComments.map(({ event_comment_id, ...comment }: Record<string, unknown>) => ({ id: event_comment_id, ...comment })), next_cursor: restCursor });
    expect(event).toMatchObject({ like_count: 2, is_liked: true, interest_count: 1, is_interested: true, comment_count: 1 });
  });

  it('the ContentItem interface answers the shared fields of every kind', async () => {
    const ids = { remark: await make.remark(), post: await make.post(), event: await make.event() };
    const query = `query($r: ID!, $p: ID!, $e: ID!) {
      r: remark(id: $r) { ...shared remark_id remark_content }
      p: post(id: $p) { ...shared post_id post_content }
      e: event(id: $e) { ...shared event_id event_name }
    }
    fragment shared on ContentItem { __typename id account_username like_count is_liked comment_count }`;
    const reply = await t.client().gql(query, { r: ids.remark, p: ids.post, e: ids.event }, { token: owner.access });
    const shared = { account_username: owner.username, like_count: 0, is_liked: false, comment_count: 0 };
    expect(reply.body).toEqual({
      data: {
        r: { __typename: 'Remark', id: ids.remark, remark_id: ids.remark, remark_content: 'Anyone up for a walk tomorrow?', ...shared },
        p: { __typename: 'Post', id: ids.post, post_id: ids.post, post_content: 'Sunset at the lake', ...shared },
        e: { __typename: 'Event', id: ids.event, event_id: ids.event, event_name: 'Board games night', ...shared },
      },
    });
  });

  it('five items in one request, by aliases, each with its own counts', async () => {
    const ids = await Promise.all([0, 1, 2, 3, 4].map(() => make.remark()));
    // Item i is liked by i users and commented on i times.
    await Promise.all(ids.flatMap((id, index) => crowd.slice(0, index).map((user) => like('remark', id, user))));
    for (const [index, id] of ids.entries()) {
      for (const user of crowd.slice(0, index)) {
        await t.client().post('/api/remarks/comment', { remark_id: id, comment_content: `from ${user.username}` }, { token: user.access });
      }
    }
    const query = `{ ${ids.map((id, index) => `r${index}: remark(id: "${id}") { ${ITEM_FIELDS} }`).join(' ')} }`;
    let reply!: GraphqlReply;
    const statements = await statementsOf(t, async () => {
      reply = await t.client().gql(query, undefined, { token: crowd[1].access });
    });
    const single = await statementsOf(t, () => t.client().gql(`{ remark(id: "${ids[4]}") { ${ITEM_FIELDS} } }`, undefined, { token: crowd[1].access }));
    // Five items cost what one costs: one authentication, one read of the rows, one per batched field.
    expect(statements).toHaveLength(single.length);
    expect(reply.body.errors).toBeUndefined();
    ids.forEach((id, index) => {
      const item = reply.body.data[`r${index}`];
      expect(item).toMatchObject({ id, account_username: owner.username, like_count: index, is_liked: index > 1, comment_count: index });
      expect(item.comments.items.map((comment: { account_username: string }) => comment.account_username)).toEqual(crowd.slice(0, index).map((user) => user.username));
    });
  });


  it('comments and their authors cost the same statements however many there are', async () => {
    const quiet = await make.post();
    const busy = await make.post();
    for (const user of crowd.slice(0, 8)) {
      await t.client().post('/api/posts/comment', { post_id: busy, comment_content: 'Lovely' }, { token: user.access });
      await like('post', busy, user);
    }
    const QUERY = `query($id: ID!) { post(id: $id) { ${ITEM_FIELDS} ${MEDIA_FIELDS} } }`;
    const read = (id: string) => statementsOf(t, () => t.client().gql(QUERY, { id }, { token: owner.access }));
    const forQuiet = await read(quiet);
    const forBusy = await read(busy);
    expect(forBusy).toHaveLength(forQuiet.length);
    // One authentication, one read of the post with its author, then one statement per batch: the
    // counters, the tags, the comments with their authors and mentions, the images, the post's
    // mentions and its link's preview. No more.
    expect(forBusy).toHaveLength(8);
    const restQuiet = await statementsOf(t, () => detail('post', quiet, owner));
    const restBusy = await statementsOf(t, () => detail('post', busy, owner));
    expect(restBusy).toHaveLength(restQuiet.length);
  });
});

describe('deleting a comment', () => {
  const commentOn = async (who: QuickUser, kind: Kind, id: string, text: string) =>
    (await t.client().post(`/api/${kind}s/comment`, { [`${kind}_id`]: id, comment_content: text }, { token: who.access })).body.data.comment;
  const commentIdOf = (comment: Record<string, string>, kind: Kind) => comment[`${kind}_comment_id`];
  const countOf = async (kind: Kind, id: string) => (await t.client().get(`/api/${kind}s/by-id/${id}`, { token: owner.access })).body.data[kind].comment_count;

  it.each(['remark', 'post', 'event'] as const)('on a %s: its author and the item\'s author may, others get 403; the count and the notification follow', async (kind) => {
    const [ada, bob] = crowd;
    const id = await make[kind]();
    const first = commentIdOf(await commentOn(ada, kind, id, 'First'), kind);
    const second = commentIdOf(await commentOn(ada, kind, id, 'Second'), kind);
    expect(await countOf(kind, id)).toBe(2);

    const refused = await t.client().request('DELETE', `/api/${kind}s/comment/${first}`, { token: bob.access });
    expect([refused.status, refused.body]).toEqual([403, { success: false, message: "Only the comment's author or the author of what it is on can delete it." }]);
    const graphqlRefused = await t.client().gql('mutation ($id: ID!) { deleteComment(id: $id) { id } }', { id: first }, { token: bob.access });
    expect(graphqlRefused.body.errors?.[0].extensions?.status).toBe(403);

    // The item's author deletes one over REST, the comment's author the other over GraphQL.
    expect((await t.client().request('DELETE', `/api/${kind}s/comment/${first}`, { token: owner.access })).status).toBe(200);
    const own = await t.client().gql('mutation ($id: ID!) { deleteComment(id: $id) { id comment_count } }', { id: second }, { token: ada.access });
    expect(own.body.data).toEqual({ deleteComment: { id, comment_count: 0 } });
    expect(await countOf(kind, id)).toBe(0);
    expect((await t.client().get(`/api/${kind}s/comments/${id}`, { token: owner.access })).body.data.comments).toEqual([]);
    const notified = (await t.client().get('/api/notifications', { token: owner.access })).body.data.notifications;
    expect(notified.filter((entry: { item_id: string }) => entry.item_id === id)).toEqual([]);

    // Gone: 404, as for an id that never was, or one of another kind's path.
    expect((await t.client().request('DELETE', `/api/${kind}s/comment/${first}`, { token: owner.access })).status).toBe(404);
    expect((await t.client().request('DELETE', `/api/${kind}s/comment/not-an-id`, { token: owner.access })).status).toBe(404);
    const other = commentIdOf(await commentOn(ada, kind, id, 'Third'), kind);
    const wrongKind = kind === 'remark' ? 'post' : 'remark';
    expect((await t.client().request('DELETE', `/api/${wrongKind}s/comment/${other}`, { token: owner.access })).status).toBe(404);
    expect((await t.client().request('DELETE', `/api/${kind}s/comment/${other}`)).status).toBe(401);
  });
});
