import { LIMITS, PROFILE_MESSAGES } from '@gatherly/schema';
import { expectEnvelope } from './support/envelope';
import { makeQuickUsers, QuickUser } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';
import { english } from '../src/i18n/texts';

/** Following people: the rules, the counts under concurrency, and the paged, filtered lists. */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const follow = (who: QuickUser, whom: string) => t.client().post(`/api/profile/follow/${whom}`, undefined, { token: who.access });
const unfollow = (who: QuickUser, whom: string) => t.client().post(`/api/profile/unfollow/${whom}`, undefined, { token: who.access });
const profileOf = async (viewer: QuickUser, username: string) => (await t.client().get(`/api/profile/profile/${username}`, { token: viewer.access })).body.data;

/** The stored counters of an account beside the rows they count. */
async function countsOf(user: QuickUser) {
  const [row] = await t.db.query(
    `SELECT follower_count, following_count,
            (SELECT count(*) FROM follows WHERE followee_id = a.id)::int AS followers,
            (SELECT count(*) FROM follows WHERE follower_id = a.id)::int AS following
       FROM accounts a WHERE a.id = $1`,
    [user.accountId],
  );
  return row;
}

describe('follow and unfollow', () => {
  it('changes is_following and the counts on both sides, and following twice changes nothing', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const first = await follow(ada, bob.username);
    expect(first.status).toBe(200);
    expect(first.body.data.profile).toMatchObject({ account_id: bob.accountId, username: bob.username, is_following: true, follower_count: 1, following_count: 0 });
    expect((await follow(ada, bob.username.toUpperCase())).body.data.profile).toMatchObject({ is_following: true, follower_count: 1 });
    expect(await profileOf(ada, ada.username)).toMatchObject({ following_count: 1, follower_count: 0, is_following: false });
    expect(await profileOf(bob, bob.username)).toMatchObject({ follower_count: 1 });

    const gone = await unfollow(ada, bob.username);
    expect(gone.body.data.profile).toMatchObject({ is_following: false, follower_count: 0 });
    expect((await unfollow(ada, bob.username)).status).toBe(200);
    expect(await countsOf(ada)).toEqual({ follower_count: 0, following_count: 0, followers: 0, following: 0 });
    expect(await countsOf(bob)).toEqual({ follower_count: 0, following_count: 0, followers: 0, following: 0 });
  });

  it('refuses following oneself (400) and unknown users (404), over REST and GraphQL', async () => {
    const [ada] = await makeQuickUsers(t, 1);
    const self = await follow(ada, ada.username);
    expectEnvelope(self, 400);
    expect(self.body.error).toEqual([english(PROFILE_MESSAGES.cannotFollowSelf)]);
    const unknown = await follow(ada, 'nobody_by_this_name');
    expectEnvelope(unknown, 404);
    expect(unknown.body.message).toBe(english(PROFILE_MESSAGES.notFound));
    expectEnvelope(await unfollow(ada, 'nobody_by_this_name'), 404);

    const gql = await t.client().gql('mutation($u: String!) { follow(username: $u) { is_following } }', { u: ada.username }, { token: ada.access });
    expect(gql.body.errors?.[0]).toMatchObject({ message: english(PROFILE_MESSAGES.cannotFollowSelf), extensions: { code: 'request/invalid', status: 400 } });
    const missing = await t.client().gql('mutation($u: String!) { unfollow(username: $u) { is_following } }', { u: 'nobody_by_this_name' }, { token: ada.access });
    expect(missing.body.errors?.[0]).toMatchObject({ message: english(PROFILE_MESSAGES.notFound), extensions: { status: 404 } });
  });

  it('needs a signed-in user from every door', async () => {
    const [ada] = await makeQuickUsers(t, 1);
    expectEnvelope(await t.client().post(`/api/profile/follow/${ada.username}`), 401);
    const gql = await t.client().gql('mutation($u: String!) { follow(username: $u) { is_following } }', { u: ada.username });
    expect(gql.body.errors?.[0].extensions).toMatchObject({ status: 401 });
  });

  it('keeps the counts equal to the rows when many follow, unfollow and follow back at once', async () => {
    const [star, ...crowd] = await makeQuickUsers(t, 25);
    // Everyone follows the star twice at once, the star follows everyone back at the same moment,
    // and half of the crowd changes its mind while the rest is still in flight.
    const replies = await Promise.all([
      ...crowd.flatMap((fan) => [follow(fan, star.username), follow(fan, star.username)]),
      ...crowd.map((fan) => follow(star, fan.username)),
      ...crowd.slice(0, 12).map((fan) => unfollow(fan, star.username)),
    ]);
    // Each is answered, none with a failure of the database (a deadlock would be a 500).
    expect(replies.map((reply) => reply.status).filter((status) => status !== 200)).toEqual([]);
    const counts = await countsOf(star);
    expect(counts.follower_count).toBe(counts.followers);
    expect(counts.following_count).toBe(counts.following);
    expect(counts.following).toBe(crowd.length);
    for (const fan of crowd) {
      const own = await countsOf(fan);
      expect(own.follower_count).toBe(own.followers);
      expect(own.following_count).toBe(own.following);
    }
    const gql = await t.client().gql('query($u: String!) { profile(username: $u) { follower_count following_count } }', { u: star.username }, { token: star.access });
    expect(gql.body.data.profile).toEqual({ follower_count: counts.followers, following_count: crowd.length });
  });
});

describe('remove follower', () => {
  it("removes one of one's own followers only, from REST and GraphQL", async () => {
    const [ada, bob, cat] = await makeQuickUsers(t, 3);
    await follow(bob, ada.username);
    await follow(cat, ada.username);
    await follow(bob, cat.username);

    expect((await t.client().request('DELETE', `/api/profile/remove-follower/${bob.accountId}`, { token: ada.access })).status).toBe(200);
    expect(await profileOf(ada, ada.username)).toMatchObject({ follower_count: 1 });
    expect(await profileOf(bob, ada.username)).toMatchObject({ is_following: false });
    // Ada cannot take Bob away from Cat: nothing of Cat's changes.
    expect((await t.client().request('DELETE', `/api/profile/remove-follower/${bob.accountId}`, { token: ada.access })).status).toBe(200);
    expect(await profileOf(cat, cat.username)).toMatchObject({ follower_count: 1 });

    const gql = await t.client().gql('mutation($id: ID!) { removeFollower(accountId: $id) { follower_count } }', { id: cat.accountId }, { token: ada.access });
    expect(gql.body).toEqual({ data: { removeFollower: { follower_count: 0 } } });
    expect(await countsOf(cat)).toEqual({ following_count: 0, following: 0, follower_count: 1, followers: 1 });
  });

  it.each([['not an id', 'not-an-id'], ['no account', '00000000-0000-4000-8000-000000000000']])('answers 404 for %s', async (_label, id) => {
    const [ada] = await makeQuickUsers(t, 1);
    const reply = await t.client().request('DELETE', `/api/profile/remove-follower/${id}`, { token: ada.access });
    expectEnvelope(reply, 404);
  });
});

describe('followers and following lists', () => {
  const page = async (viewer: QuickUser, url: string) => {
    const reply = await t.client().get(url, { token: viewer.access });
    expect(reply.status).toBe(200);
    return reply.body.data;
  };

  /** Every page of a list, following next_cursor. */
  async function everyPage(viewer: QuickUser, path: string, list: 'followers' | 'following', query = '') {
    const seen: string[] = [];
    let cursor: { cursor_timestamp: string; cursor_id: string } | null = null;
    do {
      const params = new URLSearchParams(query ? { q: query } : {});
      if (cursor) Object.entries(cursor).forEach(([key, value]) => params.set(key, value));
      const data = await page(viewer, `${path}?${params}`);
      expect(data[list].length).toBeLessThanOrEqual(LIMITS.pageSize);
      seen.push(...data[list].map((person: { username: string }) => person.username));
      cursor = data.next_cursor;
    } while (cursor);
    return seen;
  }

  it('pages newest first without duplicates or gaps while people come and go between pages', async () => {
    const [star, ...crowd] = await makeQuickUsers(t, 30);
    for (const fan of crowd) await follow(fan, star.username);
    const first = await page(star, `/api/profile/${star.username}/followers`);
    expect(first.followers.map((person: { username: string }) => person.username)).toEqual(crowd.slice(-LIMITS.pageSize).reverse().map((fan) => fan.username));
    expect(first.followers[0]).toEqual({ account_id: crowd.at(-1)!.accountId, username: crowd.at(-1)!.username, full_name: 'Quick User', profile_image: null, is_following: false, is_remote: false });

    // A newcomer arrives before the next page (it belongs before the cursor) and one already seen leaves.
    const [late] = await makeQuickUsers(t, 1);
    await follow(late, star.username);
    await unfollow(crowd.at(-1)!, star.username);
    const params = new URLSearchParams(first.next_cursor);
    const rest: string[] = [];
    let cursor = first.next_cursor;
    while (cursor) {
      const data = await page(star, `/api/profile/${star.username}/followers?${new URLSearchParams(cursor)}`);
      rest.push(...data.followers.map((person: { username: string }) => person.username));
      cursor = data.next_cursor;
    }
    expect(params.get('cursor_id')).toBe(crowd.at(-LIMITS.pageSize)!.accountId);
    expect(rest).toEqual(crowd.slice(0, -LIMITS.pageSize).reverse().map((fan) => fan.username));
  });

  it('pages through ties on the same instant by id', async () => {
    const [star, ...crowd] = await makeQuickUsers(t, 2 * LIMITS.pageSize + 3);
    for (const fan of crowd) await follow(fan, star.username);
    await t.db.query(`UPDATE follows SET created_at = '2030-01-01T00:00:00.000001Z' WHERE followee_id = $1`, [star.accountId]);
    const seen = await everyPage(star, `/api/profile/${star.username}/followers`, 'followers');
    expect([...seen].sort()).toEqual(crowd.map((fan) => fan.username).sort());
  });

  it('filters on user names on the server, across the whole list, and says whom the viewer follows', async () => {
    const [star, viewer, ...crowd] = await makeQuickUsers(t, 20);
    for (const fan of crowd) await follow(star, fan.username);
    await follow(viewer, crowd[3].username);
    const wanted = crowd[3].username.slice(-8).toUpperCase();
    const found = await page(viewer, `/api/profile/${star.username}/following?q=${wanted}`);
    expect(found.following).toEqual([expect.objectContaining({ username: crowd[3].username, is_following: true })]);
    expect(await everyPage(viewer, `/api/profile/${star.username}/following`, 'following', 'quick')).toHaveLength(crowd.length);
    const none = await page(viewer, `/api/profile/${star.username}/followers?q=${encodeURIComponent('%_')}`);
    expect(none).toEqual({ followers: [], next_cursor: null });
  });

  it('answers the same over GraphQL', async () => {
    const [star, ...crowd] = await makeQuickUsers(t, LIMITS.pageSize + 3);
    for (const fan of crowd) await follow(fan, star.username);
    const QUERY = `query($u: String!, $after: PageCursorInput) { followers(username: $u, after: $after) { items { id username is_following } next_cursor { cursor_timestamp cursor_id } } }`;
    const first = (await t.client().gql(QUERY, { u: star.username }, { token: star.access })).body.data.followers;
    expect(first.items).toHaveLength(LIMITS.pageSize);
    const second = (await t.client().gql(QUERY, { u: star.username, after: first.next_cursor }, { token: star.access })).body.data.followers;
    expect(second).toEqual({ items: crowd.slice(0, 2).reverse().map((fan) => ({ id: fan.accountId, username: fan.username, is_following: false })), next_cursor: null });
    const following = await t.client().gql('query($u: String!) { following(username: $u) { items { id } } }', { u: crowd[0].username }, { token: star.access });
    expect(following.body.data.following.items).toEqual([{ id: star.accountId }]);
  });

  it.each([
    ['a timestamp without an id', 'cursor_timestamp=2030-01-01T00:00:00Z'],
    ['an id that is not one', 'cursor_timestamp=2030-01-01T00:00:00Z&cursor_id=abc'],
    ['a date that is not one', 'cursor_timestamp=tomorrow&cursor_id=00000000-0000-4000-8000-000000000000'],
  ])('refuses %s as a cursor with 400', async (_label, query) => {
    const [ada] = await makeQuickUsers(t, 1);
    const reply = await t.client().get(`/api/profile/${ada.username}/followers?${query}`, { token: ada.access });
    expectEnvelope(reply, 400);
    expect(reply.body.error).toEqual([english(PROFILE_MESSAGES.cursorInvalid)]);
  });

  it('answers 404 for an unknown user', async () => {
    const [ada] = await makeQuickUsers(t, 1);
    expectEnvelope(await t.client().get('/api/profile/nobody_by_this_name/following', { token: ada.access }), 404);
  });
});
