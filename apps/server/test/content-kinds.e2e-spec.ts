import { PATH_METADATA } from '@nestjs/common/constants';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { CONTENT_KINDS, contentNotFound, SHOWN_CONTENT_KINDS, type ContentKindName } from '@gatherly/schema';
import { english } from '../src/i18n/texts';
import { isInterfaceType } from 'graphql';
import { CONTENT_KIND_DESCRIPTORS, CONTENT_KIND_REGISTRY } from '../src/content/content-kinds';
import type { ContentKindDescriptor } from '../src/content/shared/content-kind';
import { makeEvent, makePost, makeQuickUsers, makeRemark, QuickUser } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Every kind in the content registry, checked the same way: a kind whose folder or registry entry
 * misses a piece (its GraphQL type, a shared route, engagement) fails here by name.
 */

let t: TestApp;
let owner: QuickUser;
let fan: QuickUser;

beforeAll(async () => {
  t = await startTestApp();
  [owner, fan] = await makeQuickUsers(t, 2);
});

afterAll(async () => {
  await t?.close();
});

/** How a test makes an item of each kind; a new kind needs its line here too. */
const MAKE: Record<ContentKindName, (author: QuickUser) => Promise<string>> = {
  remark: async (author) => (await makeRemark(t, author)).remark_id,
  post: async (author) => (await makePost(t, author)).post_id,
  event: async (author) => (await makeEvent(t, author)).event_id,
};

const ITEM = `query($id: ID!) { contentItem(id: $id) { __typename id account_username like_count is_liked comment_count comments { items { comment_content } } } }`;

it('lists every kind of libs/schema, and the product shows only kinds the server has', () => {
  expect(Object.keys(CONTENT_KIND_REGISTRY).sort()).toEqual([...CONTENT_KINDS].sort());
  expect(CONTENT_KIND_DESCRIPTORS.map((kind) => kind.name).sort()).toEqual([...CONTENT_KINDS].sort());
  for (const kind of SHOWN_CONTENT_KINDS) expect(CONTENT_KINDS).toContain(kind);
});

describe.each(CONTENT_KIND_DESCRIPTORS.map((kind) => [kind.name, kind] as const))('the %s kind', (name, kind: ContentKindDescriptor) => {
  const type = kind.model.name;
  const path = `/${Reflect.getMetadata(PATH_METADATA, kind.controller) as string}`;
  const make = () => {
    const maker = MAKE[name];
    if (!maker) throw new Error(`no test factory for the ${name} kind in MAKE`);
    return maker(owner);
  };

  it('is a GraphQL type of the ContentItem interface, and an item resolves to it through the interface', async () => {
    const schema = t.app.get(GraphQLSchemaHost).schema;
    const contentItem = schema.getType('ContentItem');
    if (!isInterfaceType(contentItem)) throw new Error('ContentItem is not an interface');
    expect(schema.getPossibleTypes(contentItem).map((possible) => possible.name)).toContain(type);

    const id = await make();
    const reply = await t.client().gql(ITEM, { id }, { token: owner.access });
    expect(reply.body).toEqual({
      data: { contentItem: { __typename: type, id, account_username: owner.username, like_count: 0, is_liked: false, comment_count: 0, comments: { items: [] } } },
    });
    const own = await t.client().gql(`query($id: ID!) { ${name}(id: $id) { __typename id } }`, { id }, { token: owner.access });
    expect(own.body).toEqual({ data: { [name]: { __typename: type, id } } });
  });

  it('has the routes of spec §7 at its own path, described in the OpenAPI document', async () => {
    const { body: openapi } = await t.client().get('/api/openapi.json');
    const described = (route: string) => Object.keys(openapi.paths[`${path}${route}`] ?? {}).sort();
    expect(described('')).toEqual(['post']);
    expect(described('/by-id/{id}')).toEqual(['delete', 'get', 'patch']);
    expect(described('/by-user/{username}')).toEqual(['get']);
    expect(described('/like/{id}')).toEqual(['delete', 'post']);
    expect(described('/comment')).toEqual(['post']);

    const id = await make();
    const read = await t.client().get(`${path}/by-id/${id}`, { token: fan.access });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ success: true, data: { [name]: { [`${name}_id`]: id, account_username: owner.username, like_count: 0, comments: [] } } });
  });

  it('takes likes and comments through both doors, and deleting it takes them along', async () => {
    const id = await make();
    const item = async (token: string) => (await t.client().gql(ITEM, { id }, { token })).body.data.contentItem;

    expect((await t.client().post(`${path}/like/${id}`, undefined, { token: fan.access })).status).toBe(200);
    const liked = await t.client().gql(`mutation($id: ID!) { like${type}(id: $id) { like_count is_liked } }`, { id }, { token: owner.access });
    expect(liked.body).toEqual({ data: { [`like${type}`]: { like_count: 2, is_liked: true } } });

    const rest = await t.client().post(`${path}/comment`, { [`${name}_id`]: id, comment_content: 'Count me in' }, { token: fan.access });
    expect(rest.status).toBe(201);
    expect(rest.body.data.comment).toMatchObject({ comment_content: 'Count me in', account_username: fan.username });
    expect(rest.body.data.comment[`${name}_comment_id`]).toEqual(expect.any(String));
    const gql = await t.client().gql(`mutation($input: CommentInput!) { commentOn${type}(input: $input) { comment_content } }`, { input: { item_id: id, comment_content: 'Me too' } }, { token: owner.access });
    expect(gql.body).toEqual({ data: { [`commentOn${type}`]: { comment_content: 'Me too' } } });

    expect(await item(fan.access)).toMatchObject({ like_count: 2, is_liked: true, comment_count: 2, comments: { items: [{ comment_content: 'Count me in' }, { comment_content: 'Me too' }] } });
    expect((await t.client().request('DELETE', `${path}/like/${id}`, { token: fan.access })).status).toBe(200);
    expect(await item(fan.access)).toMatchObject({ like_count: 1, is_liked: false });

    const deleted = await t.client().gql(`mutation($id: ID!) { delete${type}(id: $id) }`, { id }, { token: owner.access });
    expect(deleted.body).toEqual({ data: { [`delete${type}`]: true } });
    expect(await item(owner.access)).toBeNull();
    const [left] = await t.db.query('SELECT (SELECT count(*) FROM likes WHERE item_id = $1)::int AS likes, (SELECT count(*) FROM comments WHERE item_id = $1)::int AS comments', [id]);
    expect(left).toEqual({ likes: 0, comments: 0 });
  });

  it('answers 404 at its own path for an item of another kind', async () => {
    const others = CONTENT_KIND_DESCRIPTORS.filter((other) => other.name !== name);
    for (const other of others) {
      const id = await MAKE[other.name](owner);
      const like = await t.client().post(`${path}/like/${id}`, undefined, { token: fan.access });
      expect(like.status).toBe(404);
      expect(like.body).toEqual({ success: false, message: english(contentNotFound(name)) });
      expect((await t.client().get(`${path}/by-id/${id}`, { token: fan.access })).status).toBe(404);
      const own = await t.client().gql(`query($id: ID!) { ${name}(id: $id) { id } }`, { id }, { token: fan.access });
      expect(own.body).toEqual({ data: { [name]: null } });
    }
  });
});
