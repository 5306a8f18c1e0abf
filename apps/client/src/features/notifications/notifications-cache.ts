import type { ApolloCache, Reference } from '@apollo/client';
import { NotificationEntry_EntryFragmentDoc, type NotificationEntry_EntryFragment } from './Notifications.generated';

/**
 * A live entry into the cached list: at the top, once (an entry someone joined moves up from where
 * it was). Without a cached list there is nothing to change: the page loads it when opened.
 */
export function addEntry(cache: ApolloCache, entry: NotificationEntry_EntryFragment): void {
  const ref = cache.writeFragment({ fragment: NotificationEntry_EntryFragmentDoc, fragmentName: 'NotificationEntry_entry', data: entry });
  if (!ref) return;
  cache.modify<{ notifications: { items: readonly Reference[] } }>({
    id: 'ROOT_QUERY',
    fields: {
      notifications: (page, { readField, isReference }) =>
        isReference(page) ? page : { ...page, items: [ref, ...page.items.filter((item) => readField<string>('id', item) !== entry.id)] },
    },
  });
}
