import { type ApolloCache, isReference, type Reference } from '@apollo/client';

/**
 * Settings › Blocked accounts in the cache after a block or an unblock: a newly blocked person
 * makes the list be fetched again; an unblocked one leaves the pages already read, which stay
 * where the user scrolled.
 */
export function updateBlockedAccounts(cache: ApolloCache, change: { blocked: boolean; id: string }) {
  if (change.blocked) {
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'blockedAccounts' });
    return;
  }
  cache.modify<{ blockedAccounts: { items: Reference[] } }>({
    id: 'ROOT_QUERY',
    fields: {
      blockedAccounts: (page, { readField }) => (isReference(page) ? page : { ...page, items: page.items.filter((row) => readField('id', row) !== change.id) }),
    },
  });
}
