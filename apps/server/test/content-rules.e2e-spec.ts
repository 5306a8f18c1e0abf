import { EVENT_CATEGORIES, MEDIA_MESSAGES } from '@gatherly/schema';
import { english } from '../src/i18n/texts';
import { aJpeg, daysFromNow, eventFields, makeEvent, makePost, makeQuickUsers, makeRemark, QuickUser, uploadForm } from './support/factories';
import { Reply, startTestApp, TestApp } from './support/test-app';

/** Every content rule of spec §5 and limit of §9 at its boundary, over REST and GraphQL. */

let t: TestApp;
let owner: QuickUser;

beforeAll(async () => {
  t = await startTestApp();
  [owner] = await makeQuickUsers(t, 1);
});

afterAll(async () => {
  await t?.close();
});

const post = (path: string, json: unknown) => t.client().post(path, json, { token: owner.access });
const patch = (path: string, json: unknown) => t.client().request('PATCH', path, { json, token: owner.access });
const upload = (path: string, form: FormData, method = 'POST') => t.client().multipart(path, form, { method, token: owner.access });
const gql = (query: string, variables?: Record<string, unknown>) => t.client().gql(query, variables, { token: owner.access });

function refused(reply: Reply, ...messages: string[]): void {
  expect(reply.status).toBe(400);
  expect(reply.body).toEqual({ success: false, error: messages });
}

/** The messages of a refused GraphQL operation, checking that it is a validation refusal. */
function gqlRefusal(reply: Reply): string[] {
  expect(reply.body.data).toBeNull();
  expect(reply.body.errors[0].extensions).toMatchObject({ code: 'request/invalid', status: 400 });
  return reply.body.errors[0].extensions.errors;
}

async function itemCount(): Promise<number> {
  const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM content_items WHERE author_id = $1', [owner.accountId]);
  return n;
}

describe('remarks', () => {
  it('answers the whole remark on creation', async () => {
    const reply = await post('/api/remarks', { remark_content: 'Anyone for tennis?' });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      success: true,
      data: {
        remark: {
          remark_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          remark_content: 'Anyone for tennis?',
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          edited_at: null,
          account_username: owner.username,
          account_profile_image: null,
          like_count: 0,
          is_liked: false,
          is_remote: false,
          url: null,
          comment_count: 0,
          comments: [],
          comments_next_cursor: null,
          mentions: [],
          hashtags: [],
          link_preview: null,
        },
      },
    });
  });

  it('refuses in French when French is asked for, over REST and GraphQL, and keeps nothing', async () => {
    const before = await itemCount();
    const french = { headers: { 'accept-language': 'fr-FR,fr;q=0.9' }, token: owner.access };
    const rest = await t.client().post('/api/remarks', { remark_content: 'b'.repeat(401) }, french);
    expect([rest.status, rest.headers.get('content-language'), rest.body.error]).toEqual([400, 'fr', ['La remarque doit compter au plus 400 caractères.']]);
    const blank = await t.client().gql('mutation { createRemark(input: { remark_content: "   " }) { id } }', undefined, french);
    expect(blank.body.errors?.[0]).toMatchObject({ message: 'La remarque ne peut pas être vide.', extensions: { status: 400 } });
    expect(await itemCount()).toBe(before);
  });

  it('keeps 400 characters and refuses 401 with the message', async () => {
    const before = await itemCount();
    const ok = await post('/api/remarks', { remark_content: 'a'.repeat(400) });
    expect(ok.status).toBe(201);
    expect(ok.body.data.remark.remark_content).toBe('a'.repeat(400));
    refused(await post('/api/remarks', { remark_content: 'b'.repeat(401) }), 'Remark must be at most 400 characters.');
    expect(await itemCount()).toBe(before + 1);
  });

  it('counts characters, not UTF-16 units: 400 emoji are 400 characters', async () => {
    const emoji = '🎉';
    const ok = await post('/api/remarks', { remark_content: emoji.repeat(400) });
    expect(ok.status).toBe(201);
    expect(ok.body.data.remark.remark_content).toBe(emoji.repeat(400));
    refused(await post('/api/remarks', { remark_content: emoji.repeat(401) }), 'Remark must be at most 400 characters.');
    const comment = await post('/api/remarks/comment', { remark_id: ok.body.data.remark.remark_id, comment_content: emoji.repeat(400) });
    expect(comment.status).toBe(201);
  });

  it('counts the length after trimming and stores the trimmed text', async () => {
    const reply = await post('/api/remarks', { remark_content: `  \n${'a'.repeat(400)}\t ` });
    expect(reply.status).toBe(201);
    const [row] = await t.db.query('SELECT content FROM remarks WHERE item_id = $1', [reply.body.data.remark.remark_id]);
    expect(row.content).toBe('a'.repeat(400));
    const short = await post('/api/remarks', { remark_content: '  Hello there  ' });
    expect(short.body.data.remark.remark_content).toBe('Hello there');
  });

  it.each([[''], ['   '], ['\n\t  ']])('refuses a blank remark (%j)', async (remark_content) => {
    const before = await itemCount();
    refused(await post('/api/remarks', { remark_content }), 'Remark cannot be empty.');
    expect(await itemCount()).toBe(before);
  });

  it('applies the same rules on update, and a refused update changes nothing', async () => {
    const remark = await makeRemark(t, owner, 'First words');
    const path = `/api/remarks/by-id/${remark.remark_id}`;
    refused(await patch(path, { remark_content: 'c'.repeat(401) }), 'Remark must be at most 400 characters.');
    refused(await patch(path, { remark_content: '  ' }), 'Remark cannot be empty.');
    expect((await t.client().get(path, { token: owner.access })).body.data.remark.remark_content).toBe('First words');
    const ok = await patch(path, { remark_content: ` ${'d'.repeat(400)} ` });
    expect(ok.status).toBe(200);
    expect(ok.body.data.remark).toMatchObject({ remark_id: remark.remark_id, remark_content: 'd'.repeat(400), created_at: remark.created_at });
  });

  it('applies the same rules over GraphQL', async () => {
    const CREATE = 'mutation($input: RemarkInput!) { createRemark(input: $input) { id remark_id remark_content account_username } }';
    const created = await gql(CREATE, { input: { remark_content: ` ${'e'.repeat(400)} ` } });
    expect(created.body.data.createRemark).toEqual({
      id: expect.any(String),
      remark_id: created.body.data.createRemark.id,
      remark_content: 'e'.repeat(400),
      account_username: owner.username,
    });
    expect(gqlRefusal(await gql(CREATE, { input: { remark_content: 'e'.repeat(401) } }))).toEqual(['Remark must be at most 400 characters.']);
    expect(gqlRefusal(await gql(CREATE, { input: { remark_content: ' ' } }))).toEqual(['Remark cannot be empty.']);
    const UPDATE = 'mutation($id: ID!, $input: RemarkInput!) { updateRemark(id: $id, input: $input) { remark_content } }';
    const id = created.body.data.createRemark.id;
    expect(gqlRefusal(await gql(UPDATE, { id, input: { remark_content: 'f'.repeat(401) } }))).toEqual(['Remark must be at most 400 characters.']);
    expect((await gql(UPDATE, { id, input: { remark_content: '  Changed  ' } })).body).toEqual({ data: { updateRemark: { remark_content: 'Changed' } } });
  });

  it('marks an item edited only once its author changes it, on every door and for every kind', async () => {
    const [stranger] = await makeQuickUsers(t, 1);
    const remark = await makeRemark(t, owner);
    const post = await makePost(t, owner);
    const event = await makeEvent(t, owner);
    const READ = 'query($id: ID!) { remark(id: $id) { edited_at } }';
    expect(remark).toMatchObject({ edited_at: null });
    expect((await gql(READ, { id: remark.remark_id })).body.data.remark.edited_at).toBeNull();
    // Likes and comments by others are not edits.
    await t.client().post(`/api/remarks/like/${remark.remark_id}`, undefined, { token: stranger.access });
    await t.client().post('/api/remarks/comment', { remark_id: remark.remark_id, comment_content: 'Nice' }, { token: stranger.access });
    expect((await t.client().get(`/api/remarks/by-id/${remark.remark_id}`, { token: owner.access })).body.data.remark.edited_at).toBeNull();

    const before = Date.now();
    expect((await patch(`/api/remarks/by-id/${remark.remark_id}`, { remark_content: 'Changed' })).status).toBe(200);
    expect((await patch(`/api/posts/by-id/${post.post_id}`, { post_content: 'New caption' })).status).toBe(200);
    expect((await gql('mutation($id: ID!) { updateEvent(id: $id, input: { event_name: "Renamed" }) { edited_at } }', { id: event.event_id })).body.data.updateEvent.edited_at).toEqual(expect.any(String));
    const edited = (await t.client().get(`/api/remarks/by-id/${remark.remark_id}`, { token: stranger.access })).body.data.remark.edited_at as string;
    expect(new Date(edited).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await gql(READ, { id: remark.remark_id })).body.data.remark.edited_at).toBe(edited);
    expect((await t.client().get(`/api/posts/by-id/${post.post_id}`, { token: stranger.access })).body.data.post.edited_at).toEqual(expect.any(String));
  });
});

describe('comments', () => {
  const kinds = [
    ['remark', async () => (await makeRemark(t, owner)).remark_id],
    ['post', async () => (await makePost(t, owner)).post_id],
    ['event', async () => (await makeEvent(t, owner)).event_id],
  ] as const;

  it.each(kinds)('on a %s: 400 characters kept, 401 refused, blank refused, text trimmed', async (kind, make) => {
    const id = await make();
    const comment = (comment_content: string) => post(`/api/${kind}s/comment`, { [`${kind}_id`]: id, comment_content });
    const ok = await comment(` ${'g'.repeat(400)}\n`);
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({
      success: true,
      data: {
        comment: {
          [`${kind}_comment_id`]: expect.stringMatching(/^[0-9a-f-]{36}$/),
          comment_content: 'g'.repeat(400),
          created_at: expect.any(String),
          account_username: owner.username,
          account_profile_image: null,
          mentions: [],
          hashtags: [],
          link_preview: null,
        },
      },
    });
    refused(await comment('h'.repeat(401)), 'Comment must be at most 400 characters.');
    refused(await comment(''), 'Comment cannot be empty.');
    refused(await comment(' \n '), 'Comment cannot be empty.');
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM comments WHERE item_id = $1', [id]);
    expect(n).toBe(1);
  });

  it.each(kinds)('on a %s over GraphQL: the same rules', async (kind, make) => {
    const id = await make();
    const field = `commentOn${kind[0].toUpperCase()}${kind.slice(1)}`;
    const COMMENT = `mutation($input: CommentInput!) { ${field}(input: $input) { id comment_content account_username } }`;
    const ok = await gql(COMMENT, { input: { item_id: id, comment_content: ` ${'i'.repeat(400)} ` } });
    expect(ok.body.data[field]).toEqual({ id: expect.any(String), comment_content: 'i'.repeat(400), account_username: owner.username });
    expect(gqlRefusal(await gql(COMMENT, { input: { item_id: id, comment_content: 'i'.repeat(401) } }))).toEqual(['Comment must be at most 400 characters.']);
    expect(gqlRefusal(await gql(COMMENT, { input: { item_id: id, comment_content: '   ' } }))).toEqual(['Comment cannot be empty.']);
  });
});

describe('posts', () => {
  it('keeps a 420-character caption and refuses 421', async () => {
    const before = await itemCount();
    const ok = await upload('/api/posts', uploadForm({ post_content: 'j'.repeat(420) }, [await aJpeg()]));
    expect(ok.status).toBe(201);
    expect(ok.body.data.post.post_content).toBe('j'.repeat(420));
    refused(await upload('/api/posts', uploadForm({ post_content: 'k'.repeat(421) }, [await aJpeg()])), 'Caption must be at most 420 characters.');
    expect(await itemCount()).toBe(before + 1);
  });

  it('takes a post without a caption, and trims one', async () => {
    const bare = await upload('/api/posts', uploadForm({}, [await aJpeg()]));
    expect(bare.status).toBe(201);
    expect(bare.body.data.post.post_content).toBe('');
    const trimmed = await upload('/api/posts', uploadForm({ post_content: `  ${'l'.repeat(420)}  ` }, [await aJpeg()]));
    expect(trimmed.body.data.post.post_content).toBe('l'.repeat(420));
  });

  it('answers the whole post on creation', async () => {
    const reply = await upload('/api/posts', uploadForm({ post_content: 'Lake' }, [await aJpeg()]));
    expect(reply.body).toEqual({
      success: true,
      data: {
        post: {
          post_id: expect.any(String),
          post_content: 'Lake',
          media: [
            {
              media_id: expect.any(String),
              media_file: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\.webp$/),
              thumbnail_file: expect.stringMatching(/^\/media\/[0-9a-f-]{36}-thumb\.webp$/),
              display_order: 0,
              width: 64,
              height: 48,
              alt_text: null,
              blurhash: expect.stringMatching(/^\S{6,}$/),
            },
          ],
          created_at: expect.any(String),
          edited_at: null,
          account_username: owner.username,
          account_profile_image: null,
          like_count: 0,
          is_liked: false,
          is_remote: false,
          url: null,
          comment_count: 0,
          comments: [],
          comments_next_cursor: null,
          mentions: [],
          hashtags: [],
          link_preview: null,
        },
      },
    });
  });

  it('refuses a post without images', async () => {
    const before = await itemCount();
    refused(await upload('/api/posts', uploadForm({ post_content: 'Nothing to see' })), 'Add at least one image.');
    expect(await itemCount()).toBe(before);
  });

  it('takes 10 images and refuses an 11th', async () => {
    const jpeg = await aJpeg();
    const ten = await upload('/api/posts', uploadForm({}, Array(10).fill(jpeg)));
    expect(ten.status).toBe(201);
    expect(ten.body.data.post.media.map((media: { display_order: number }) => media.display_order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const before = await itemCount();
    refused(await upload('/api/posts', uploadForm({}, Array(11).fill(jpeg))), english(MEDIA_MESSAGES.tooManyFiles));
    expect(await itemCount()).toBe(before);
  });

  it('applies the caption rule on update, over REST and GraphQL', async () => {
    const created = await makePost(t, owner, { caption: 'Before' });
    const path = `/api/posts/by-id/${created.post_id}`;
    refused(await patch(path, { post_content: 'm'.repeat(421) }), 'Caption must be at most 420 characters.');
    const UPDATE = 'mutation($id: ID!, $input: PostCaptionInput!) { updatePost(id: $id, input: $input) { post_content } }';
    expect(gqlRefusal(await gql(UPDATE, { id: created.post_id, input: { post_content: 'm'.repeat(421) } }))).toEqual(['Caption must be at most 420 characters.']);
    expect((await t.client().get(path, { token: owner.access })).body.data.post.post_content).toBe('Before');
    const ok = await patch(path, { post_content: ` ${'n'.repeat(420)} ` });
    expect(ok.status).toBe(200);
    expect(ok.body.data.post).toMatchObject({ post_id: created.post_id, post_content: 'n'.repeat(420), media: created.media });
    expect((await gql(UPDATE, { id: created.post_id, input: { post_content: '' } })).body).toEqual({ data: { updatePost: { post_content: '' } } });
  });
});

describe('events', () => {
  const create = async (fields: Record<string, string>, images?: Buffer[]) =>
    upload('/api/events', uploadForm(fields, images ?? [await aJpeg()]));
  const without = (name: string, fields = eventFields()) => Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));

  it('answers the whole event on creation, its date in ISO 8601', async () => {
    const reply = await create(eventFields({ event_date: '2031-05-01T18:00:00+02:00', event_category: 'music', event_is_online: 'on' }));
    expect(reply.status).toBe(201);
    expect(reply.body.data.event).toEqual({
      event_id: expect.any(String),
      event_name: 'Board games night',
      event_description: 'Bring a game, or just come.',
      event_date: '2031-05-01T16:00:00.000Z',
      event_location: 'Community hall',
      event_category: 'music',
      event_is_online: true,
      media: [expect.objectContaining({ display_order: 0, width: 64, height: 48 })],
      interest_count: 0,
      is_interested: false,
      friends_interested: { count: 0, people: [] },
      event_timezone: 'UTC',
      event_place: null,
      event_capacity: null,
      event_requires_approval: false,
      going_count: 0,
      waitlist_count: 0,
      seats_left: null,
      rsvp_status: null,
      waitlist_position: null,
      friends_going: { count: 0, people: [] },
      co_hosts: [],
      is_host: true,
      is_in_event_chat: false,
      event_conversation_id: null,
      series_id: null,
      distance_km: null,
      created_at: expect.any(String),
      edited_at: null,
      account_username: owner.username,
      account_profile_image: null,
      like_count: 0,
      is_liked: false,
      is_remote: false,
      url: null,
      comment_count: 0,
      comments: [],
      comments_next_cursor: null,
      mentions: [],
      hashtags: [],
      link_preview: null,
    });
    const read = await gql('query($id: ID!) { event(id: $id) { event_date } }', { id: reply.body.data.event.event_id });
    expect(read.body).toEqual({ data: { event: { event_date: '2031-05-01T16:00:00.000Z' } } });
  });

  it.each([
    ['event_name', 100, 'Event name must be at most 100 characters.'],
    ['event_description', 1000, 'Event description must be at most 1000 characters.'],
    ['event_location', 120, 'Event location must be at most 120 characters.'],
  ])('keeps %s of %i characters and refuses one more', async (field, limit, message) => {
    const ok = await create(eventFields({ [field]: ` ${'o'.repeat(limit)} ` }));
    expect(ok.status).toBe(201);
    expect(ok.body.data.event[field]).toBe('o'.repeat(limit));
    const before = await itemCount();
    refused(await create(eventFields({ [field]: 'p'.repeat(limit + 1) })), message);
    expect(await itemCount()).toBe(before);
  });

  it('requires a name', async () => {
    refused(await create(without('event_name')), 'Event name is required');
    refused(await create(eventFields({ event_name: '   ' })), 'Event name is required');
  });

  it('takes an empty description and location', async () => {
    const reply = await create(eventFields({ event_description: '', event_location: '' }));
    expect(reply.status).toBe(201);
    expect(reply.body.data.event).toMatchObject({ event_description: '', event_location: '' });
  });

  it('requires a valid date that is not in the past', async () => {
    refused(await create(without('event_date')), 'Event date is required.');
    refused(await create(eventFields({ event_date: 'next friday' })), 'Event date is not a valid date.');
    refused(await create(eventFields({ event_date: daysFromNow(-1 / 24) })), 'Event date cannot be in the past');
    expect((await create(eventFields({ event_date: daysFromNow(1 / 24) }))).status).toBe(201);
  });

  it('takes every category of the list and nothing else', async () => {
    const event = await makeEvent(t, owner);
    const path = `/api/events/by-id/${event.event_id}`;
    // A few per request (the mutations of an operation run one after the other; an operation has a cost limit).
    const each = EVENT_CATEGORIES.map(({ value }, index) => `c${index}: updateEvent(id: $id, input: { event_category: "${value}" }) { event_category }`);
    for (let first = 0; first < each.length; first += 5) {
      const reply = await gql(`mutation($id: ID!) { ${each.slice(first, first + 5).join(' ')} }`, { id: event.event_id });
      const expected = EVENT_CATEGORIES.slice(first, first + 5).map(({ value }, index) => [`c${first + index}`, { event_category: value }]);
      expect(reply.body).toEqual({ data: Object.fromEntries(expected) });
    }
    expect((await patch(path, { event_category: 'food' })).body.data.event.event_category).toBe('food');
    for (const category of ['partying', 'Music', 'MUSIC', ' music', '']) {
      refused(await patch(path, { event_category: category }), 'Choose a category from the list.');
    }
    refused(await create(without('event_category')), 'Choose a category from the list.');
  });

  it.each([
    ['on', true],
    ['true', true],
    ['false', false],
    [undefined, false],
  ])('reads the online checkbox %j as %j', async (value, expected) => {
    const fields = value === undefined ? without('event_is_online') : eventFields({ event_is_online: value });
    expect((await create(fields)).body.data.event.event_is_online).toBe(expected);
  });

  it('refuses an online flag that is not a boolean', async () => {
    refused(await create(eventFields({ event_is_online: 'maybe' })), 'Online must be true or false.');
  });

  it('answers every violated rule together, in form order', async () => {
    const before = await itemCount();
    const fields = {
      event_name: 'q'.repeat(101),
      event_description: 'r'.repeat(1001),
      event_date: daysFromNow(-2),
      event_location: 's'.repeat(121),
      event_category: 'partying',
    };
    refused(
      await create(fields, []),
      'Event name must be at most 100 characters.',
      'Event description must be at most 1000 characters.',
      'Event location must be at most 120 characters.',
      'Event date cannot be in the past',
      'Choose a category from the list.',
      'Add at least one image.',
    );
    refused(await create({ event_name: '', event_date: '' }), 'Event name is required', 'Event date is required.', 'Choose a category from the list.');
    expect(await itemCount()).toBe(before);
  });

  it('takes 10 images and refuses an 11th', async () => {
    const jpeg = await aJpeg();
    expect((await create(eventFields(), Array(10).fill(jpeg))).body.data.event.media).toHaveLength(10);
    refused(await create(eventFields(), Array(11).fill(jpeg)), english(MEDIA_MESSAGES.tooManyFiles));
    refused(await create(eventFields(), []), 'Add at least one image.');
  });

  describe('update', () => {
    it('takes the edit form as multipart form data', async () => {
      const event = await makeEvent(t, owner);
      const fields = {
        event_name: 'Chess club',
        event_description: 'Weekly games.',
        event_date: '2030-01-10T19:30:00.000Z',
        event_location: 'Library',
        event_category: 'gaming',
        event_is_online: 'on',
      };
      const reply = await upload(`/api/events/by-id/${event.event_id}`, uploadForm(fields), 'PATCH');
      expect(reply.status).toBe(200);
      expect(reply.body.data.event).toMatchObject({ ...fields, event_is_online: true, event_id: event.event_id, media: event.media });
    });

    it('takes JSON, and fields left out keep their value', async () => {
      const event = await makeEvent(t, owner, { event_is_online: 'on' });
      const reply = await patch(`/api/events/by-id/${event.event_id}`, { event_location: '  Town square ' });
      expect(reply.status).toBe(200);
      expect(reply.body.data.event).toEqual({ ...event, event_location: 'Town square', edited_at: expect.any(String) });
    });

    it('applies the length rules, all violations together, and a refusal changes nothing', async () => {
      const event = await makeEvent(t, owner);
      const path = `/api/events/by-id/${event.event_id}`;
      refused(
        await patch(path, { event_name: '', event_description: 't'.repeat(1001), event_date: daysFromNow(-1), event_category: 'x' }),
        'Event name is required',
        'Event description must be at most 1000 characters.',
        'Event date cannot be in the past',
        'Choose a category from the list.',
      );
      refused(await patch(path, { event_name: 'u'.repeat(101) }), 'Event name must be at most 100 characters.');
      refused(await patch(path, { event_location: 'v'.repeat(121) }), 'Event location must be at most 120 characters.');
      refused(await patch(path, { event_date: 'soon' }), 'Event date is not a valid date.');
      expect((await t.client().get(path, { token: owner.access })).body.data.event).toEqual(event);
      const ok = await patch(path, { event_name: 'w'.repeat(100), event_description: 'x'.repeat(1000), event_location: 'y'.repeat(120) });
      expect(ok.status).toBe(200);
    });

    it('refuses a past date, but other fields of a past event can still be edited', async () => {
      const event = await makeEvent(t, owner);
      const path = `/api/events/by-id/${event.event_id}`;
      refused(await patch(path, { event_date: daysFromNow(-1) }), 'Event date cannot be in the past');
      // The event took place: its date is now in the past.
      await t.db.query(`UPDATE events SET event_date = now() - interval '3 days' WHERE item_id = $1`, [event.event_id]);
      const past = (await t.client().get(path, { token: owner.access })).body.data.event.event_date;
      const renamed = await patch(path, { event_name: 'Board games night (photos inside)' });
      expect(renamed.status).toBe(200);
      expect(renamed.body.data.event).toMatchObject({ event_name: 'Board games night (photos inside)', event_date: past });
      // The edit form sends every field back, the unchanged past date included.
      const form = uploadForm({ ...eventFields({ event_date: past, event_description: 'Thanks for coming!' }) });
      const resent = await upload(path, form, 'PATCH');
      expect(resent.status).toBe(200);
      expect(resent.body.data.event).toMatchObject({ event_description: 'Thanks for coming!', event_date: past });
      refused(await patch(path, { event_date: daysFromNow(-1) }), 'Event date cannot be in the past');
      expect((await patch(path, { event_date: daysFromNow(30) })).status).toBe(200);
    });

    it('applies the same rules over GraphQL', async () => {
      const event = await makeEvent(t, owner);
      const UPDATE = 'mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { event_name event_date event_is_online } }';
      const messages = gqlRefusal(await gql(UPDATE, { id: event.event_id, input: { event_name: 'z'.repeat(101), event_date: daysFromNow(-1) } }));
      expect(messages).toEqual(['Event name must be at most 100 characters.', 'Event date cannot be in the past']);
      const ok = await gql(UPDATE, { id: event.event_id, input: { event_name: 'Renamed', event_date: '2030-03-03T10:00:00+01:00', event_is_online: true } });
      expect(ok.body).toEqual({ data: { updateEvent: { event_name: 'Renamed', event_date: '2030-03-03T09:00:00.000Z', event_is_online: true } } });
    });
  });
});
