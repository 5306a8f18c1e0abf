import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_MESSAGES } from '@gatherly/schema';
import { english } from '../src/i18n/texts';
import { eventFields, makeEvent, makePost, makeQuickUsers, makeRemark, QuickUser, uploadForm } from './support/factories';
import { jpeg } from './support/images';
import { Reply, startTestApp, TestApp } from './support/test-app';

/** Who may do what with remarks, posts and events, and what deleting one takes with it. */

let t: TestApp;
let owner: QuickUser;
let other: QuickUser;

beforeAll(async () => {
  t = await startTestApp();
  [owner, other] = await makeQuickUsers(t, 2);
});

afterAll(async () => {
  await t?.close();
});

type Kind = 'remark' | 'post' | 'event';
const Kind = (kind: Kind) => `${kind[0].toUpperCase()}${kind.slice(1)}`;

interface KindCase {
  kind: Kind;
  /** The kind's own table. */
  table: string;
  make: (author: QuickUser) => Promise<string>;
  /** A valid REST PATCH body, and a valid GraphQL update input. */
  change: Record<string, unknown>;
  input: string;
}

const KINDS: KindCase[] = [
  {
    kind: 'remark',
    table: 'remarks',
    make: async (author) => (await makeRemark(t, author)).remark_id,
    change: { remark_content: 'Taken over' },
    input: '{ remark_content: "Taken over" }',
  },
  {
    kind: 'post',
    table: 'posts',
    make: async (author) => (await makePost(t, author, { images: [await jpeg(40, 30), await jpeg(30, 40)] })).post_id,
    change: { post_content: 'Taken over' },
    input: '{ post_content: "Taken over" }',
  },
  {
    kind: 'event',
    table: 'events',
    make: async (author) => (await makeEvent(t, author, {}, [await jpeg(40, 30), await jpeg(30, 40)])).event_id,
    change: { event_name: 'Taken over' },
    input: '{ event_name: "Taken over" }',
  },
];

const mediaRoot = () => join(t.config.dataDir, 'media');

/** Names of every file in the media storage. */
function storedFiles(): string[] {
  const root = mediaRoot();
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

/** Everything stored about an item, for before/after comparisons. */
async function snapshot(id: string, table: string): Promise<unknown> {
  const [row] = await t.db.query(
    `SELECT to_jsonb(i) AS item, to_jsonb(k) AS own,
            (SELECT jsonb_agg(m ORDER BY m.display_order) FROM content_media m WHERE m.item_id = i.id) AS media
       FROM content_items i JOIN ${table} k ON k.item_id = i.id WHERE i.id = $1`,
    [id],
  );
  return row ?? null;
}

async function rowsAbout(id: string): Promise<Record<string, number>> {
  const [row] = await t.db.query(
    `SELECT (SELECT count(*)::int FROM content_items WHERE id = $1) AS content_items,
            (SELECT count(*)::int FROM remarks WHERE item_id = $1) AS remarks,
            (SELECT count(*)::int FROM posts WHERE item_id = $1) AS posts,
            (SELECT count(*)::int FROM events WHERE item_id = $1) AS events,
            (SELECT count(*)::int FROM content_media WHERE item_id = $1) AS content_media,
            (SELECT count(*)::int FROM likes WHERE item_id = $1) AS likes,
            (SELECT count(*)::int FROM comments WHERE item_id = $1) AS comments,
            (SELECT count(*)::int FROM event_interests WHERE item_id = $1) AS event_interests`,
    [id],
  );
  return row;
}

function expectMessage(reply: Reply, status: number, message: string): void {
  expect(reply.status).toBe(status);
  expect(reply.body).toEqual({ success: false, message });
}

describe.each(KINDS)('$kind ownership', ({ kind, table, make, change, input }) => {
  const path = (id: string) => `/api/${kind}s/by-id/${id}`;

  it('a second user gets 403 on PATCH and DELETE, and nothing changes', async () => {
    const id = await make(owner);
    const before = await snapshot(id, table);
    const files = storedFiles();
    expectMessage(await t.client().request('PATCH', path(id), { json: change, token: other.access }), 403, `Only its author can change this ${kind}.`);
    expectMessage(await t.client().request('DELETE', path(id), { token: other.access }), 403, `Only its author can change this ${kind}.`);
    expect(await snapshot(id, table)).toEqual(before);
    expect(storedFiles().sort()).toEqual(files.sort());
    // The author still can.
    expect((await t.client().request('PATCH', path(id), { json: change, token: owner.access })).status).toBe(200);
  });

  it('a second user gets auth/forbidden over GraphQL, and nothing changes', async () => {
    const id = await make(owner);
    const before = await snapshot(id, table);
    for (const mutation of [`update${Kind(kind)}(id: $id, input: ${input}) { id }`, `delete${Kind(kind)}(id: $id)`]) {
      const reply = await t.client().gql(`mutation($id: ID!) { ${mutation} }`, { id }, { token: other.access });
      expect(reply.body.data).toBeNull();
      expect(reply.body.errors).toEqual([
        expect.objectContaining({ message: `Only its author can change this ${kind}.`, extensions: expect.objectContaining({ code: 'auth/forbidden', status: 403 }) }),
      ]);
    }
    expect(await snapshot(id, table)).toEqual(before);
  });

  it('others may read, like and comment', async () => {
    const id = await make(owner);
    expect((await t.client().get(path(id), { token: other.access })).status).toBe(200);
    expect((await t.client().post(`/api/${kind}s/like/${id}`, undefined, { token: other.access })).status).toBe(200);
    expect((await t.client().post(`/api/${kind}s/comment`, { [`${kind}_id`]: id, comment_content: 'Nice' }, { token: other.access })).status).toBe(201);
  });

  it('unknown, malformed and other-kind ids answer 404', async () => {
    const otherKind = KINDS.find((candidate) => candidate.kind !== kind)!;
    const ids = [randomUUID(), 'abc', encodeURIComponent("' OR 1=1 --"), randomUUID().replace(/-/g, ''), await otherKind.make(owner)];
    const token = owner.access;
    const requests = ids.flatMap((id) => [
      t.client().get(path(id), { token }),
      t.client().request('PATCH', path(id), { json: change, token }),
      t.client().request('DELETE', path(id), { token }),
      t.client().post(`/api/${kind}s/like/${id}`, undefined, { token }),
      t.client().request('DELETE', `/api/${kind}s/like/${id}`, { token }),
      t.client().post(`/api/${kind}s/comment`, { [`${kind}_id`]: decodeURIComponent(id), comment_content: 'Hello?' }, { token }),
    ]);
    for (const reply of await Promise.all(requests)) expectMessage(reply, 404, `This ${kind} does not exist.`);
  });

  it('unknown and malformed ids are null in a query and <kind>/not_found in a mutation', async () => {
    const token = owner.access;
    for (const id of [randomUUID(), 'abc', 'x'.repeat(5000)]) {
      expect((await t.client().gql(`query($id: ID!) { ${kind}(id: $id) { id } }`, { id }, { token })).body).toEqual({ data: { [kind]: null } });
      for (const mutation of [`update${Kind(kind)}(id: $id, input: ${input}) { id }`, `delete${Kind(kind)}(id: $id)`, `like${Kind(kind)}(id: $id) { id }`]) {
        const reply = await t.client().gql(`mutation($id: ID!) { ${mutation} }`, { id }, { token });
        expect(reply.body.errors![0]).toMatchObject({ message: `This ${kind} does not exist.`, extensions: { code: `${kind}/not_found`, status: 404 } });
      }
      const comment = await t.client().gql(
        `mutation($id: ID!) { commentOn${Kind(kind)}(input: { item_id: $id, comment_content: "Hello?" }) { id } }`,
        { id },
        { token },
      );
      expect(comment.body.errors![0].extensions!.code).toBe(`${kind}/not_found`);
    }
  });

  it('without a valid token every route answers 401', async () => {
    const id = await make(owner);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', path(id)],
      ['PATCH', path(id), change],
      ['DELETE', path(id)],
      ['POST', `/api/${kind}s/like/${id}`],
      ['DELETE', `/api/${kind}s/like/${id}`],
      ['POST', `/api/${kind}s/comment`, { [`${kind}_id`]: id, comment_content: 'Hi' }],
      ['POST', `/api/${kind}s`, { remark_content: 'Hi' }],
    ];
    const tokens = [undefined, 'not-a-token', `${owner.access}x`];
    const replies = await Promise.all(routes.flatMap(([method, route, json]) => tokens.map((token) => t.client().request(method, route, { json, token }))));
    for (const reply of replies) expectMessage(reply, 401, english(SERVER_MESSAGES.unauthenticated));
    const query = await t.client().gql(`query($id: ID!) { ${kind}(id: $id) { id } }`, { id });
    expect(query.body.errors![0].extensions!.code).toBe('auth/unauthenticated');
    const mutation = await t.client().gql(`mutation($id: ID!) { delete${Kind(kind)}(id: $id) }`, { id });
    expect(mutation.body.errors![0].extensions!.code).toBe('auth/unauthenticated');
    expect(await rowsAbout(id)).toMatchObject({ content_items: 1, likes: 0, comments: 0 });
  });
});

describe('deleting', () => {
  /** Likes and comments of two other users; interest too for an event. */
  async function engage(kind: Kind, id: string, users: QuickUser[]): Promise<void> {
    for (const user of users) {
      const token = user.access;
      expect((await t.client().post(`/api/${kind}s/like/${id}`, undefined, { token })).status).toBe(200);
      expect((await t.client().post(`/api/${kind}s/comment`, { [`${kind}_id`]: id, comment_content: 'Count me in' }, { token })).status).toBe(201);
      if (kind === 'event') expect((await t.client().post(`/api/events/interest/${id}`, undefined, { token })).status).toBe(200);
    }
  }

  /** File names of the item's images, both variants. */
  async function imageFiles(id: string): Promise<string[]> {
    const rows: Array<{ storage_key: string }> = await t.db.query('SELECT storage_key FROM content_media WHERE item_id = $1', [id]);
    return rows.flatMap(({ storage_key }) => [`${storage_key}.webp`, `${storage_key}-thumb.webp`]);
  }

  it.each(KINDS)('the $kind takes its likes, comments, interest and image files with it', async ({ kind, make }) => {
    const users = await makeQuickUsers(t, 2);
    const id = await make(owner);
    const kept = await make(owner);
    await engage(kind, id, [...users, owner]);
    await engage(kind, kept, users);
    const files = await imageFiles(id);
    expect(files).toHaveLength(kind === 'remark' ? 0 : 4);
    expect(storedFiles()).toEqual(expect.arrayContaining(files));
    const keptBefore = { rows: await rowsAbout(kept), files: await imageFiles(kept) };

    const reply = await t.client().request('DELETE', `/api/${kind}s/by-id/${id}`, { token: owner.access });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true });

    expect(await rowsAbout(id)).toEqual({ content_items: 0, remarks: 0, posts: 0, events: 0, content_media: 0, likes: 0, comments: 0, event_interests: 0 });
    const remaining = storedFiles();
    for (const file of files) expect(remaining).not.toContain(file);
    expect(await rowsAbout(kept)).toEqual(keptBefore.rows);
    expect(remaining).toEqual(expect.arrayContaining(keptBefore.files));
    expectMessage(await t.client().get(`/api/${kind}s/by-id/${id}`, { token: owner.access }), 404, `This ${kind} does not exist.`);
    expectMessage(await t.client().request('DELETE', `/api/${kind}s/by-id/${id}`, { token: owner.access }), 404, `This ${kind} does not exist.`);
  });

  it.each(KINDS)('the $kind deleted over GraphQL goes the same way', async ({ kind, make }) => {
    const id = await make(owner);
    await engage(kind, id, [other]);
    const files = await imageFiles(id);
    const reply = await t.client().gql(`mutation($id: ID!) { delete${Kind(kind)}(id: $id) }`, { id }, { token: owner.access });
    expect(reply.body).toEqual({ data: { [`delete${Kind(kind)}`]: true } });
    expect(await rowsAbout(id)).toEqual({ content_items: 0, remarks: 0, posts: 0, events: 0, content_media: 0, likes: 0, comments: 0, event_interests: 0 });
    const remaining = storedFiles();
    for (const file of files) expect(remaining).not.toContain(file);
    expect((await t.client().gql(`query($id: ID!) { ${kind}(id: $id) { id } }`, { id }, { token: owner.access })).body).toEqual({ data: { [kind]: null } });
  });

  it('an event made through the form with several images leaves no file behind', async () => {
    const form = uploadForm(eventFields(), [await jpeg(20, 20), await jpeg(30, 30), await jpeg(40, 40)]);
    const created = await t.client().multipart('/api/events', form, { token: owner.access });
    const before = storedFiles();
    const files = await imageFiles(created.body.data.event.event_id);
    expect((await t.client().request('DELETE', `/api/events/by-id/${created.body.data.event.event_id}`, { token: owner.access })).status).toBe(200);
    expect(storedFiles().sort()).toEqual(before.filter((file) => !files.includes(file)).sort());
  });
});
