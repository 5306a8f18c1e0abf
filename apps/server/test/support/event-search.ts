import { randomBytes } from 'node:crypto';
import { LIMITS } from '@gatherly/schema';
import type { QuickUser } from './factories';
import type { TestApp } from './test-app';

/** Where the next page of an event list starts, as REST and GraphQL answer it; null after the last. */
export type Cursor = { cursor_timestamp: string; cursor_id: string } | null;

/**
 * A word no other event of this run has in its name. Other test files create events in the same
 * database at the same time, so each test marks its events with a tag of its own and searches by it.
 */
export const newTag = (prefix: string) => `${prefix}${randomBytes(5).toString('hex')}`;

/** One page of REST search (POST /api/events/search) from `cursor`. */
export async function searchPage<T>(t: TestApp, user: QuickUser, filters: Record<string, unknown>, cursor: Cursor): Promise<{ events: T[]; next: Cursor }> {
  const reply = await t.client().post('/api/events/search', { ...filters, ...(cursor ?? {}) }, { token: user.access });
  expect([reply.status, reply.text]).toEqual([200, expect.any(String)]);
  return { events: reply.body.data.events as T[], next: reply.body.data.next_cursor as Cursor };
}

/** Every page of a list, following next_cursor; pages are full but for the last. */
export async function allPages<T>(page: (cursor: Cursor) => Promise<{ events: T[]; next: Cursor }>): Promise<T[]> {
  const seen: T[] = [];
  let cursor: Cursor = null;
  for (let pages = 0; pages < 100; pages += 1) {
    const { events, next } = await page(cursor);
    if (next) expect(events).toHaveLength(LIMITS.pageSize);
    seen.push(...events);
    if (!next) return seen;
    cursor = next;
  }
  throw new Error('more than 100 pages');
}

/** The ids in the lists' order: soonest first, then by id (as PostgreSQL orders uuids). */
export async function soonestFirst(t: TestApp, eventIds: string[]): Promise<string[]> {
  const rows: Array<{ item_id: string }> = await t.db.query('SELECT item_id FROM events WHERE item_id = ANY($1) ORDER BY event_date, item_id', [eventIds]);
  return rows.map((row) => row.item_id);
}
