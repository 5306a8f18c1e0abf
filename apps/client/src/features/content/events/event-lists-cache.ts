import type { ApolloCache, Reference } from '@apollo/client';

interface EventPageRef {
  items: readonly Reference[];
  next_cursor: unknown;
}

/**
 * The Events page's lists in the cache (`searchEvents`, `interestedEvents`, `goingEvents`), kept
 * true when an event changes from its dialog: which events a list holds, and their order, depend
 * on the event's fields and on the viewer's interest and answer.
 */

/** Unmarked: the event leaves Interested at once, keeping the pages already loaded. */
export function dropFromInterested(cache: ApolloCache, id: string): void {
  cache.modify<{ interestedEvents: EventPageRef }>({
    id: 'ROOT_QUERY',
    fields: {
      interestedEvents: (page, { readField, isReference }) =>
        isReference(page) ? page : { ...page, items: page.items.filter((item) => readField('id', item) !== id) },
    },
  });
}

/** Marked: Interested loads again from its first page, where the event takes its place by date. */
export function reloadInterested(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'interestedEvents' });
}

/** Left (the seat, the queue or the request): the event leaves Going at once, keeping the pages already loaded. */
export function dropFromGoing(cache: ApolloCache, id: string): void {
  cache.modify<{ goingEvents: EventPageRef }>({
    id: 'ROOT_QUERY',
    fields: {
      goingEvents: (page, { readField, isReference }) =>
        isReference(page) ? page : { ...page, items: page.items.filter((item) => readField('id', item) !== id) },
    },
  });
}

/** Going (or queued, or asked): Going loads again from its first page, where the event takes its place by date. */
export function reloadGoing(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'goingEvents' });
}

/** Edited (name, date, category, type, seats): the lists load again from their first page. */
export function reloadEventLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'searchEvents' });
  reloadInterested(cache);
  reloadGoing(cache);
}
