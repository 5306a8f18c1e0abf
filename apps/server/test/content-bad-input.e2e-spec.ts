import { CONTENT_MESSAGES, HIDDEN_CHARACTER_MESSAGES, MEDIA_LIMITS, MEDIA_MESSAGES, wrongFileFieldMessage } from '@gatherly/schema';
import { english } from '../src/i18n/texts';
import { aJpeg, eventFields, makeEvent, makePost, makeQuickUsers, makeRemark, QuickUser, uploadForm } from './support/factories';
import { expectEnvelope } from './support/envelope';
import { Reply, startTestApp, TestApp } from './support/test-app';

/** Bad input to the content routes is the client's fault: a 4xx in the REST envelope or a GraphQL error, never a 500. */

let t: TestApp;
let user: QuickUser;
let ids: { remark: string; post: string; event: string };

beforeAll(async () => {
  t = await startTestApp();
  [user] = await makeQuickUsers(t, 1);
  ids = {
    remark: (await makeRemark(t, user)).remark_id,
    post: (await makePost(t, user)).post_id,
    event: (await makeEvent(t, user)).event_id,
  };
});

afterAll(async () => {
  await t?.close();
});

const send = (method: string, path: string, json: unknown) => t.client().request(method, path, { json, token: user.access });
const sendRaw = (method: string, path: string, raw: string, contentType?: string) => t.client().request(method, path, { raw, contentType, token: user.access });

/** The JSON routes with a body of text fields, and the fields each expects; `:kind` stands for the id of an item of the user. */
const JSON_ROUTES: Array<[method: string, route: string, fields: string[]]> = [
  ['POST', '/api/remarks', ['remark_content']],
  ['PATCH', '/api/remarks/by-id/:remark', ['remark_content']],
  ['PATCH', '/api/posts/by-id/:post', ['post_content']],
  ['PATCH', '/api/events/by-id/:event', ['event_name', 'event_description', 'event_date', 'event_location', 'event_category']],
  ['POST', '/api/remarks/comment', ['remark_id', 'comment_content']],
  ['POST', '/api/posts/comment', ['post_id', 'comment_content']],
  ['POST', '/api/events/comment', ['event_id', 'comment_content']],
];
const EVENT_EDIT = '/api/events/by-id/:event';
const pathOf = (route: string) => route.replace(/:(remark|post|event)$/, (_match, kind: keyof typeof ids) => ids[kind]);

describe('JSON bodies', () => {
  const wrongTypes: Array<[string, unknown]> = [
    ['numbers', 42],
    ['arrays', ['text']],
    ['objects', { $ne: '' }],
    ['null', null],
    ['booleans', true],
  ];

  it.each(JSON_ROUTES.flatMap(([method, path, fields]) => wrongTypes.map(([label, value]) => [`${method} ${path}`, label, method, path, fields, value] as const)))(
    '%s: %s in every field answer 400',
    async (_route, _label, method, path, fields, value) => {
      const reply = await send(method, pathOf(path), Object.fromEntries(fields.map((field) => [field, value])));
      // The event fields are optional on edit, and null empties them: the rules of the required ones answer.
      if (value === null && path === EVENT_EDIT) {
        expect(reply.status).toBe(400);
        expect(reply.body.error).toEqual(['Event name is required', 'Event date is required.', 'Choose a category from the list.']);
        return;
      }
      expectEnvelope(reply, 400);
      expect(reply.body.error).toEqual(expect.arrayContaining([expect.stringMatching(/must be a string/)]));
    },
  );

  it.each(JSON_ROUTES.filter(([, path]) => path !== EVENT_EDIT))('%s %s: missing fields answer 400', async (method, path) => {
    expectEnvelope(await send(method, pathOf(path), {}), 400);
  });

  it('an event edit without fields changes nothing', async () => {
    const before = (await t.client().get(`/api/events/by-id/${ids.event}`, { token: user.access })).body.data.event;
    const reply = await send('PATCH', `/api/events/by-id/${ids.event}`, {});
    expect(reply.status).toBe(200);
    expect(reply.body.data.event).toEqual(before);
  });

  it.each([
    ['a number', 1],
    ['a word', 'yes'],
    ['an array', [true]],
  ])('an online flag that is %s answers 400', async (_label, event_is_online) => {
    const reply = await send('PATCH', `/api/events/by-id/${ids.event}`, { event_is_online });
    expectEnvelope(reply, 400);
    expect(reply.body.error).toEqual(['Online must be true or false.']);
  });

  it.each(JSON_ROUTES.flatMap(([method, path]) => ['[1,2]', '"text"', '7', '{"remark_content": ', '{"__proto__": {"x": 1}}'].map((raw) => [method, path, raw] as const)))(
    '%s %s: the body %s answers 400',
    async (method, path, raw) => {
      expectEnvelope(await sendRaw(method, pathOf(path), raw), 400);
    },
  );

  it.each(JSON_ROUTES)('%s %s: a content type the API does not speak answers 4xx', async (method, path) => {
    const reply = await sendRaw(method, pathOf(path), '<remark/>', 'application/xml');
    expectEnvelope(reply, 415);
  });

  it('a 2 MB JSON body answers 413', async () => {
    expectEnvelope(await send('POST', '/api/remarks', { remark_content: 'x'.repeat(2 * 1024 * 1024) }), 413);
  });

  it('huge strings answer the length rules', async () => {
    const huge = 'x'.repeat(150_000);
    expect((await send('POST', '/api/remarks', { remark_content: huge })).body.error).toEqual(['Remark must be at most 400 characters.']);
    expect((await send('PATCH', `/api/posts/by-id/${ids.post}`, { post_content: huge })).body.error).toEqual(['Caption must be at most 420 characters.']);
    expect((await send('POST', '/api/posts/comment', { post_id: ids.post, comment_content: huge })).body.error).toEqual(['Comment must be at most 400 characters.']);
    const event = await send('PATCH', `/api/events/by-id/${ids.event}`, { event_name: huge, event_description: huge, event_location: huge, event_category: huge, event_date: huge });
    expect(event.body.error).toEqual([
      'Event name must be at most 100 characters.',
      'Event description must be at most 1000 characters.',
      'Event location must be at most 120 characters.',
      'Event date is not a valid date.',
      'Choose a category from the list.',
    ]);
    const longId = await send('POST', '/api/remarks/comment', { remark_id: huge, comment_content: 'Hi' });
    expectEnvelope(longId, 404);
  });

  it('an id too long for the router is a client error', async () => {
    const reply = await t.client().get(`/api/remarks/by-id/${'a'.repeat(600)}`, { token: user.access });
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
  });
});

describe('NUL characters, which PostgreSQL cannot store', () => {
  const NUL = 'Hello\u0000there';
  const message = 'Text cannot contain NUL characters.';

  it('are refused in every text field over REST', async () => {
    for (const [method, path, body] of [
      ['POST', '/api/remarks', { remark_content: NUL }],
      ['PATCH', `/api/remarks/by-id/${ids.remark}`, { remark_content: NUL }],
      ['PATCH', `/api/posts/by-id/${ids.post}`, { post_content: NUL }],
      ['PATCH', `/api/events/by-id/${ids.event}`, { event_name: NUL }],
      ['PATCH', `/api/events/by-id/${ids.event}`, { event_description: NUL }],
      ['PATCH', `/api/events/by-id/${ids.event}`, { event_location: NUL }],
      ['POST', '/api/remarks/comment', { remark_id: ids.remark, comment_content: NUL }],
      ['POST', '/api/posts/comment', { post_id: ids.post, comment_content: NUL }],
      ['POST', '/api/events/comment', { event_id: ids.event, comment_content: NUL }],
    ] as const) {
      const reply = await send(method, path, body);
      expect([path, reply.status, reply.body]).toEqual([path, 400, { success: false, error: [message] }]);
    }
    const post = await t.client().multipart('/api/posts', uploadForm({ post_content: NUL }, [await aJpeg()]), { token: user.access });
    expect(post.body).toEqual({ success: false, error: [message] });
    const event = await t.client().multipart('/api/events', uploadForm(eventFields({ event_location: NUL }), [await aJpeg()]), { token: user.access });
    expect(event.body).toEqual({ success: false, error: [message] });
  });

  it('are refused over GraphQL, before the operation runs', async () => {
    const operations: Array<[string, Record<string, unknown>]> = [
      ['mutation($text: String!) { createRemark(input: { remark_content: $text }) { id } }', { text: NUL }],
      ['mutation($id: ID!, $text: String!) { updateRemark(id: $id, input: { remark_content: $text }) { id } }', { id: ids.remark, text: NUL }],
      ['mutation($id: ID!, $text: String!) { updatePost(id: $id, input: { post_content: $text }) { id } }', { id: ids.post, text: NUL }],
      ['mutation($id: ID!, $text: String!) { updateEvent(id: $id, input: { event_name: $text }) { id } }', { id: ids.event, text: NUL }],
      ['mutation($id: ID!, $text: String!) { commentOnEvent(input: { item_id: $id, comment_content: $text }) { id } }', { id: ids.event, text: NUL }],
    ];
    for (const [query, variables] of operations) {
      const reply = await t.client().gql(query, variables, { token: user.access });
      expect([reply.status, reply.body]).toEqual([400, { errors: [{ message, extensions: { code: 'request/invalid', status: 400, errors: [message] } }] }]);
    }
  });
});

describe('invisible, control and direction characters', () => {
  const ZERO_WIDTH = '\u200b\u200c\u200d\ufeff';

  it('text of zero-width characters only is blank over REST and GraphQL', async () => {
    expect(await send('POST', '/api/remarks', { remark_content: ` ${ZERO_WIDTH} ` })).toMatchObject({ status: 400, body: { success: false, error: [english(CONTENT_MESSAGES.remarkRequired)] } });
    expect((await send('POST', '/api/posts/comment', { post_id: ids.post, comment_content: ZERO_WIDTH })).body.error).toEqual([english(CONTENT_MESSAGES.commentRequired)]);
    expect((await send('PATCH', `/api/events/by-id/${ids.event}`, { event_name: ZERO_WIDTH })).body.error).toEqual([english(CONTENT_MESSAGES.eventNameRequired)]);
    const gql = await t.client().gql('mutation($text: String!) { createRemark(input: { remark_content: $text }) { id } }', { text: ZERO_WIDTH }, { token: user.access });
    expect(gql.body.errors?.[0]).toMatchObject({ message: english(CONTENT_MESSAGES.remarkRequired), extensions: { code: 'request/invalid', status: 400 } });
  });

  it.each([
    ['a right-to-left override', 'invoice \u202egnp.exe'],
    ['an isolate', 'a \u2067b\u2069'],
    ['a C1 control', 'a \u0085 b'],
    ['a noncharacter', 'a \uffff b'],
    ['a lone surrogate', 'a \ud800 b'],
  ])('%s is refused in every text, naming the field, over REST, multipart and GraphQL', async (_label, text) => {
    for (const [method, path, body, field] of [
      ['POST', '/api/remarks', { remark_content: text }, 'remark'],
      ['PATCH', `/api/posts/by-id/${ids.post}`, { post_content: text }, 'caption'],
      ['PATCH', `/api/events/by-id/${ids.event}`, { event_description: text }, 'eventDescription'],
      ['PATCH', `/api/events/by-id/${ids.event}`, { event_location: text.replace(/\u0085/, '\u202a') }, 'eventLocation'],
      ['POST', '/api/remarks/comment', { remark_id: ids.remark, comment_content: text }, 'comment'],
      ['PATCH', '/api/profile/settings/basic', { bio: text, gender: '' }, 'bio'],
    ] as const) {
      const reply = await send(method, path, body);
      expect([path, reply.status, reply.body]).toEqual([path, 400, { success: false, error: [english(HIDDEN_CHARACTER_MESSAGES[field])] }]);
    }
    // A form is sent in UTF-8, where a lone surrogate cannot travel (it arrives as U+FFFD).
    if (!text.includes('\ud800')) {
      const post = await t.client().multipart('/api/posts', uploadForm({ post_content: text }, [await aJpeg()]), { token: user.access });
      expect(post.body).toEqual({ success: false, error: [english(HIDDEN_CHARACTER_MESSAGES.caption)] });
    }
    const gql = await t.client().gql('mutation($id: ID!, $text: String!) { commentOnEvent(input: { item_id: $id, comment_content: $text }) { id } }', { id: ids.event, text }, { token: user.access });
    expect(gql.body.errors?.[0]).toMatchObject({ message: english(HIDDEN_CHARACTER_MESSAGES.comment), extensions: { code: 'request/invalid', status: 400 } });
  });

  it('keeps line breaks and tabs of a remark, and the marks right-to-left text needs', async () => {
    const text = 'one\n\ttwo \u05e9\u05dc\u05d5\u05dd\u200f';
    const reply = await send('POST', '/api/remarks', { remark_content: text });
    expect(reply.status).toBe(201);
    expect(reply.body.data.remark.remark_content).toBe(text);
  });

  it('stores text in NFC on every door, so that the same words are the same characters', async () => {
    const decomposed = 'Cafe\u0301 cre\u0300me';
    const remark = await send('POST', '/api/remarks', { remark_content: decomposed });
    expect(remark.body.data.remark.remark_content).toBe('Caf\u00e9 cr\u00e8me');
    const comment = await t.client().gql('mutation($id: ID!, $text: String!) { commentOnRemark(input: { item_id: $id, comment_content: $text }) { comment_content } }', { id: ids.remark, text: decomposed }, { token: user.access });
    expect(comment.body.data.commentOnRemark.comment_content).toBe('Caf\u00e9 cr\u00e8me');
    expect((await send('PATCH', `/api/posts/by-id/${ids.post}`, { post_content: decomposed })).body.data.post.post_content).toBe('Caf\u00e9 cr\u00e8me');
  });
});

describe('uploads', () => {
  it.each([
    ['JSON', 415, '{"post_content": "Hello"}', 'application/json'],
    ['plain text', 415, 'Hello', 'text/plain'],
    ['a URL-encoded form', 415, 'post_content=Hello', 'application/x-www-form-urlencoded'],
    ['multipart without a boundary', 400, '--x\r\n', 'multipart/form-data'],
    ['multipart that is not', 400, 'just some text', 'multipart/form-data; boundary=abc'],
    ['multipart cut short', 400, '--abc\r\nContent-Disposition: form-data; name="media"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8', 'multipart/form-data; boundary=abc'],
  ])('%s to POST /api/posts and /api/events answers %i', async (_label, status, raw, contentType) => {
    for (const path of ['/api/posts', '/api/events']) {
      const reply = await sendRaw('POST', path, raw, contentType);
      expectEnvelope(reply, status);
      if (status === 415) expect(reply.body.message).toBe(english(MEDIA_MESSAGES.notMultipart));
    }
  });

  it.each([
    ['POST', '/api/posts', 'media', {}],
    ['POST', '/api/events', 'media', eventFields()],
    ['PATCH', '/api/profile/settings/upload-image', 'profile_image', {}],
  ])('%s %s takes images from its field %s only: a file under another name answers 400 and nothing is made', async (method, path, field, fields) => {
    const owned = async () => (await t.client().get(`/api/posts/by-user/${user.username}`, { token: user.access })).body.data.posts.length;
    const before = await owned();
    for (const files of [[{ data: await aJpeg(), name: 'img.png' }], []]) {
      const form = uploadForm(fields, files, field);
      form.append('junk', new Blob([new Uint8Array(await aJpeg())], { type: 'image/jpeg' }), 'img.png');
      const reply = await t.client().multipart(path, form, { method, token: user.access });
      expectEnvelope(reply, 400);
      expect(reply.body.error).toEqual([english(wrongFileFieldMessage(field))]);
    }
    expect(await owned()).toBe(before);
  });

  it('a form field over 64 KB answers 400', async () => {
    const reply = await t.client().multipart('/api/posts', uploadForm({ post_content: 'x'.repeat(MEDIA_LIMITS.maxFieldBytes + 1) }, [await aJpeg()]), { token: user.access });
    expectEnvelope(reply, 400);
    expect(reply.body.error).toEqual([english(MEDIA_MESSAGES.fieldTooLong)]);
  });

  it('an event edit sent as a form with a file answers 400', async () => {
    const reply = await t.client().multipart(`/api/events/by-id/${ids.event}`, uploadForm({ event_name: 'New name' }, [await aJpeg()]), { method: 'PATCH', token: user.access });
    expectEnvelope(reply, 400);
  });

  it('a post edit sent as a form is a client error', async () => {
    const reply = await t.client().multipart(`/api/posts/by-id/${ids.post}`, uploadForm({ post_content: 'New caption' }), { method: 'PATCH', token: user.access });
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
  });

  it('an event date must be a real ISO 8601 date-time with an offset', async () => {
    for (const event_date of ['+275760-09-13T00:00:00.000Z', '2030-02-30T10:00:00Z', '2030-01-01T24:00:00Z', '2030-01-01T10:00:00', '2030-01-01', '2030-01-01T10:00:00+99:00', '2030-01-01T10:00:00+02:75']) {
      const reply = await send('PATCH', `/api/events/by-id/${ids.event}`, { event_date });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ success: false, error: ['Event date is not a valid date.'] });
    }
  });

  it('an event date more than five years ahead is refused, on both doors', async () => {
    const reply = await send('PATCH', `/api/events/by-id/${ids.event}`, { event_date: '9999-01-01T10:00:00Z' });
    expect(reply.body).toEqual({ success: false, error: [english(CONTENT_MESSAGES.eventDateTooFar)] });
    const gql = await t.client().gql('mutation($id: ID!) { updateEvent(id: $id, input: { event_date: "9999-01-01T10:00:00Z" }) { id } }', { id: ids.event }, { token: user.access });
    expect(gql.body.errors?.[0]).toMatchObject({ message: english(CONTENT_MESSAGES.eventDateTooFar), extensions: { status: 400 } });
    const made = await t.client().multipart('/api/events', uploadForm({ ...eventFields(), event_date: new Date(Date.now() + 6 * 365 * 86_400_000).toISOString() }, [await aJpeg()]), { token: user.access });
    expect(made.body).toEqual({ success: false, error: [english(CONTENT_MESSAGES.eventDateTooFar)] });
  });
});

describe('GraphQL variables', () => {
  function clientErrors(reply: Reply): Array<{ message: string; extensions?: { code?: string } }> {
    expect(reply.status).toBeLessThan(500);
    expect(reply.body.errors?.length).toBeGreaterThan(0);
    for (const error of reply.body.errors) expect(error.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    return reply.body.errors;
  }

  const wrongInputs: Array<[string, unknown]> = [
    ['a number', 42],
    ['an array', ['text']],
    ['an object', { text: 'x' }],
    ['null', null],
  ];

  it.each(wrongInputs)('%s where text is expected answers 400', async (_label, value) => {
    const operations: Array<[string, Record<string, unknown>]> = [
      ['mutation($input: RemarkInput!) { createRemark(input: $input) { id } }', { input: { remark_content: value } }],
      ['mutation($id: ID!, $input: PostCaptionInput!) { updatePost(id: $id, input: $input) { id } }', { id: ids.post, input: { post_content: value } }],
      ['mutation($input: CommentInput!) { commentOnPost(input: $input) { id } }', { input: { item_id: ids.post, comment_content: value } }],
      ['mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }', { id: ids.event, input: { event_is_online: value } }],
    ];
    for (const [query, variables] of operations) {
      const reply = await t.client().gql(query, variables, { token: user.access });
      // The online flag is optional: null leaves it as it is. Everything else is a type error.
      if (value === null && query.includes('updateEvent')) {
        expect(reply.body.data).toEqual({ updateEvent: { id: ids.event } });
        continue;
      }
      expect(reply.status).toBe(400);
      expect(clientErrors(reply)[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it.each([
    ['null', null],
    ['an array', ['x']],
    ['an object', { id: 'x' }],
    ['a boolean', true],
  ])('an id that is %s answers 400', async (_label, id) => {
    for (const query of ['query($id: ID!) { remark(id: $id) { id } }', 'mutation($id: ID!) { likePost(id: $id) { id } }', 'mutation($id: ID!) { deleteEvent(id: $id) }']) {
      const reply = await t.client().gql(query, { id }, { token: user.access });
      expect(reply.status).toBe(400);
      clientErrors(reply);
    }
  });

  it('a number as an id is taken as text and finds nothing', async () => {
    expect((await t.client().gql('query($id: ID!) { post(id: $id) { id } }', { id: 42 }, { token: user.access })).body).toEqual({ data: { post: null } });
  });

  it('missing inputs and variables answer 400', async () => {
    for (const [query, variables] of [
      ['mutation($input: RemarkInput!) { createRemark(input: $input) { id } }', {}],
      ['mutation($input: RemarkInput!) { createRemark(input: $input) { id } }', { input: {} }],
      ['mutation($input: CommentInput!) { commentOnRemark(input: $input) { id } }', { input: { comment_content: 'Hi' } }],
      ['query($id: ID!) { event(id: $id) { id } }', {}],
    ] as const) {
      const reply = await t.client().gql(query, variables, { token: user.access });
      expect(reply.status).toBe(400);
      clientErrors(reply);
    }
  });

  it('huge strings answer the length rules', async () => {
    const huge = 'x'.repeat(500_000);
    const reply = await t.client().gql('mutation($input: RemarkInput!) { createRemark(input: $input) { id } }', { input: { remark_content: huge } }, { token: user.access });
    expect(reply.body.errors![0]).toMatchObject({ message: 'Remark must be at most 400 characters.', extensions: { code: 'request/invalid' } });
    const lookup = await t.client().gql('query($id: ID!) { remark(id: $id) { id } }', { id: huge }, { token: user.access });
    expect(lookup.body).toEqual({ data: { remark: null } });
  });
});
