import { describe, expect, it } from '@jest/globals';
import { InMemoryCache } from '@apollo/client';
import { BlockedAccountsDocument } from './Block.generated';
import { possibleTypes, typePolicies } from '../../../lib/apollo/type-policies';
import { updateBlockedAccounts } from './blocked-accounts-cache';

const person = (n: number) => ({ __typename: 'Person' as const, id: `p${n}`, username: `user${n}`, full_name: `User ${n}`, profile_image: null });
const cursor = (n: number) => ({ __typename: 'PageCursor' as const, cursor_timestamp: `2026-01-01T00:00:${String(n).padStart(2, '0')}.000000Z`, cursor_id: `p${n}` });
/** People `from` down to `to`, newest first, as a page of the list answers them. */
const page = (from: number, to: number, next: number | null) => ({
  blockedAccounts: {
    __typename: 'PersonPage' as const,
    items: Array.from({ length: from - to + 1 }, (_, index) => person(from - index)),
    next_cursor: next === null ? null : cursor(next),
  },
});

/** A cache holding the first page (people 6 to 4) and the next (3 to 1) read with its cursor. */
function twoPages() {
  const cache = new InMemoryCache({ typePolicies, possibleTypes });
  cache.writeQuery({ query: BlockedAccountsDocument, data: page(6, 4, 4) });
  cache.writeQuery({ query: BlockedAccountsDocument, variables: { after: { cursor_timestamp: cursor(4).cursor_timestamp, cursor_id: 'p4' } }, data: page(3, 1, null) });
  return cache;
}

const shown = (cache: InMemoryCache) => cache.readQuery({ query: BlockedAccountsDocument })?.blockedAccounts;

describe('the blocked accounts in the cache', () => {
  it('a page read with a cursor is appended, and its cursor takes over', () => {
    const list = shown(twoPages());
    expect(list?.items.map((row) => row.id)).toEqual(['p6', 'p5', 'p4', 'p3', 'p2', 'p1']);
    expect(list?.next_cursor).toBeNull();
  });

  it('the first page read again replaces what was there', () => {
    const cache = twoPages();
    cache.writeQuery({ query: BlockedAccountsDocument, data: page(7, 5, 5) });
    expect(shown(cache)?.items.map((row) => row.id)).toEqual(['p7', 'p6', 'p5']);
  });

  it('an unblocked person leaves the pages read, the others stay in place', () => {
    const cache = twoPages();
    updateBlockedAccounts(cache, { blocked: false, id: 'p3' });
    expect(shown(cache)?.items.map((row) => row.id)).toEqual(['p6', 'p5', 'p4', 'p2', 'p1']);
  });

  it('a newly blocked person makes the list be read again', () => {
    const cache = twoPages();
    updateBlockedAccounts(cache, { blocked: true, id: 'p9' });
    expect(shown(cache)).toBeUndefined();
  });
});
