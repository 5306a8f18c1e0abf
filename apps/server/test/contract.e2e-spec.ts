import { readFileSync } from 'node:fs';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { emitOpenApi, OPENAPI_FILE } from '../src/openapi-emit';
import { emitSchema, SCHEMA_FILE } from '../src/schema-emit';
import { contractProblem } from './support/contract';
import { startTestApp, TestApp } from './support/test-app';

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
