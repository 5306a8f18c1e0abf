import { NOTIFICATION_MESSAGES, PAGING_MESSAGES } from '@gatherly/schema';
import { english } from '../src/i18n/texts';
import { makeEvent, makePost, makeQuickUsers, makeRemark, QuickUser } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Every paged list, on REST and on GraphQL, answers a cursor that names no time PostgreSQL has
 * (year 0000, a 30 February, an offset no place has) with a 400 that names the parameter, never a 500.
 */

let t: TestApp;
let viewer: QuickUser;
let ids: { author: string; remark: string; post: string; event: string; conversation: string };

const ID = '00000000-0000-4000-8000-000000000000';
const OUT_OF_RANGE = ['0000-01-01T00:00:00.000000Z', '2026-02-30T10:00:00Z', '2026-01-01T24:00:00Z', '2026-01-01T00:00:00+20:00'];

beforeAll(async () => {
  t = await startTestApp();
  const [author, other] = await makeQuickUsers(t, 2);
  [viewer] = await makeQuickUsers(t, 1);
  await t.db.query(`UPDATE accounts SET role = 'moderator' WHERE id = $1`, [viewer.accountId]);
  const conversation = await t.client().post('/api/chat/conversations/create', { participant_ids: [other.accountId] }, { token: viewer.access });
  ids = {
    author: author.username,
    remark: (await makeRemark(t, author)).remark_id,
    post: (await makePost(t, author)).post_id,
    event: (await makeEvent(t, author)).event_id,
    conversation: conversation.body.data.conversation.conversation_id,
  };
});

afterAll(async () => {
  await t?.close();
});

describe.each(OUT_OF_RANGE)('a cursor_timestamp of %s', (timestamp) => {
  const cursor = `cursor_timestamp=${encodeURIComponent(timestamp)}&cursor_id=${ID}`;

  it('is a 400 naming cursor_timestamp on every REST list', async () => {
    const paths = [
      `/api/feed?cursor_timestamp=${encodeURIComponent(timestamp)}&remark_cursor_id=${ID}`,
      ...['remarks', 'posts', 'events'].map((kind) => `/api/${kind}/by-user/${ids.author}?${cursor}`),
      `/api/remarks/comments/${ids.remark}?${cursor}`,
      `/api/posts/comments/${ids.post}?${cursor}`,
      `/api/events/comments/${ids.event}?${cursor}`,
      `/api/events/interested?${cursor}`,
      `/api/profile/${ids.author}/followers?${cursor}`,
      `/api/profile/${ids.author}/following?${cursor}`,
      `/api/profile/blocked?${cursor}`,
      `/api/profile/muted?${cursor}`,
      `/api/moderation/reports?${cursor}`,
      `/api/moderation/actions?${cursor}`,
    ];
    for (const path of paths) {
      const reply = await t.client().get(path, { token: viewer.access });
      expect([path, reply.status, reply.body]).toEqual([path, 400, { success: false, error: [english(PAGING_MESSAGES.cursorTimestampOutOfRange)] }]);
    }
    const search = await t.client().post('/api/events/search', { cursor_timestamp: timestamp, cursor_id: ID }, { token: viewer.access });
    expect([search.status, search.body]).toEqual([400, { success: false, error: [english(PAGING_MESSAGES.cursorTimestampOutOfRange)] }]);
  });

  it('is a 400 naming cursor_timestamp on every GraphQL list', async () => {
    const after = { cursor_timestamp: timestamp, cursor_id: ID };
    const operations: Array<[string, Record<string, unknown>]> = [
      ['query($after: PageCursorInput) { homeFeed(after: $after) { next_cursor { cursor_id } } }', {}],
      ['query($after: PageCursorInput, $u: String!) { contentByUser(username: $u, kind: remark, after: $after) { next_cursor { cursor_id } } }', { u: ids.author }],
      ['query($after: PageCursorInput, $id: ID!) { remark(id: $id) { comments(after: $after) { next_cursor { cursor_id } } } }', { id: ids.remark }],
      ['query($after: PageCursorInput, $id: ID!) { post(id: $id) { comments(after: $after) { next_cursor { cursor_id } } } }', { id: ids.post }],
      ['query($after: PageCursorInput, $id: ID!) { event(id: $id) { comments(after: $after) { next_cursor { cursor_id } } } }', { id: ids.event }],
      ['query($after: PageCursorInput) { interestedEvents(after: $after) { next_cursor { cursor_id } } }', {}],
      ['query($after: PageCursorInput) { searchEvents(after: $after) { next_cursor { cursor_id } } }', {}],
      ['query($after: PageCursorInput, $u: String!) { followers(username: $u, after: $after) { next_cursor { cursor_id } } }', { u: ids.author }],
      ['query($after: PageCursorInput, $u: String!) { following(username: $u, after: $after) { next_cursor { cursor_id } } }', { u: ids.author }],
      ['query($after: PageCursorInput) { blockedAccounts(after: $after) { next_cursor { cursor_id } } }', {}],
      ['query($after: PageCursorInput) { mutedAccounts(after: $after) { next_cursor { cursor_id } } }', {}],
      ['query($after: PageCursorInput) { openReports(after: $after) { next_cursor { cursor_id } } }', {}],
      ['query($after: PageCursorInput) { moderationLog(after: $after) { next_cursor { cursor_id } } }', {}],
    ];
    for (const [query, variables] of operations) {
      const reply = await t.client().gql(query, { ...variables, after }, { token: viewer.access });
      expect([query, reply.body.errors?.[0]]).toEqual([
        query,
        expect.objectContaining({ message: english(PAGING_MESSAGES.cursorTimestampOutOfRange), extensions: expect.objectContaining({ code: 'request/invalid', status: 400 }) }),
      ]);
    }
  });
});

describe('lists paged by a number', () => {
  const TOO_LARGE = '9'.repeat(19);

  it('answer a position past what they can hold with a 400, on REST and GraphQL', async () => {
    const notifications = await t.client().get(`/api/notifications?before=${TOO_LARGE}`, { token: viewer.access });
    expect([notifications.status, notifications.body.error]).toEqual([400, [english(NOTIFICATION_MESSAGES.cursorInvalid)]]);
    const messages = await t.client().get(`/api/chat/conversations/${ids.conversation}/messages?before=${TOO_LARGE}`, { token: viewer.access });
    expect([messages.status, messages.body.success]).toEqual([400, false]);
    for (const [query, variables] of [
      ['query($b: ID) { notifications(before: $b) { next_cursor { before } } }', {}],
      ['query($id: ID!, $b: ID) { conversation(id: $id) { messages(before: $b) { older_cursor } } }', { id: ids.conversation }],
    ] as const) {
      const reply = await t.client().gql(query, { ...variables, b: TOO_LARGE }, { token: viewer.access });
      expect([query, reply.body.errors?.[0]]).toEqual([query, expect.objectContaining({ extensions: expect.objectContaining({ code: 'request/invalid', status: 400 }) })]);
    }
  });
});
