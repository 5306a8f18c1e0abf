import { ALT_TEXT_MESSAGES, CONTENT_MESSAGES, DATA_EXPORT_FILES, HIDDEN_CHARACTER_MESSAGES, MEDIA_LIMITS } from '@gatherly/schema';
import { english } from '../src/i18n/texts';
import { items as exportedItems } from '../src/data-export/archive-contents';
import { eventFields, makePost, makeQuickUsers, type QuickUser, uploadForm } from './support/factories';
import { jpeg } from './support/images';
import { expectEnvelope } from './support/envelope';
import { jobsDone } from './support/jobs';
import { startTestApp, type TestApp } from './support/test-app';

/** Descriptions of images (alt text): given at upload, changed by the author, read everywhere, exported. */

let t: TestApp;
let author: QuickUser;
let other: QuickUser;

beforeAll(async () => {
  t = await startTestApp();
  [author, other] = await makeQuickUsers(t, 2);
});

afterAll(async () => {
  await t?.close();
});

const as = (user: QuickUser) => ({ token: user.access });
const MEDIA_FIELDS = 'media_id display_order alt_text';
const LONGEST = 'é'.repeat(MEDIA_LIMITS.altTextMaxLength);

async function share(kind: 'post' | 'event', alts: string | undefined, images = 2, fields: Record<string, string> = {}) {
  const files = await Promise.all(Array.from({ length: images }, (_, index) => jpeg(40 + index, 30)));
  const form = uploadForm({ ...(kind === 'post' ? { post_content: 'By the river' } : eventFields()), ...fields, ...(alts === undefined ? {} : { media_alts: alts }) }, files);
  return t.client().multipart(`/api/${kind}s`, form, as(author));
}

async function mediaRows(itemId: string): Promise<Array<{ display_order: number; alt_text: string | null }>> {
  return t.db.query('SELECT display_order, alt_text FROM content_media WHERE item_id = $1 ORDER BY display_order', [itemId]);
}

describe('descriptions given at upload (media_alts)', () => {
  it.each(['post', 'event'] as const)('a %s keeps one per image, in gallery order, trimmed and NFC; "" is none; REST and GraphQL read them', async (kind) => {
    const reply = await share(kind, JSON.stringify(['  A heron on one leg, grey water behind  ', '', 'Cafe\u0301 terrace']), 3);
    expect(reply.status).toBe(201);
    const item = reply.body.data[kind];
    expect(item.media.map((media: { alt_text: string | null }) => media.alt_text)).toEqual(['A heron on one leg, grey water behind', null, 'Caf\u00e9 terrace']);
    const read = await t.client().get(`/api/${kind}s/by-id/${item[`${kind}_id`]}`, as(other));
    expect(read.body.data[kind].media.map((media: { alt_text: string | null }) => media.alt_text)).toEqual(['A heron on one leg, grey water behind', null, 'Caf\u00e9 terrace']);
    const graphql = await t.client().gql(`query($id: ID!) { ${kind}(id: $id) { media { ${MEDIA_FIELDS} } } }`, { id: item[`${kind}_id`] }, as(other));
    expect(graphql.body.data![kind].media.map((media: { alt_text: string | null }) => media.alt_text)).toEqual(['A heron on one leg, grey water behind', null, 'Caf\u00e9 terrace']);
  });

  it('without media_alts, no image has a description', async () => {
    const reply = await share('post', undefined);
    expect(reply.status).toBe(201);
    expect(reply.body.data.post.media.map((media: { alt_text: string | null }) => media.alt_text)).toEqual([null, null]);
  });

  it('1500 characters fit; 1501 are refused naming media_alts, and nothing is stored', async () => {
    expect((await share('post', JSON.stringify([LONGEST, '😀'.repeat(MEDIA_LIMITS.altTextMaxLength)]))).status).toBe(201);
    const before = await t.db.query('SELECT count(*)::int AS n FROM content_items WHERE author_id = $1', [author.accountId]);
    for (const kind of ['post', 'event'] as const) {
      const reply = await share(kind, JSON.stringify(['ok', `${LONGEST}x`]));
      expectEnvelope(reply, 400);
      expect(reply.body.error).toEqual([english(ALT_TEXT_MESSAGES.mediaAltsTooLong)]);
    }
    expect(await t.db.query('SELECT count(*)::int AS n FROM content_items WHERE author_id = $1', [author.accountId])).toEqual(before);
  });

  it('refuses what is not one string per image, and hidden characters, naming media_alts', async () => {
    const cases: Array<[string, string]> = [
      ['not json', english(ALT_TEXT_MESSAGES.mediaAltsInvalid)],
      ['{"0":"a"}', english(ALT_TEXT_MESSAGES.mediaAltsInvalid)],
      ['["a", 2]', english(ALT_TEXT_MESSAGES.mediaAltsInvalid)],
      ['["only one"]', english(ALT_TEXT_MESSAGES.mediaAltsCount)],
      ['["a","b","c"]', english(ALT_TEXT_MESSAGES.mediaAltsCount)],
      [JSON.stringify(['a', 'gnp.\u202Eexe']), english(HIDDEN_CHARACTER_MESSAGES.altTexts)],
      [JSON.stringify(['a\u0007', 'b']), english(HIDDEN_CHARACTER_MESSAGES.altTexts)],
    ];
    for (const [alts, message] of cases) {
      const reply = await share('post', alts);
      expectEnvelope(reply, 400);
      expect(reply.body.error).toEqual([message]);
    }
  });

  it('the other problems of the form are answered with them', async () => {
    const reply = await share('post', '["a"]', 2, { post_content: 'x'.repeat(500) });
    expectEnvelope(reply, 400);
    expect(reply.body.error).toEqual([english(CONTENT_MESSAGES.captionTooLong), english(ALT_TEXT_MESSAGES.mediaAltsCount)]);
  });

  it('the dates of a series carry the descriptions of its images', async () => {
    const reply = await share('event', JSON.stringify(['Poster of the weekly quiz', '']), 2, { event_rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU;COUNT=3' });
    expect(reply.text).toContain('"success":true');
    const rows: Array<{ alt_text: string | null; n: number }> = await t.db.query(
      `SELECT m.alt_text, count(*)::int AS n FROM content_media m JOIN events e ON e.item_id = m.item_id
        WHERE e.series_id = (SELECT series_id FROM events WHERE item_id = $1) GROUP BY m.alt_text ORDER BY m.alt_text NULLS LAST`,
      [reply.body.data.event.event_id],
    );
    expect(rows).toEqual([{ alt_text: 'Poster of the weekly quiz', n: 3 }, { alt_text: null, n: 3 }]);
  });
});

describe('changing a description afterwards', () => {
  let post: any;
  let first: string;
  let second: string;

  beforeAll(async () => {
    post = (await share('post', JSON.stringify(['', 'Two cups of tea']))).body.data.post;
    [first, second] = post.media.map((media: { media_id: string }) => media.media_id);
  });

  const patch = (user: QuickUser, id: string, body: unknown) => t.client().request('PATCH', `/api/media/by-id/${id}`, { ...as(user), json: body });
  const setAlt = (user: QuickUser, id: string, altText: string) =>
    t.client().gql(`mutation($id: ID!, $alt: String!) { setMediaAltText(media_id: $id, alt_text: $alt) { ${MEDIA_FIELDS} width height media_file } }`, { id, alt: altText }, as(user));

  it('the author sets it over REST and reads the image back, as the post shows it', async () => {
    const reply = await patch(author, first, { alt_text: '  A red bicycle against a yellow wall ' });
    expect(reply.status).toBe(200);
    expect(reply.body.data.media).toEqual({ ...post.media[0], alt_text: 'A red bicycle against a yellow wall' });
    const read = await t.client().get(`/api/posts/by-id/${post.post_id}`, as(other));
    expect(read.body.data.post.media.map((media: { alt_text: string | null }) => media.alt_text)).toEqual(['A red bicycle against a yellow wall', 'Two cups of tea']);
    // Search finds the post by the words of its new description.
    const found = await t.client().get(`/api/search?q=${encodeURIComponent('bicycle yellow')}&type=post`, as(other));
    expect(found.body.data.results.map((result: { data: { post_id: string } }) => result.data.post_id)).toContain(post.post_id);
  });

  it('the author sets it over GraphQL; "" removes it', async () => {
    const set = await setAlt(author, second, 'Two cups of mint tea');
    expect(set.body.data!.setMediaAltText).toMatchObject({ media_id: second, display_order: 1, alt_text: 'Two cups of mint tea', width: 41, height: 30 });
    const removed = await setAlt(author, second, ' \u200b ');
    expect(removed.body.data!.setMediaAltText.alt_text).toBeNull();
    expect((await patch(author, second, { alt_text: '' })).status).toBe(200);
    expect(await mediaRows(post.post_id)).toEqual([
      { display_order: 0, alt_text: 'A red bicycle against a yellow wall' },
      { display_order: 1, alt_text: null },
    ]);
  });

  it('is refused over the limit or with hidden characters, naming alt_text, on both doors; nothing changes', async () => {
    expect((await patch(author, first, { alt_text: LONGEST })).status).toBe(200);
    for (const [text, message] of [
      [`${LONGEST}é`, english(ALT_TEXT_MESSAGES.tooLong)],
      ['right\u202Eleft', english(HIDDEN_CHARACTER_MESSAGES.altText)],
      ['\u2066isolated\u2069', english(HIDDEN_CHARACTER_MESSAGES.altText)],
      ['nul\u0000', english(CONTENT_MESSAGES.nulCharacter)],
    ]) {
      const rest = await patch(author, first, { alt_text: text });
      expectEnvelope(rest, 400);
      expect(rest.body.error).toEqual([message]);
      const graphql = await setAlt(author, first, text);
      expect(graphql.body.errors![0]).toMatchObject({ message, extensions: { code: 'request/invalid', status: 400 } });
    }
    for (const body of [{}, { alt_text: 7 }, { alt_text: null }]) {
      const reply = await patch(author, first, body);
      expectEnvelope(reply, 400);
      expect(reply.body.error.join(' ')).toContain('alt_text');
    }
    expect((await mediaRows(post.post_id))[0].alt_text).toBe(LONGEST);
  });

  it("someone else's image: 403 on both doors", async () => {
    const rest = await patch(other, first, { alt_text: 'Mine now' });
    expectEnvelope(rest, 403);
    expect(rest.body.message).toBe(english(ALT_TEXT_MESSAGES.forbidden));
    const graphql = await setAlt(other, first, 'Mine now');
    expect(graphql.body.errors![0]).toMatchObject({ message: english(ALT_TEXT_MESSAGES.forbidden), extensions: { code: 'auth/forbidden', status: 403 } });
    expect((await mediaRows(post.post_id))[0].alt_text).toBe(LONGEST);
  });

  it('an unknown image, an id that is not one, or one behind a block: 404 on both doors', async () => {
    const [blocker, blocked] = await makeQuickUsers(t, 2);
    const theirs = await makePost(t, blocker);
    expect((await t.client().post(`/api/profile/block/${blocked.username}`, undefined, as(blocker))).status).toBe(200);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', theirs.media[0].media_id]) {
      const rest = await patch(blocked, id, { alt_text: 'Hello' });
      expectEnvelope(rest, 404);
      expect(rest.body.message).toBe(english(ALT_TEXT_MESSAGES.notFound));
      const graphql = await setAlt(blocked, id, 'Hello');
      expect(graphql.body.errors![0]).toMatchObject({ message: english(ALT_TEXT_MESSAGES.notFound), extensions: { code: 'media/not_found', status: 404 } });
    }
  });

  it('asks to be signed in', async () => {
    expect((await t.client().request('PATCH', `/api/media/by-id/${first}`, { json: { alt_text: 'x' } })).status).toBe(401);
  });
});

describe('the archive of one’s data', () => {
  it("carries each image's description beside its file", async () => {
    const [owner] = await makeQuickUsers(t, 1);
    const form = uploadForm({ post_content: 'Market day' }, [await jpeg(), await jpeg()]);
    form.append('media_alts', JSON.stringify(['Crates of oranges', '']));
    const post = (await t.client().multipart('/api/posts', form, as(owner))).body.data.post;
    const archived: any[] = [];
    for await (const item of exportedItems(t.db, owner.accountId)) archived.push(item);
    expect(archived).toEqual([
      expect.objectContaining({
        id: post.post_id,
        images: [
          { file: expect.stringMatching(/^media\/.+\.webp$/), alt_text: 'Crates of oranges' },
          { file: expect.stringMatching(/^media\/.+\.webp$/), alt_text: null },
        ],
      }),
    ]);
    expect(DATA_EXPORT_FILES.find((file) => file.name === 'items.json')!.holds).toContain('alt_text');
  });
});

describe('where an item\'s image is shown small', () => {
  it("a notification's thumbnail carries the description of the item's cover", async () => {
    const [owner, fan] = await makeQuickUsers(t, 2);
    const form = uploadForm({ post_content: 'Kites' }, [await jpeg(), await jpeg()]);
    form.append('media_alts', JSON.stringify(['Three red kites over a green hill', '']));
    const post = (await t.client().multipart('/api/posts', form, as(owner))).body.data.post;
    expect((await t.client().post(`/api/posts/like/${post.post_id}`, undefined, as(fan))).status).toBeLessThan(300);
    await jobsDone(t);
    const list = await t.client().get('/api/notifications', as(owner));
    expect(list.body.data.notifications).toEqual([expect.objectContaining({ item_id: post.post_id, item_image: expect.any(String), item_image_alt: 'Three red kites over a green hill' })]);
  });
});
