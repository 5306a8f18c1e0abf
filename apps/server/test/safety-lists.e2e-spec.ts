import { LIMITS, PROFILE_MESSAGES } from '@gatherly/schema';
import { expectEnvelope } from './support/envelope';
import { makeQuickUsers, QuickUser } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';
import { english } from '../src/i18n/texts';

/**
 * The people one blocked or muted (Settings) are paged as the other lists of people are: newest
 * first, a page at a time, by the next_cursor each page answers, on REST and on GraphQL.
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

type Which = 'blocked' | 'muted';
const ACTION: Record<Which, string> = { blocked: 'block', muted: 'mute' };
const TABLE: Record<Which, { table: string; owner: string }> = { blocked: { table: 'blocks', owner: 'blocker_id' }, muted: { table: 'mutes', owner: 'muter_id' } };
type Cursor = { cursor_timestamp: string; cursor_id: string };

/** Someone who set apart `count` people, one after the other. */
async function setApart(which: Which, count: number): Promise<{ me: QuickUser; crowd: QuickUser[] }> {
  const [me, ...crowd] = await makeQuickUsers(t, count + 1);
  for (const person of crowd) {
    const reply = await t.client().post(`/api/profile/${ACTION[which]}/${person.username}`, undefined, { token: me.access });
    expect(reply.status).toBe(200);
  }
  return { me, crowd };
}

async function restPage(which: Which, me: QuickUser, cursor?: Cursor | null) {
  const reply = await t.client().get(`/api/profile/${which}${cursor ? `?${new URLSearchParams(cursor)}` : ''}`, { token: me.access });
  expect(reply.status).toBe(200);
  return reply.body.data as { accounts: Array<{ username: string }>; next_cursor: Cursor | null };
}

const names = (people: Array<{ username: string }>) => people.map((person) => person.username);

describe.each<Which>(['blocked', 'muted'])('the %s accounts', (which) => {
  const field = `${which}Accounts`;
  const QUERY = `query($after: PageCursorInput) { list: ${field}(after: $after) { items { id username full_name profile_image is_following } next_cursor { cursor_timestamp cursor_id } } }`;

  it('page newest first over REST, the first page without a cursor, until next_cursor is null', async () => {
    const { me, crowd } = await setApart(which, LIMITS.pageSize + 3);
    const first = await restPage(which, me);
    expect(names(first.accounts)).toEqual(names(crowd.slice(-LIMITS.pageSize).reverse()));
    expect(first.accounts[0]).toEqual({ account_id: crowd.at(-1)!.accountId, username: crowd.at(-1)!.username, full_name: 'Quick User', profile_image: null, is_following: false, is_remote: false });
    expect(first.next_cursor).toEqual({ cursor_timestamp: expect.stringMatching(/\.\d{6}Z$/), cursor_id: crowd.at(-LIMITS.pageSize)!.accountId });

    const second = await restPage(which, me, first.next_cursor);
    expect(second).toEqual({ accounts: expect.any(Array), next_cursor: null });
    expect(names(second.accounts)).toEqual(names(crowd.slice(0, 3).reverse()));
  });

  it('page through people set apart at the same instant by id, each once', async () => {
    const { me, crowd } = await setApart(which, 2 * LIMITS.pageSize + 1);
    const { table, owner } = TABLE[which];
    await t.db.query(`UPDATE ${table} SET created_at = '2030-01-01T00:00:00.000001Z' WHERE ${owner} = $1`, [me.accountId]);
    const seen: string[] = [];
    let cursor: Cursor | null = null;
    do {
      const page = await restPage(which, me, cursor);
      expect(page.accounts.length).toBeLessThanOrEqual(LIMITS.pageSize);
      seen.push(...names(page.accounts));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(crowd.length);
    expect([...seen].sort()).toEqual(names(crowd).sort());
  });

  it('answer the same pages over GraphQL', async () => {
    const { me, crowd } = await setApart(which, LIMITS.pageSize + 2);
    const first = (await t.client().gql(QUERY, {}, { token: me.access })).body.data.list;
    expect(names(first.items)).toEqual(names(crowd.slice(-LIMITS.pageSize).reverse()));
    expect(first.next_cursor).toEqual((await restPage(which, me)).next_cursor);
    const second = (await t.client().gql(QUERY, { after: first.next_cursor }, { token: me.access })).body.data.list;
    expect(second).toEqual({
      items: crowd.slice(0, 2).reverse().map((person) => ({ id: person.accountId, username: person.username, full_name: 'Quick User', profile_image: null, is_following: false })),
      next_cursor: null,
    });
  });

  it('leave out whom one undid since', async () => {
    const { me, crowd } = await setApart(which, 3);
    await t.client().request('DELETE', `/api/profile/${ACTION[which]}/${crowd[1].username}`, { token: me.access });
    expect(await restPage(which, me)).toEqual({ accounts: [expect.objectContaining({ username: crowd[2].username }), expect.objectContaining({ username: crowd[0].username })], next_cursor: null });
  });

  it.each([
    ['a timestamp without an id', 'cursor_timestamp=2030-01-01T00:00:00Z'],
    ['an id that is not one', 'cursor_timestamp=2030-01-01T00:00:00Z&cursor_id=abc'],
    ['a date that is not one', 'cursor_timestamp=tomorrow&cursor_id=00000000-0000-4000-8000-000000000000'],
  ])('refuse %s as a cursor with 400', async (_label, query) => {
    const [me] = await makeQuickUsers(t, 1);
    const reply = await t.client().get(`/api/profile/${which}?${query}`, { token: me.access });
    expectEnvelope(reply, 400);
    expect(reply.body.error).toEqual([english(PROFILE_MESSAGES.cursorInvalid)]);
  });

  it.each([
    ['an id that is not one', { cursor_timestamp: '2030-01-01T00:00:00Z', cursor_id: 'abc' }],
    ['a date that is not one', { cursor_timestamp: 'tomorrow', cursor_id: '00000000-0000-4000-8000-000000000000' }],
  ])('refuse %s as a GraphQL cursor with 400', async (_label, after) => {
    const [me] = await makeQuickUsers(t, 1);
    const reply = await t.client().gql(QUERY, { after }, { token: me.access });
    expect(reply.body.errors?.[0]).toEqual(expect.objectContaining({ message: english(PROFILE_MESSAGES.cursorInvalid), extensions: expect.objectContaining({ code: 'request/invalid', status: 400 }) }));
  });
});
