import type { FieldPolicy, Reference, TypePolicies } from '@apollo/client';
import generated from '../../gql/possible-types';
import { compareMessageIds, mergeMessagePages, newerMessageId, type MessagePage } from './message-pages';

interface PageOf {
  items: readonly unknown[];
  next_cursor: unknown;
}

/**
 * A list paged by next_cursor: the first page (no `after`) replaces what the cache had, each
 * further page is appended. Items deleted since are dropped by the cache when it reads the list.
 */
function pagedList(keyArgs: string[]): FieldPolicy<PageOf> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.after) return incoming;
      return { ...incoming, items: [...existing.items, ...incoming.items] };
    },
  };
}

/** A series' dates: its first page replaces what the cache had, each further page is appended to its events. */
const seriesDates: FieldPolicy<{ series: unknown; events: PageOf }> = {
  keyArgs: ['id'],
  merge(existing, incoming, { args }) {
    if (!existing || !args?.after) return incoming;
    return { ...incoming, events: { ...incoming.events, items: [...existing.events.items, ...incoming.events.items] } };
  },
};

/**
 * An item's comments: an item read brings the newest page (replacing what the cache had), and each
 * older page read with `after` goes in front of the comments already there.
 */
const itemComments: FieldPolicy<PageOf> = {
  keyArgs: false,
  merge(existing, incoming, { args }) {
    if (!existing || !args?.after) return incoming;
    return { ...incoming, items: [...incoming.items, ...existing.items] };
  },
};

/**
 * A conversation's messages: one list however many pages were read (`before` is no key), kept in
 * id order with each message once, whether it came in a page, a mutation's answer or the socket.
 */
const conversationMessages: FieldPolicy<MessagePage<Reference>> = {
  keyArgs: false,
  merge(existing, incoming, { args, readField }) {
    return mergeMessagePages(existing, incoming, (ref) => readField<string>('id', ref) ?? '', !args?.before);
  },
};

/**
 * What a conversation's summary says only ever moves forward: an answer that left the server
 * before a message arrived over the socket must not take its preview, time or read position back.
 */
const conversationFields: Record<string, FieldPolicy> = {
  messages: conversationMessages,
  last_message: {
    merge(existing: Reference | null | undefined, incoming: Reference | null, { readField }) {
      if (!existing || !incoming) return incoming ?? existing ?? null;
      const held = readField<string>('id', existing) ?? '';
      const given = readField<string>('id', incoming) ?? '';
      return compareMessageIds(given, held) >= 0 ? incoming : existing;
    },
  },
  last_activity_at: {
    merge: (existing: string | undefined, incoming: string) =>
      existing !== undefined && Date.parse(existing) > Date.parse(incoming) ? existing : incoming,
  },
  last_read_message_id: {
    merge: (existing: string | undefined, incoming: string) => (existing === undefined ? incoming : newerMessageId(existing, incoming)),
  },
};

/**
 * A list paged by `cursorArg`: the first page (without it) replaces the list, further pages are
 * appended, and an entry already held is kept once, where it already is.
 */
const dedupedPages = (cursorArg: 'after' | 'before'): FieldPolicy<PageOf> => ({
  keyArgs: false,
  merge(existing, incoming, { args, readField }) {
    if (!existing || !args?.[cursorArg]) return incoming;
    const held = new Set(existing.items.map((item) => readField<string>('id', item as Reference)));
    return { ...incoming, items: [...existing.items, ...incoming.items.filter((item) => !held.has(readField<string>('id', item as Reference)))] };
  },
});

/** The notification entries: an entry that moved up since (someone joined it) is kept once, where it is now. */
const notificationEntries = dedupedPages('before');

/**
 * The conversation list: a conversation listed meanwhile by the chat connection (a message, a new
 * conversation) is kept once, where it already is; the list is shown ordered by activity anyway.
 */
const conversationList = dedupedPages('after');

/**
 * Items of every kind, comments, profiles and people are normalized by `__typename` and `id`
 * (Apollo's default), so a mutation answering the changed object (like, follow, update) updates
 * every query showing it; images have `media_id` instead.
 */
export const typePolicies: TypePolicies = {
  Media: { keyFields: ['media_id'] },
  // One per kind for the signed-in user: a saved choice updates the list.
  NotificationPreference: { keyFields: ['kind'] },
  // Ids grow per conversation; the pair is unique whatever the server's numbering.
  Message: {
    keyFields: ['conversation_id', 'id'],
    // Messages kept for offline use by an app that did not ask for client_id yet read as having none.
    fields: { client_id: { read: (existing: string | null | undefined) => existing ?? null } },
  },
  // A server of the fediverse is its host: blocking it changes its row in the list.
  KnownServer: { keyFields: ['host'] },
  // A gazetteer place is the same wherever it is offered.
  Place: { keyFields: ['place_id'] },
  // An event's place has no id of its own: what the card asked of it and what the dialog asked join.
  EventPlace: { merge: true },
  Conversation: { fields: conversationFields },
  // Every kind inherits it through possibleTypes.
  ContentItem: { fields: { comments: itemComments } },
  // A tag is known by its name; its page's items merge as a list does.
  Tag: { keyFields: ['name'], fields: { items: { ...pagedList([]), keyArgs: false } } },
  Query: {
    fields: {
      contentByUser: pagedList(['username', 'kind']),
      followers: pagedList(['username', 'query']),
      following: pagedList(['username', 'query']),
      interestedPeople: pagedList(['event_id']),
      eventGuests: pagedList(['id', 'status', 'query']),
      eventMessages: pagedList(['id']),
      eventSeries: seriesDates,
      searchEvents: pagedList(['filters']),
      search: pagedList(['query', 'type']),
      interestedEvents: { ...pagedList([]), keyArgs: false },
      goingEvents: { ...pagedList([]), keyArgs: false },
      homeFeed: { ...pagedList([]), keyArgs: false },
      notifications: notificationEntries,
      conversations: conversationList,
      openReports: { ...pagedList([]), keyArgs: false },
      moderationLog: { ...pagedList([]), keyArgs: false },
      instances: { ...pagedList([]), keyArgs: false },
      blockedAccounts: { ...pagedList([]), keyArgs: false },
    },
  },
};

/** Fragments on the ContentItem interface match every kind the schema has (generated from it). */
export const possibleTypes = generated.possibleTypes;
