import { readFileSync } from 'node:fs';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { emitOpenApi, OPENAPI_FILE } from '../src/openapi-emit';
import { emitSchema, SCHEMA_FILE } from '../src/schema-emit';
import { ACCOUNT_DELETION_MESSAGES, EMAIL_CHANGE_MESSAGES, EVENT_CATEGORIES, LIMITS, NOTIFICATION_KINDS, NOTIFICATION_MESSAGES, PASSKEY_MESSAGES, PASSWORD_CHANGE_MESSAGES, REPORT_REASONS, SERVER_MESSAGES, THEME_VALUES, TWO_FACTOR_MESSAGES } from '@gatherly/schema';
import { english } from '../src/i18n/texts';
import { contractProblem } from './support/contract';
import { loadDocument, operationsOf, sampleOf, schemaTakes, violationsOf, type Field, type Operation } from './support/contract-examples';
import { aJpeg, makeEvent, makePost, makeQuickUsers, makeRemark, type QuickUser } from './support/factories';
import { Reply, startTestApp, TestApp } from './support/test-app';

/** What the server promises to its clients, checked against what it really does. */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('GraphQL schema', () => {
  const runningSchema = () => `${printSchema(lexicographicSortSchema(t.app.get(GraphQLSchemaHost).schema))}\n`;

  it('served by the app is the committed libs/schema/schema.graphql (regenerate with `nx run server:schema`)', () => {
    expect(runningSchema()).toBe(readFileSync(SCHEMA_FILE, 'utf8'));
  });

  it('served by the app is the one schema-emit writes', async () => {
    expect(await emitSchema()).toBe(runningSchema());
  });
});

describe('database schema', () => {
  it('has every migration applied', async () => {
    expect(await t.db.showMigrations()).toBe(false);
  });

  it('matches the entities: generating a migration would find nothing to do', async () => {
    const sql = await t.db.driver.createSchemaBuilder().log();
    expect(sql.upQueries.map((query) => query.query)).toEqual([]);
  });
});

describe('OpenAPI document', () => {
  it('served by the app is the committed libs/schema/openapi.json (regenerate with `npm run codegen`)', async () => {
    const served = `${JSON.stringify((await t.client().get('/api/openapi.json')).body, null, 2)}\n`;
    expect(served).toBe(readFileSync(OPENAPI_FILE, 'utf8'));
  });

  it('served by the app is the one openapi-emit writes', async () => {
    expect(await emitOpenApi()).toBe(readFileSync(OPENAPI_FILE, 'utf8'));
  });

  it('is held against every answer the REST tests receive: a field added, renamed or left out, or a status not listed, fails', () => {
    const url = `${t.baseUrl}/api/account/tokens`;
    const token = { id: 'a', name: 'Bot', scopes: ['read'], last_four: 'abcd', created_at: new Date().toISOString(), last_used_at: null, expires_at: null };
    expect(contractProblem('GET', url, 200, 'application/json', { success: true, data: { tokens: [token] } })).toBeNull();
    expect(contractProblem('GET', url, 200, 'application/json', { success: true, data: { tokens: [{ ...token, secret: 'x' }] } })).toContain('additionalProperties');
    const { name: _left, ...withoutName } = token;
    expect(contractProblem('GET', url, 200, 'application/json', { success: true, data: { tokens: [withoutName] } })).toContain("must have required property 'name'");
    expect(contractProblem('GET', url, 418, 'application/json', { success: false, message: 'Oops' })).toContain('which its documentation does not list');
    expect(contractProblem('GET', url, 403, 'application/json', { success: false, error: [] })).toContain('does not match');
  });

  it("answers the router's refusals in the envelope too, without repeating the address", async () => {
    const tooLong = await t.client().get(`/api/remarks/by-id/${'a'.repeat(600)}`);
    expect([tooLong.status, tooLong.body]).toEqual([414, { success: false, message: 'The address is too long.' }]);
    const broken = await t.client().get('/api/remarks/by-id/%E0%A4%A');
    expect([broken.status, broken.body]).toEqual([400, { success: false, message: 'The address is not valid.' }]);
    const german = await t.client().get(`/api/remarks/by-id/${'a'.repeat(600)}`, { headers: { 'accept-language': 'de' } });
    expect([german.status, german.body]).toEqual([414, { success: false, message: 'Die Adresse ist zu lang.' }]);
  });

  it('documents what every operation answers, success and failure, and that the signed-in ones may answer 401', async () => {
    const document = (await t.client().get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, { content?: unknown }> }>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })));
    expect(operations.length).toBeGreaterThan(60);
    const statuses = (operation: { responses: Record<string, { content?: unknown }> }) => Object.keys(operation.responses).filter((status) => operation.responses[status].content);
    expect(operations.filter(({ operation }) => !statuses(operation).some((status) => status.startsWith('2'))).map(({ name }) => name)).toEqual([]);
    expect(operations.filter(({ operation }) => !statuses(operation).includes('500')).map(({ name }) => name)).toEqual([]);
    expect(operations.filter(({ operation }) => (operation.security ?? []).length > 0 && !statuses(operation).includes('401')).map(({ name }) => name)).toEqual([]);
  });

  it('gives every field a type: a `string | null` property documented without one would read as any object', async () => {
    const schemas = (await t.client().get('/api/openapi.json')).body.components.schemas as Record<string, { properties?: Record<string, Record<string, unknown>> }>;
    const vague = Object.entries(schemas).flatMap(([model, schema]) =>
      Object.entries(schema.properties ?? {})
        .filter(([, property]) => property.type === 'object' && !property.properties && !property.enum && !property.additionalProperties)
        .map(([name]) => `${model}.${name}`),
    );
    expect(vague).toEqual([]);
  });

  it('documents every failure as the JSON envelope it is, calendar files included', async () => {
    const document = (await t.client().get('/api/openapi.json')).body as { paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>> };
    const notJson = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) =>
        Object.entries(operation.responses)
          .filter(([status, response]) => Number(status) >= 400 && JSON.stringify(Object.keys(response.content ?? {})) !== '["application/json"]')
          .map(([status]) => `${method.toUpperCase()} ${path} ${status}`),
      ),
    );
    expect(notJson).toEqual([]);
    // The test client holds the answer to the document: a JSON 404 documented as JSON.
    const missing = await t.client().get('/api/calendar/nothing.ics');
    expect([missing.status, missing.headers.get('content-type')]).toEqual([404, expect.stringContaining('application/json')]);
  });

  it('puts the rules of libs/schema in the schemas: the choices, what creating an event needs, the form part of the images', async () => {
    const document = (await t.client().get('/api/openapi.json')).body;
    const { schemas } = document.components;
    const form = (path: string) => document.paths[path].post.requestBody.content['multipart/form-data'].schema;
    expect(schemas.EventInput.properties.event_category.enum).toEqual(EVENT_CATEGORIES.map((category) => category.value));
    expect(schemas.ThemeBody.properties.theme_preference.enum).toEqual(THEME_VALUES);
    expect(schemas.ReportBody.properties.reason.enum).toEqual(REPORT_REASONS);
    expect(schemas.PreferenceBody.properties.kind.enum).toEqual(NOTIFICATION_KINDS);
    expect(schemas.SignupInput.properties.username).toMatchObject({ minLength: LIMITS.usernameMinLength, maxLength: LIMITS.usernameMaxLength });
    expect(form('/api/events').required).toEqual(['event_name', 'event_date', 'event_category', 'media']);
    expect(form('/api/posts').required).toEqual(['media']);
    const fileParts = (path: string) => Object.entries(form(path).properties as Record<string, { items?: { format?: string } }>).filter(([, part]) => part.items?.format === 'binary');
    expect(fileParts('/api/posts').map(([name]) => name)).toEqual(['media']);
    expect(fileParts('/api/events').map(([name]) => name)).toEqual(['media']);
  });

  it('offers both ways to authorize: a session and a personal access token', async () => {
    const document = (await t.client().get('/api/openapi.json')).body;
    expect(Object.keys(document.components.securitySchemes)).toEqual(['bearer', 'access-token']);
  });

  it('describes every account call of spec §7 with its method', async () => {
    const reply = await t.client().get('/api/openapi.json');
    expect(reply.status).toBe(200);
    const paths: Record<string, Record<string, unknown>> = reply.body.paths;
    const described = Object.entries(paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    expect(described).toEqual(
      expect.arrayContaining([
        'POST /api/account/login',
        'POST /api/account/signup',
        'POST /api/account/resend-verification',
        'GET /api/account/verify-email',
        'POST /api/account/refresh',
        'POST /api/account/logout',
        'GET /api/account/reset-password/validate-token',
        'POST /api/account/reset-password',
        'POST /api/account/password/reset',
      ]),
    );
  });

  it('describes every profile call of spec §7 with its method', async () => {
    const { body } = await t.client().get('/api/openapi.json');
    const described = Object.entries(body.paths as Record<string, Record<string, unknown>>).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described).toEqual(
      expect.arrayContaining([
        'GET /api/profile/profile/{username}',
        'GET /api/remarks/by-user/{username}',
        'GET /api/posts/by-user/{username}',
        'GET /api/events/by-user/{username}',
        'POST /api/profile/follow/{username}',
        'POST /api/profile/unfollow/{username}',
        'DELETE /api/profile/remove-follower/{accountId}',
        'GET /api/profile/{username}/followers',
        'GET /api/profile/{username}/following',
        'GET /api/profile/me',
        'GET /api/profile/search',
        'PATCH /api/profile/settings/basic',
        'PATCH /api/profile/settings/upload-image',
        'PATCH /api/profile/settings/default-image',
        'PATCH /api/profile/settings/theme',
      ]),
    );
  });

  it('names the token query parameter of the link checks', async () => {
    const { body } = await t.client().get('/api/openapi.json');
    for (const path of ['/api/account/verify-email', '/api/account/reset-password/validate-token']) {
      expect(body.paths[path].get.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'token', in: 'query', required: true })]));
    }
  });
});

describe('request schemas of the OpenAPI document, both ways', () => {
  /** Words by which the server's messages name a field, besides its own name (with spaces for underscores). */
  const NAMED_AS: Record<string, RegExp> = {
    post_content: /caption/i,
    remark_content: /remark/i,
    comment_content: /comment/i,
    content: /message/i,
    message_content: /message/i,
    event_category: /category/i,
    event_is_online: /online/i,
    event_capacity: /capacity/i,
    event_requires_approval: /approval/i,
    theme_preference: /theme/i,
    target_type: /reporting/i,
    target_id: /reporting/i,
    text: /details/i,
    reason: /reason|why/i,
    scopes: /scope/i,
    expires_in_days: /expires/i,
    participant_ids: /participant/i,
    media: /image/i,
    profile_image: /image|photo/i,
    token: /link|token/i,
    cursor_timestamp: /cursor/i,
    cursor_id: /cursor/i,
    remark_cursor_id: /cursor/i,
    before: /cursor|before/i,
    after: /cursor|after/i,
    up_to: /cursor|up_to/i,
    response: /passkey/i,
  };
  /** 400s that answer a valid request about the state of things (a token that names nothing), not its form. */
  const STATE_REFUSALS: string[] = [
    SERVER_MESSAGES.verificationInvalid,
    PASSKEY_MESSAGES.registrationRefused,
    SERVER_MESSAGES.resetTokenInvalid,
    NOTIFICATION_MESSAGES.unsubscribeInvalid,
    PASSWORD_CHANGE_MESSAGES.currentWrong,
    TWO_FACTOR_MESSAGES.setupMissing,
    ACCOUNT_DELETION_MESSAGES.passwordWrong,
    EMAIL_CHANGE_MESSAGES.passwordWrong,
    EMAIL_CHANGE_MESSAGES.linkInvalid,
  ].map(english);
  /** The feed takes one of its three ids; the example gives the first. Near a place is by its id or by coordinates: the example gives the id. */
  // An event's place is sent by id or by coordinates, never both; Explore near a place likewise.
  const LEFT_OUT = new Set(['post_cursor_id', 'event_cursor_id', 'near_latitude', 'near_longitude', 'event_latitude', 'event_longitude']);

  let me: QuickUser;
  let other: QuickUser;
  let target: QuickUser;
  let items: Record<'remark' | 'post' | 'event', string>;
  let reportable: string;

  beforeAll(async () => {
    [me, other, target] = await makeQuickUsers(t, 3);
    // A moderator, so that the moderation routes show their own refusals rather than 403.
    await t.db.query(`UPDATE accounts SET role = 'moderator' WHERE id = $1`, [me.accountId]);
    const [remark, post, event, othersPost] = await Promise.all([makeRemark(t, me), makePost(t, me), makeEvent(t, me), makePost(t, other)]);
    items = { remark: remark.remark_id, post: post.post_id, event: event.event_id };
    reportable = othersPost.post_id;
  });

  /** A valid value of `field` in `operation`: the things made above where an id must name one, else a sample of its schema. */
  function validValue(operation: Operation, field: Field): unknown {
    const kind = (['remark', 'post', 'event'] as const).find((name) => operation.path.startsWith(`/api/${name}s/`) || field.name === `${name}_id`);
    if (field.place === 'path' && field.name === 'username') return target.username;
    if (field.place === 'path' && field.name === 'id' && kind) return items[kind];
    if (field.place === 'body' && kind && field.name === `${kind}_id`) return items[kind];
    if (field.name === 'participant_ids') return [other.accountId];
    if (field.name === 'target_type') return 'post';
    if (field.name === 'target_id') return reportable;
    return sampleOf(field.schema);
  }

  async function send(operation: Operation, values: Map<Field, unknown>): Promise<Reply> {
    let path = operation.path;
    const query = new URLSearchParams();
    const body: Record<string, unknown> = {};
    for (const [field, value] of values) {
      if (value === undefined) continue;
      if (field.place === 'path') path = path.replace(`{${field.name}}`, encodeURIComponent(String(value)));
      else if (field.place === 'query') query.set(field.name, String(value));
      else body[field.name] = value;
    }
    const address = `${path}${query.size > 0 ? `?${query}` : ''}`;
    const client = t.client();
    if (operation.bodyType === 'multipart/form-data') {
      const form = new FormData();
      for (const [name, value] of Object.entries(body)) {
        if (Array.isArray(value) && operation.fields.find((field) => field.name === name)?.schema.items?.format === 'binary') {
          for (const _file of value) form.append(name, new Blob([new Uint8Array(await aJpeg())], { type: 'image/jpeg' }), 'photo.jpg');
        } else form.append(name, String(value));
      }
      return client.multipart(address, form, { method: operation.method, token: me.access });
    }
    return client.request(operation.method, address, { token: me.access, ...(operation.bodyType ? { json: body } : {}) });
  }

  const problemsOf = (reply: Reply): string[] => reply.body?.error ?? (reply.body?.message ? [reply.body.message] : []);
  const namesField = (reply: Reply, name: string) =>
    problemsOf(reply).some((problem) => problem.includes(name) || problem.toLowerCase().includes(name.replaceAll('_', ' ')) || NAMED_AS[name]?.test(problem) === true);

  // Deletions last, and the items' own last of all, so that what they remove is still there for the
  // other operations (a like to take back, a mark of interest).
  const lateness = (operation: Operation) => Number(operation.method === 'DELETE') + Number(operation.method === 'DELETE' && operation.path.includes('/by-id/'));
  const operations = operationsOf(loadDocument())
    .filter((operation) => operation.fields.length > 0)
    .sort((a, b) => lateness(a) - lateness(b));

  it('covers every operation that takes parameters or a body', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('bounds every text a request takes (length, choices, format or pattern) but the free ones, which the server takes whatever they hold', () => {
    const free = operations.flatMap((operation) =>
      operation.fields
        .filter(({ schema }) => schema.type === 'string' && schema.maxLength === undefined && !schema.enum && !schema.format && !schema.pattern)
        .map((field) => `${operation.label} ${field.name}`),
    );
    // Tokens of mailed links are looked up (a wrong one is answered as such), login answers 401 to
    // anything wrong, and searches use the beginning of what they are given.
    expect(free).toEqual([
      'GET /api/account/verify-email token',
      'POST /api/account/login email',
      'POST /api/account/login password',
      'GET /api/account/reset-password/validate-token token',
      'POST /api/account/reset-password token',
      'GET /api/profile/search username',
      'GET /api/profile/{username}/followers q',
      'GET /api/profile/{username}/following q',
      'POST /api/events/search event_name',
      'POST /api/events/map event_name',
      'GET /api/profile/mention-suggestions query',
      'GET /api/search q',
      'POST /api/notifications/unsubscribe token',
    ]);
  });

  const uploads = operations.filter((operation) => operation.fields.some((field) => field.schema.items?.format === 'binary'));

  it.each(uploads.map((operation) => [operation.label, operation] as const))('%s: a file in a part the document does not name is refused, naming the part that takes files', async (_label, operation) => {
    const part = operation.fields.find((field) => field.schema.items?.format === 'binary')!;
    const form = new FormData();
    for (const field of operation.fields.filter((candidate) => candidate.place === 'body' && candidate !== part)) form.append(field.name, String(validValue(operation, field)));
    form.append('junk', new Blob([new Uint8Array(await aJpeg())], { type: 'image/jpeg' }), 'photo.jpg');
    const reply = await t.client().multipart(operation.path, form, { method: operation.method, token: me.access });
    expect([reply.status, problemsOf(reply).some((problem) => problem.includes(`"${part.name}"`))]).toEqual([400, true]);
  });

  it.each(operations.map((operation) => [operation.label, operation] as const))('%s: a valid example is taken, each broken constraint refused naming its field', async (_label, operation) => {
    const valid = new Map(operation.fields.filter((field) => !LEFT_OUT.has(field.name)).map((field) => [field, validValue(operation, field)]));
    for (const [field, value] of valid) if (field.schema.items?.format !== 'binary') expect([field.name, schemaTakes(field, value)]).toEqual([field.name, true]);
    const accepted = await send(operation, valid);
    const takenByState = accepted.status === 400 && problemsOf(accepted).every((problem) => STATE_REFUSALS.includes(problem));
    expect([operation.label, accepted.status < 300 || [401, 403, 404, 409].includes(accepted.status) || takenByState, accepted.text]).toEqual([operation.label, true, accepted.text]);

    const wrong: string[] = [];
    for (const [field, value] of valid) {
      for (const violation of violationsOf(field, value)) {
        const what = `${field.place} ${field.name} ${violation.broken}`;
        if (field.schema.items?.format !== 'binary' && schemaTakes(field, violation.value)) wrong.push(`${what}: the document takes it`);
        const refused = await send(operation, new Map([...valid, [field, violation.value]]));
        // An id that is not well formed, or not sent, names nothing (404); where the valid request was
        // refused for the state of things (403, 404, 409), a broken one may be refused so too.
        const isId = field.place === 'path' || field.schema.format === 'uuid' || field.name.endsWith('_id');
        const notFound = refused.status === 404 && isId;
        const sameRefusal = accepted.status >= 400 && refused.status === accepted.status;
        const named = refused.status === 400 && namesField(refused, field.name);
        if (!named && !notFound && !sameRefusal) wrong.push(`${what}: ${refused.status} ${refused.text}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
