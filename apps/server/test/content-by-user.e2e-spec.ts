import { LIMITS, PROFILE_MESSAGES } from '@gatherly/schema';
import { expectEnvelope } from './support/envelope';
import { makeEvent, makePost, makeQuickUsers, makeRemark, QuickUser } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';
import { english } from '../src/i18n/texts';

/** A user's remarks, posts and events, newest first, paged by (created_at, id). */

let t: TestApp;
let author: QuickUser;
let reader: QuickUser;

beforeAll(async () => {
  t = await startTestApp();
  [author, reader] = await makeQuickUsers(t, 2);
});

afterAll(async () => {
  await t?.close();
});

type Cursor = { cursor_timestamp: string; cursor_id: string } | null;

async function restPage(path: string, list: string, cursor: Cursor) {
  const reply = await t.client().get(`${path}${cursor ? `?${new URLSearchParams(cursor)}` : ''}`, { token: reader.access });
  expect(reply.status).toBe(200);
  return { ids: reply.body.data[list].map((item: Record<string, string>) => item.id ?? item[`${list.slice(0, -1)}_id`]) as string[], next: reply.body.data.next_cursor as Cursor, body: reply.body };
}

describe('GET /api/remarks/by-user/:username', () => {
  it('pages newest first, without duplicates or gaps when items come and go between pages', async () => {
    const [writer] = await makeQuickUsers(t, 1);
    const ids: string[] = [];
    for (let n = 0; n < 2 * LIMITS.pageSize + 5; n += 1) ids.push((await makeRemark(t, writer, `Remark ${n}`)).remark_id);
    const newestFirst = [...ids].reverse();
    const path = `/api/remarks/by-user/${writer.username}`;

    const first = await restPage(path, 'remarks', null);
    expect(first.ids).toEqual(newestFirst.slice(0, LIMITS.pageSize));
    expect(first.body.data.remarks[0]).toMatchObject({ remark_content: `Remark ${ids.length - 1}`, account_username: writer.username, like_count: 0, comments: [] });

    // Between pages: a new remark (before the cursor, not repeated) and the deletion of one already
    // shown and of one still to come.
    await makeRemark(t, writer, 'Written while paging');
    await t.client().request('DELETE', `/api/remarks/by-id/${newestFirst[0]}`, { token: writer.access });
    await t.client().request('DELETE', `/api/remarks/by-id/${newestFirst[LIMITS.pageSize + 1]}`, { token: writer.access });

    const rest: string[] = [];
    let cursor = first.next;
    while (cursor) {
      const page = await restPage(path, 'remarks', cursor);
      rest.push(...page.ids);
      cursor = page.next;
    }
    expect(rest).toEqual(newestFirst.slice(LIMITS.pageSize).filter((id) => id !== newestFirst[LIMITS.pageSize + 1]));
  });

  it('pages through items created in the same instant by their ids', async () => {
    const [writer] = await makeQuickUsers(t, 1);
    const ids: string[] = [];
    for (let n = 0; n < LIMITS.pageSize + 4; n += 1) ids.push((await makeRemark(t, writer)).remark_id);
    await t.db.query(`UPDATE content_items SET created_at = '2031-02-03T04:05:06.123456Z' WHERE author_id = $1`, [writer.accountId]);
    const seen: string[] = [];
    let cursor: Cursor = null;
    do {
      const page = await restPage(`/api/remarks/by-user/${writer.username}`, 'remarks', cursor);
      seen.push(...page.ids);
      cursor = page.next;
    } while (cursor);
    expect(seen).toEqual([...ids].sort().reverse());
  });

  it('answers an empty list for a user without remarks, 404 for an unknown user, 400 for a bad cursor', async () => {
    const [quiet] = await makeQuickUsers(t, 1);
    expect((await t.client().get(`/api/remarks/by-user/${quiet.username}`, { token: reader.access })).body).toEqual({ success: true, data: { remarks: [], next_cursor: null } });
    expectEnvelope(await t.client().get('/api/remarks/by-user/nobody_by_this_name', { token: reader.access }), 404);
    const bad = await t.client().get(`/api/posts/by-user/${quiet.username}?cursor_id=x`, { token: reader.access });
    expectEnvelope(bad, 400);
    expect(bad.body.error).toEqual([english(PROFILE_MESSAGES.cursorInvalid)]);
    expectEnvelope(await t.client().get(`/api/events/by-user/${quiet.username}`), 401);
  });
});

describe('posts and events by user, and contentByUser over GraphQL', () => {
  it('lists only the kind asked for, with its own fields', async () => {
    const post = await makePost(t, author, { caption: 'Lake' });
    const event = await makeEvent(t, author);
    await makeRemark(t, author);

    const posts = await t.client().get(`/api/posts/by-user/${author.username}`, { token: reader.access });
    expect(posts.body.data.posts.map((item: { post_id: string }) => item.post_id)).toEqual([post.post_id]);
    expect(posts.body.data.posts[0].media).toHaveLength(1);
    const events = await t.client().get(`/api/events/by-user/${author.username}`, { token: reader.access });
    expect(events.body.data.events).toEqual([expect.objectContaining({ event_id: event.event_id, interest_count: 0, is_interested: false })]);

    const QUERY = `query($u: String!, $kind: ContentKind!, $after: PageCursorInput) {
      contentByUser(username: $u, kind: $kind, after: $after) {
        items { __typename id ... on Post { post_content media { thumbnail_file } } ... on Event { event_name } }
        next_cursor { cursor_id }
      }
    }`;
    const gql = await t.client().gql(QUERY, { u: author.username, kind: 'post' }, { token: reader.access });
    expect(gql.body).toEqual({
      data: { contentByUser: { items: [{ __typename: 'Post', id: post.post_id, post_content: 'Lake', media: [{ thumbnail_file: post.media[0].thumbnail_file }] }], next_cursor: null } },
    });
    const wrongKind = await t.client().gql(QUERY, { u: author.username, kind: 'poem' }, { token: reader.access });
    expect(wrongKind.status).toBe(400);
    const unknown = await t.client().gql(QUERY, { u: 'nobody_by_this_name', kind: 'event' }, { token: reader.access });
    expect(unknown.body.errors?.[0]).toMatchObject({ message: english(PROFILE_MESSAGES.notFound), extensions: { status: 404 } });
  });

  it('pages over GraphQL as over REST', async () => {
    const [writer] = await makeQuickUsers(t, 1);
    for (let n = 0; n < LIMITS.pageSize + 1; n += 1) await makeRemark(t, writer, `Note ${n}`);
    const QUERY = `query($u: String!, $after: PageCursorInput) { contentByUser(username: $u, kind: remark, after: $after) { items { id } next_cursor { cursor_timestamp cursor_id } } }`;
    const first = (await t.client().gql(QUERY, { u: writer.username }, { token: reader.access })).body.data.contentByUser;
    const rest = await restPage(`/api/remarks/by-user/${writer.username}`, 'remarks', null);
    expect(first.items.map((item: { id: string }) => item.id)).toEqual(rest.ids);
    expect(first.next_cursor).toEqual(rest.next);
    const second = (await t.client().gql(QUERY, { u: writer.username, after: first.next_cursor }, { token: reader.access })).body.data.contentByUser;
    expect(second.items).toHaveLength(1);
    expect(second.next_cursor).toBeNull();
  });
});
