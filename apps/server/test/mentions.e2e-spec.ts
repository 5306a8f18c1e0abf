import { RICH_TEXT_LIMITS } from '@gatherly/schema';
import { expectEnvelope } from './support/envelope';
import { makeEvent, makePost, makeQuickUsers, makeRemark, QuickUser, uniqueUsername } from './support/factories';
import { jobsDone } from './support/jobs';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Mentions: `@username` in a remark, a caption, an event's description or a comment is stored as a
 * reference to the account (so a rename keeps it right), answered on REST and GraphQL, and told to
 * the people mentioned once, at most ten per text, never to those who block or mute the author;
 * and the people offered while typing `@`.
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const ITEM = `query Item($id: ID!) { contentItem(id: $id) { id mentions { account_id username written_as } comments { items { comment_content mentions { account_id username written_as } } } } }`;
const SUGGEST = 'query Suggest($query: String) { mentionSuggestions(query: $query) { id username is_following } }';

const mentionOf = (who: QuickUser, writtenAs = who.username) => ({ account_id: who.accountId, username: who.username, written_as: writtenAs });
const gqlItem = async (viewer: QuickUser, id: string) => {
  const reply = await t.client().gql(ITEM, { id }, { token: viewer.access });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data!.contentItem;
};
/** The mention entries a person's list shows, newest first. */
const mentionEntries = async (who: QuickUser) => {
  await jobsDone(t);
  const reply = await t.client().get('/api/notifications', { token: who.access });
  expect(reply.status).toBe(200);
  return (reply.body.data.notifications as any[]).filter((entry) => entry.kind === 'mention');
};
/** Rows of mention notifications about an item, whoever got them. */
const toldAbout = async (itemId: string): Promise<number> => {
  await jobsDone(t);
  const [row] = await t.db.query(`SELECT count(*)::int AS count FROM notifications WHERE kind = 'mention' AND item_id = $1`, [itemId]);
  return row.count;
};
const post = (who: QuickUser, path: string, body?: unknown) => t.client().post(path, body, { token: who.access });

describe('mentions stored and answered', () => {
  it('links the accounts a remark, a caption, an event and a comment name, in any case, on REST and GraphQL', async () => {
    const [author, ada, bob] = await makeQuickUsers(t, 3);
    const remark = await makeRemark(t, author, `Walk with @${ada.username.toUpperCase()} and @nobody_${Date.now().toString(36)}? @${ada.username} too`);
    expect(remark.mentions).toEqual([mentionOf(ada, ada.username.toUpperCase())]);

    const photo = await makePost(t, author, { caption: `Lake day, @${bob.username} and @${ada.username}.` });
    expect(photo.mentions).toEqual([mentionOf(bob), mentionOf(ada)]);
    const event = await makeEvent(t, author, { event_description: `Hosted with @${bob.username}` });
    expect(event.mentions).toEqual([mentionOf(bob)]);

    const comment = await post(ada, '/api/posts/comment', { post_id: photo.post_id, comment_content: `Thanks @${author.username}!` });
    expect(comment.status).toBe(201);
    expect(comment.body.data.comment.mentions).toEqual([mentionOf(author)]);

    const read = await t.client().get(`/api/posts/by-id/${photo.post_id}`, { token: bob.access });
    expect(read.body.data.post.mentions).toEqual([mentionOf(bob), mentionOf(ada)]);
    expect(read.body.data.post.comments[0].mentions).toEqual([mentionOf(author)]);

    const item = await gqlItem(bob, photo.post_id);
    expect(item.mentions).toEqual([mentionOf(bob), mentionOf(ada)]);
    expect(item.comments.items[0].mentions).toEqual([mentionOf(author)]);
    expect((await gqlItem(bob, event.event_id)).mentions).toEqual([mentionOf(bob)]);
  });

  it('keeps pointing at the person after a rename, and drops an account suspended or behind a block', async () => {
    const [author, ada, bob, reader] = await makeQuickUsers(t, 4);
    const remark = await makeRemark(t, author, `@${ada.username} meets @${bob.username}`);
    const renamed = uniqueUsername('renamed');
    expect((await t.client().request('PATCH', '/api/account/username', { json: { username: renamed }, token: ada.access })).status).toBe(200);

    const afterRename = await t.client().get(`/api/remarks/by-id/${remark.remark_id}`, { token: reader.access });
    expect(afterRename.body.data.remark.mentions).toEqual([{ account_id: ada.accountId, username: renamed, written_as: ada.username }, mentionOf(bob)]);
    expect((await gqlItem(reader, remark.remark_id)).mentions[0]).toEqual({ account_id: ada.accountId, username: renamed, written_as: ada.username });

    // Bob blocks the reader: the reader no longer sees him among the links; others still do.
    expect((await post(bob, `/api/profile/block/${reader.username}`)).status).toBe(200);
    expect((await gqlItem(reader, remark.remark_id)).mentions.map((mention: { account_id: string }) => mention.account_id)).toEqual([ada.accountId]);
    expect((await gqlItem(author, remark.remark_id)).mentions).toHaveLength(2);

    await t.db.query('UPDATE accounts SET suspended_at = now() WHERE id = $1', [ada.accountId]);
    expect((await gqlItem(author, remark.remark_id)).mentions).toEqual([mentionOf(bob)]);
  });
});

describe('mention notifications', () => {
  it('tells each person mentioned once, an edit only the newly mentioned, and never the author', async () => {
    const [author, ada, bob] = await makeQuickUsers(t, 3);
    const remark = await makeRemark(t, author, `Hi @${ada.username} and me, @${author.username}`);
    const [entry] = await mentionEntries(ada);
    expect(entry).toMatchObject({ kind: 'mention', item_id: remark.remark_id, item_kind: 'remark', text: `${author.username} mentioned you in a remark`, actor_count: 1 });
    expect(await mentionEntries(author)).toEqual([]);

    const edited = await t.client().request('PATCH', `/api/remarks/by-id/${remark.remark_id}`, { json: { remark_content: `Hi @${ada.username} and @${bob.username}` }, token: author.access });
    expect(edited.status).toBe(200);
    expect(edited.body.data.remark.mentions).toEqual([mentionOf(ada), mentionOf(bob)]);
    expect(await mentionEntries(bob)).toHaveLength(1);
    expect(await toldAbout(remark.remark_id)).toBe(2);

    // A mention in a comment names the item it is on, and shows the comment.
    const photo = await makePost(t, author);
    expect((await post(bob, '/api/posts/comment', { post_id: photo.post_id, comment_content: `Look @${ada.username}` })).status).toBe(201);
    const [inComment] = await mentionEntries(ada);
    expect(inComment).toMatchObject({ item_id: photo.post_id, item_kind: 'post', comment_text: `Look @${ada.username}`, text: `${bob.username} mentioned you in a post` });

    // GraphQL tells the same.
    const graphql = await t.client().gql('{ notifications { items { kind item_id text } } }', {}, { token: ada.access });
    expect(graphql.body.data.notifications.items.filter((item: { kind: string }) => item.kind === 'mention').map((item: { item_id: string }) => item.item_id)).toEqual([photo.post_id, remark.remark_id]);
  });

  it('tells nobody who muted or blocks the author, nor whom the author blocks; the mention is still stored', async () => {
    const [author, muter, blocker, blocked, fan] = await makeQuickUsers(t, 5);
    expect((await post(muter, `/api/profile/mute/${author.username}`)).status).toBe(200);
    expect((await post(blocker, `/api/profile/block/${author.username}`)).status).toBe(200);
    expect((await post(author, `/api/profile/block/${blocked.username}`)).status).toBe(200);
    const text = `@${muter.username} @${blocker.username} @${blocked.username} @${fan.username}`;
    const remark = await makeRemark(t, author, text);
    for (const silent of [muter, blocker, blocked]) expect(await mentionEntries(silent)).toEqual([]);
    expect(await mentionEntries(fan)).toHaveLength(1);
    expect(await toldAbout(remark.remark_id)).toBe(1);
    const [{ count }] = await t.db.query('SELECT count(*)::int AS count FROM mentions WHERE item_id = $1', [remark.remark_id]);
    expect(count).toBe(4);
    // Everyone mentioned is still a link for a reader no block separates from them.
    expect((await gqlItem(fan, remark.remark_id)).mentions.map((mention: { account_id: string }) => mention.account_id)).toEqual([muter, blocker, blocked, fan].map((who) => who.accountId));
  });

  it(`stores a text with 200 mentions, every one a link, and tells the first ${RICH_TEXT_LIMITS.mentionsNotifiedPerText}`, async () => {
    const [author] = await makeQuickUsers(t, 1);
    // 200 three-character names ("@z00,@z01,…" fits an event's 1,000 characters), made straight in the database.
    const names = Array.from({ length: 200 }, (_, index) => `z${index.toString(36).padStart(2, '0')}`);
    await t.db.query(
      `INSERT INTO accounts (email, username, full_name, password_hash, email_verified_at)
       SELECT name || '@mentions.example.com', name, 'Many Mentions', 'unusable', now() FROM unnest($1::text[]) AS name
        WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE lower(a.username) = name)`,
      [names],
    );
    const description = names.map((name) => `@${name}`).join(',');
    expect(description.length).toBeLessThanOrEqual(1000);
    const event = await makeEvent(t, author, { event_description: description });
    expect(event.mentions).toHaveLength(200);
    expect(await toldAbout(event.event_id)).toBe(RICH_TEXT_LIMITS.mentionsNotifiedPerText);
    const told: Array<{ username: string }> = await t.db.query(
      `SELECT a.username FROM notifications n JOIN accounts a ON a.id = n.recipient_id WHERE n.kind = 'mention' AND n.item_id = $1 ORDER BY a.username`,
      [event.event_id],
    );
    expect(told.map((row) => row.username)).toEqual(names.slice(0, RICH_TEXT_LIMITS.mentionsNotifiedPerText));

    // An edit tells no more: the text's ten are spent.
    const reversed = [...names].reverse().map((name) => `@${name}`).join(',');
    const edited = await t.client().request('PATCH', `/api/events/by-id/${event.event_id}`, { json: { event_description: reversed }, token: author.access });
    expect(edited.status).toBe(200);
    expect(await toldAbout(event.event_id)).toBe(RICH_TEXT_LIMITS.mentionsNotifiedPerText);
  });
});

describe('mentions in a repeating event', () => {
  it('link on every date of the series, whose first date alone tells the person', async () => {
    const [author, ada] = await makeQuickUsers(t, 2);
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCHours(18, 0, 0, 0);
    const first = await makeEvent(t, author, { event_rrule: `FREQ=WEEKLY;BYDAY=${['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][start.getUTCDay()]};COUNT=3`, event_date: start.toISOString(), event_description: `Hosted by @${ada.username}` });
    expect(first.mentions).toEqual([mentionOf(ada)]);
    const dates = await t.client().get(`/api/events/series/${first.series_id}`, { token: ada.access });
    expect(dates.status).toBe(200);
    const events = dates.body.data.events as Array<{ event_id: string; mentions: unknown[] }>;
    expect(events).toHaveLength(3);
    for (const event of events) expect(event.mentions).toEqual([mentionOf(ada)]);
    expect(await mentionEntries(ada)).toHaveLength(1);
  });
});

describe('mention suggestions', () => {
  it('offers people by the start of a user name or a full name, the people followed first, never behind a block', async () => {
    const base = uniqueUsername('sg');
    const [viewer] = await makeQuickUsers(t, 1);
    const people = await makeQuickUsers(t, 5);
    const [alpha, bravo, charlie, delta, byName] = people;
    const named = [alpha, bravo, charlie, delta];
    await Promise.all(named.map((person, index) => t.db.query('UPDATE accounts SET username = $2 WHERE id = $1', [person.accountId, `${base}${'abcd'[index]}`])));
    await t.db.query('UPDATE accounts SET full_name = $2 WHERE id = $1', [byName.accountId, `Mira ${base}`]);
    const name = (person: QuickUser) => `${base}${'abcd'[named.indexOf(person)]}`;
    expect((await post(viewer, `/api/profile/follow/${name(delta)}`)).status).toBe(200);
    expect((await post(charlie, `/api/profile/block/${viewer.username}`)).status).toBe(200);

    const rest = await t.client().get(`/api/profile/mention-suggestions?query=${encodeURIComponent('@' + base.toUpperCase())}`, { token: viewer.access });
    expect(rest.status).toBe(200);
    const offered = rest.body.data.accounts as Array<{ account_id: string; username: string; is_following: boolean }>;
    expect(offered.map((person) => person.account_id)).toEqual([delta.accountId, alpha.accountId, bravo.accountId, byName.accountId]);
    expect(offered[0]).toMatchObject({ username: name(delta), is_following: true });

    const graphql = await t.client().gql(SUGGEST, { query: base }, { token: viewer.access });
    expect(graphql.body.data.mentionSuggestions.map((person: { id: string }) => person.id)).toEqual(offered.map((person) => person.account_id));

    // Nothing typed yet: the people followed.
    const blank = await t.client().get('/api/profile/mention-suggestions?query=', { token: viewer.access });
    expect(blank.body.data.accounts.map((person: { account_id: string }) => person.account_id)).toEqual([delta.accountId]);
    expect((await t.client().gql(SUGGEST, {}, { token: viewer.access })).body.data.mentionSuggestions.map((person: { id: string }) => person.id)).toEqual([delta.accountId]);
  });

  it(`offers at most ${RICH_TEXT_LIMITS.mentionSuggestions}, and only to a signed-in caller`, async () => {
    const base = uniqueUsername('many');
    const [viewer, ...people] = await makeQuickUsers(t, 11);
    await Promise.all(people.map((person, index) => t.db.query('UPDATE accounts SET username = $2 WHERE id = $1', [person.accountId, `${base}${index.toString(36)}`])));
    const reply = await t.client().get(`/api/profile/mention-suggestions?query=${base}`, { token: viewer.access });
    expect(reply.body.data.accounts).toHaveLength(RICH_TEXT_LIMITS.mentionSuggestions);
    expectEnvelope(await t.client().get(`/api/profile/mention-suggestions?query=${base}`), 401);
  });
});
