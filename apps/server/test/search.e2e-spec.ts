import { SEARCH_LIMITS, SEARCH_MESSAGES } from '@gatherly/schema';
import { english } from '../src/i18n/texts';
import { aJpeg, makeEvent, makePost, makeQuickUsers, makeRemark, type QuickUser, uploadForm } from './support/factories';
import { expectEnvelope } from './support/envelope';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Search of everything: remarks, posts (captions and image descriptions), events and comments by
 * their words, stemmed and without accents, best first; only what the searcher may see, and of
 * others only what they let be found. The same over REST and GraphQL.
 */

let t: TestApp;
let author: QuickUser;
let viewer: QuickUser;

beforeAll(async () => {
  t = await startTestApp();
  [author, viewer] = await makeQuickUsers(t, 2);
});

afterAll(async () => {
  await t?.close();
});

const as = (user: QuickUser) => ({ token: user.access });

/** A made-up word of letters only, found in no other test's text (so parallel files do not meet). */
function word(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  return `zq${Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`;
}

interface Hit {
  type: string;
  id: string;
  item_id?: string;
  item_kind?: string;
}

/** What a REST search answers, each result as its type and the id of what it found. */
async function search(who: QuickUser, q: string, type?: string, cursor?: string): Promise<{ hits: Hit[]; next: string | null; body: any }> {
  const query = new URLSearchParams({ q, ...(type ? { type } : {}), ...(cursor ? { cursor } : {}) });
  const reply = await t.client().get(`/api/search?${query}`, as(who));
  expect([reply.status, reply.text]).toEqual([200, expect.any(String)]);
  const hits = reply.body.data.results.map((result: { type: string; data: Record<string, string> }) => ({
    type: result.type,
    id: result.data.remark_id ?? result.data.post_id ?? result.data.event_id ?? result.data.remark_comment_id ?? result.data.post_comment_id ?? result.data.event_comment_id ?? result.data.account_id,
    ...(result.type === 'comment' ? { item_id: result.data.item_id, item_kind: result.data.item_kind } : {}),
  }));
  return { hits, next: reply.body.data.next_cursor?.cursor ?? null, body: reply.body };
}

const SEARCH = `query($query: String!, $type: SearchType, $after: String) {
  search(query: $query, type: $type, after: $after) {
    items { type rank item { id __typename } comment { id comment_content } person { id username } }
    next_cursor
  }
}`;

async function searchGraphql(who: QuickUser, query: string, type?: string, after?: string) {
  const reply = await t.client().gql(SEARCH, { query, type, after }, as(who));
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data!.search as { items: Array<{ type: string; rank: number; item: { id: string; __typename: string } | null; comment: { id: string } | null; person: { id: string } | null }>; next_cursor: string | null };
}

async function comment(who: QuickUser, kind: 'remark' | 'post' | 'event', itemId: string, comment_content: string): Promise<string> {
  const reply = await t.client().post(`/api/${kind}s/comment`, { [`${kind}_id`]: itemId, comment_content }, as(who));
  expect(reply.status).toBe(201);
  return reply.body.data.comment[`${kind}_comment_id`];
}

describe('words', () => {
  it('are stemmed: "running" finds a remark saying "run", and "runs" a post captioned "running"', async () => {
    const topic = word();
    const remark = await makeRemark(t, author, `Who will run by the ${topic} tomorrow?`);
    const post = await makePost(t, author, { caption: `Running along the ${topic}` });
    expect((await search(viewer, `running ${topic}`)).hits).toEqual(expect.arrayContaining([{ type: 'remark', id: remark.remark_id }, { type: 'post', id: post.post_id }]));
    expect((await search(viewer, `runs ${topic}`, 'post')).hits).toEqual([{ type: 'post', id: post.post_id }]);
  });

  it('ignore accents and case both ways: "cafe" finds "Café", "CAFÉ" finds "cafe"', async () => {
    const topic = word();
    const accented = await makeRemark(t, author, `Café ${topic} opens at nine`);
    const plain = await makeRemark(t, author, `The cafe ${topic} closes at six`);
    for (const q of [`cafe ${topic}`, `CAFÉ ${topic.toUpperCase()}`]) {
      expect((await search(viewer, q, 'remark')).hits.map((hit) => hit.id).sort()).toEqual([accented.remark_id, plain.remark_id].sort());
    }
  });

  it("find a post by its images' descriptions, given at upload and changed later", async () => {
    const [given, later] = [word(), word()];
    const form = uploadForm({ post_content: 'Saturday', media_alts: JSON.stringify([`A heron ${given} on one leg`]) }, [await aJpeg()]);
    const created = await t.client().multipart('/api/posts', form, as(author));
    expect(created.status).toBe(201);
    const post = created.body.data.post;
    expect((await search(viewer, `herons ${given}`)).hits).toEqual([{ type: 'post', id: post.post_id }]);
    const changed = await t.client().request('PATCH', `/api/media/by-id/${post.media[0].media_id}`, { json: { alt_text: `Two swans ${later}` }, ...as(author) });
    expect(changed.status).toBe(200);
    expect((await search(viewer, given)).hits).toEqual([]);
    expect((await search(viewer, `swan ${later}`)).hits).toEqual([{ type: 'post', id: post.post_id }]);
  });

  it('find events by name, description and place, and an edit is found at once', async () => {
    const [inName, inDescription, inPlace, edited] = [word(), word(), word(), word()];
    const event = await makeEvent(t, author, { event_name: `Jazz ${inName}`, event_description: `Bring a ${inDescription}`, event_location: `Hall ${inPlace}` });
    for (const q of [inName, inDescription, inPlace]) expect((await search(viewer, q, 'event')).hits).toEqual([{ type: 'event', id: event.event_id }]);
    const remark = await makeRemark(t, author, `Lantern ${edited}`);
    const edit = await t.client().request('PATCH', `/api/remarks/by-id/${remark.remark_id}`, { json: { remark_content: `Harbour ${edited}` }, ...as(author) });
    expect(edit.status).toBe(200);
    expect((await search(viewer, `harbour ${edited}`)).hits).toEqual([{ type: 'remark', id: remark.remark_id }]);
    expect((await search(viewer, `lantern ${edited}`)).hits).toEqual([]);
  });

  it('find comments, each with the item it is on, over REST and GraphQL', async () => {
    const topic = word();
    const event = await makeEvent(t, author, { event_name: 'Picnic' });
    const commentId = await comment(viewer, 'event', event.event_id, `I will bring the ${topic} lemonade`);
    const rest = await search(author, topic);
    expect(rest.hits).toEqual([{ type: 'comment', id: commentId, item_id: event.event_id, item_kind: 'event' }]);
    expect(rest.body.data.results[0].data.comment_content).toBe(`I will bring the ${topic} lemonade`);
    const graphql = await searchGraphql(author, topic, 'comment');
    expect(graphql.items).toEqual([{ type: 'comment', rank: expect.any(Number), item: { id: event.event_id, __typename: 'Event' }, comment: { id: commentId, comment_content: `I will bring the ${topic} lemonade` }, person: null }]);
  });
});

describe('order and pages', () => {
  it('puts the best match first, then the newest', async () => {
    const topic = word();
    const older = await makeRemark(t, author, `${topic} once`);
    const best = await makeRemark(t, author, `${topic} ${topic} ${topic}, all ${topic}`);
    const newer = await makeRemark(t, author, `${topic} again`);
    expect((await search(viewer, topic)).hits.map((hit) => hit.id)).toEqual([best.remark_id, newer.remark_id, older.remark_id]);
    const graphql = await searchGraphql(viewer, topic);
    expect(graphql.items.map((hit) => hit.item?.id)).toEqual([best.remark_id, newer.remark_id, older.remark_id]);
    expect(graphql.items[0].rank).toBeGreaterThan(graphql.items[1].rank);
  });

  it(`pages ${SEARCH_LIMITS.pageSize} at a time through every match, none twice, over REST and GraphQL`, async () => {
    const topic = word();
    const ids: string[] = [];
    for (let index = 0; index < SEARCH_LIMITS.pageSize + 5; index += 1) ids.push((await makeRemark(t, author, `${topic} number ${index}`)).remark_id);
    const first = await search(viewer, topic);
    expect(first.hits).toHaveLength(SEARCH_LIMITS.pageSize);
    expect(first.next).toEqual(expect.any(String));
    const second = await search(viewer, topic, undefined, first.next!);
    expect(second.hits).toHaveLength(5);
    expect(second.next).toBeNull();
    expect([...first.hits, ...second.hits].map((hit) => hit.id).sort()).toEqual([...ids].sort());

    const page1 = await searchGraphql(viewer, topic, 'remark');
    const page2 = await searchGraphql(viewer, topic, 'remark', page1.next_cursor!);
    expect(page2.next_cursor).toBeNull();
    expect(new Set([...page1.items, ...page2.items].map((hit) => hit.item!.id))).toEqual(new Set(ids));
  });

  it('refuses a blank query naming q, an unknown type and a cursor it did not make; cuts a long query', async () => {
    for (const q of ['', '   ']) {
      const reply = await t.client().get(`/api/search?q=${encodeURIComponent(q)}`, as(viewer));
      expectEnvelope(reply, 400);
      expect(reply.body.error).toEqual([english(SEARCH_MESSAGES.queryRequired)]);
    }
    expectEnvelope(await t.client().get('/api/search', as(viewer)), 400);
    const badType = await t.client().get('/api/search?q=jazz&type=songs', as(viewer));
    expectEnvelope(badType, 400);
    expect(badType.body.error).toEqual([english(SEARCH_MESSAGES.typeInvalid)]);
    const badCursor = await t.client().get('/api/search?q=jazz&cursor=not-a-cursor', as(viewer));
    expectEnvelope(badCursor, 400);
    expect(badCursor.body.error).toEqual([english(SEARCH_MESSAGES.cursorInvalid)]);
    const blank = await t.client().gql(SEARCH, { query: ' ' }, as(viewer));
    expect(blank.body.errors?.[0].message).toBe(english(SEARCH_MESSAGES.queryRequired));
    // Said in the language asked for, over REST and GraphQL.
    const spanish = await t.client().get('/api/search?q=%20', { ...as(viewer), headers: { 'accept-language': 'es' } });
    expect([spanish.headers.get('content-language'), spanish.body.error]).toEqual(['es', ['q es obligatorio: una o más palabras que buscar.']]);
    const spanishGql = await t.client().gql(SEARCH, { query: ' ' }, { ...as(viewer), headers: { 'accept-language': 'es' } });
    expect(spanishGql.body.errors?.[0].message).toBe('q es obligatorio: una o más palabras que buscar.');
    const topic = word();
    const remark = await makeRemark(t, author, `${topic} and more`);
    // Only the first characters count: a word far beyond them is not asked for.
    expect((await search(viewer, `${topic}${' '.repeat(SEARCH_LIMITS.queryLength)}unwritten`)).hits).toEqual([{ type: 'remark', id: remark.remark_id }]);
    expect((await search(viewer, `"${topic}" OR -( & | ! :* <->`)).hits).toEqual([{ type: 'remark', id: remark.remark_id }]);
  });

  it('finds tags starting with the words, # or not, in any case or accent: the tag itself first, then the most used', async () => {
    const base = word();
    await makeRemark(t, author, `#${base}e once`);
    await makeRemark(t, author, `#${base}é and #${base}`);
    await makeRemark(t, viewer, `#${base}E again`);
    const exact = await t.client().get(`/api/search?q=${encodeURIComponent(`#${base.toUpperCase()}`)}&type=tag`, as(viewer));
    expect(exact.body.data.results.map((result: { data: unknown }) => result.data)).toEqual([
      { name: base, item_count: 1 },
      { name: `${base}e`, item_count: 3 },
    ]);
    const graphql = await t.client().gql('query($q: String!) { search(query: $q, type: tag) { items { type tag { name item_count is_following } } next_cursor } }', { q: base.slice(0, -1) }, as(viewer));
    expect(graphql.body.data.search).toEqual({
      items: [
        { type: 'tag', tag: { name: `${base}e`, item_count: 3, is_following: false } },
        { type: 'tag', tag: { name: base, item_count: 1, is_following: false } },
      ],
      next_cursor: null,
    });
  });

  it('finds people by name, as user search does', async () => {
    const people = await search(viewer, author.username, 'people');
    expect(people.hits[0]).toEqual({ type: 'people', id: author.accountId });
    const graphql = await searchGraphql(viewer, author.username, 'people');
    expect(graphql.items[0]).toEqual({ type: 'people', rank: expect.any(Number), item: null, comment: null, person: { id: author.accountId, username: author.username } });
  });
});

describe('who finds what', () => {
  async function writing(owner: QuickUser, topic: string): Promise<string[]> {
    const remark = await makeRemark(t, owner, `${topic} remark`);
    const post = await makePost(t, owner, { caption: `${topic} post` });
    const event = await makeEvent(t, owner, { event_name: `${topic} event` });
    const onOthers = await makeRemark(t, viewer, 'Somewhere to comment');
    const commentId = await comment(owner, 'remark', onOthers.remark_id, `${topic} comment`);
    return [remark.remark_id, post.post_id, event.event_id, commentId];
  }

  const ids = async (who: QuickUser, topic: string) => (await search(who, topic)).hits.map((hit) => hit.id).sort();

  it.each([
    ['blocked by the searcher', (searcher: QuickUser, other: QuickUser) => t.client().post(`/api/profile/block/${other.username}`, undefined, as(searcher))],
    ['blocking the searcher', (searcher: QuickUser, other: QuickUser) => t.client().post(`/api/profile/block/${searcher.username}`, undefined, as(other))],
    ['muted by the searcher', (searcher: QuickUser, other: QuickUser) => t.client().post(`/api/profile/mute/${other.username}`, undefined, as(searcher))],
  ])('nothing of a person %s is found, over REST or GraphQL', async (_relation, begin) => {
    const [searcher, other] = await makeQuickUsers(t, 2);
    const topic = word();
    const [remarkId] = await writing(other, topic);
    expect(await ids(searcher, topic)).toHaveLength(4);
    expect((await begin(searcher, other)).status).toBe(200);
    expect(await ids(searcher, topic)).toEqual([]);
    expect((await searchGraphql(searcher, topic)).items).toEqual([]);
    expect(await ids(viewer, topic)).toContain(remarkId);
  });

  it('nothing of a suspended or deleted account is found, nor comments under their items; a deleted item is gone', async () => {
    const [other] = await makeQuickUsers(t, 1);
    const topic = word();
    const remark = await makeRemark(t, other, `${topic} remark`);
    const commentId = await comment(viewer, 'remark', remark.remark_id, `${topic} under it`);
    expect((await ids(author, topic)).sort()).toEqual([remark.remark_id, commentId].sort());
    await t.db.query('UPDATE accounts SET suspended_at = now() WHERE id = $1', [other.accountId]);
    expect(await ids(author, topic)).toEqual([]);
    await t.db.query('UPDATE accounts SET suspended_at = NULL WHERE id = $1', [other.accountId]);
    expect((await t.client().request('DELETE', `/api/remarks/by-id/${remark.remark_id}`, as(other))).status).toBe(200);
    expect(await ids(author, topic)).toEqual([]);
  });

  it('a person who opts out is found by no one else, and still finds their own; opting in again shows them', async () => {
    const [quiet] = await makeQuickUsers(t, 1);
    const topic = word();
    const written = await writing(quiet, topic);
    const off = await t.client().request('PATCH', '/api/profile/settings/privacy', { json: { indexable: false }, ...as(quiet) });
    expect(off.status).toBe(200);
    expect(off.body.data.profile).toMatchObject({ username: quiet.username, indexable: false });
    expect(await ids(viewer, topic)).toEqual([]);
    expect((await searchGraphql(viewer, topic)).items).toEqual([]);
    expect(await ids(quiet, topic)).toEqual([...written].sort());
    // Their profile is still found by name.
    expect((await search(viewer, quiet.username, 'people')).hits[0]).toEqual({ type: 'people', id: quiet.accountId });

    const on = await t.client().gql('mutation { setIndexable(indexable: true) { username indexable } }', undefined, as(quiet));
    expect(on.body.data).toEqual({ setIndexable: { username: quiet.username, indexable: true } });
    expect(await ids(viewer, topic)).toEqual([...written].sort());
  });

  it('refuses a privacy setting that is not true or false, naming indexable', async () => {
    const reply = await t.client().request('PATCH', '/api/profile/settings/privacy', { json: { indexable: 'no' }, ...as(viewer) });
    expectEnvelope(reply, 400);
    expect(reply.body.error.join(' ')).toContain('indexable');
    const mine = await t.client().get('/api/profile/me', as(viewer));
    expect(mine.body.data.profile.indexable).toBe(true);
  });
});
