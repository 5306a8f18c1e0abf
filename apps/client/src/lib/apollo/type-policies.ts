import type { FieldPolicy, TypePolicies } from '@apollo/client';
import generated from '../../gql/possible-types';

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

/**
 * Items of every kind, comments, profiles and people are normalized by `__typename` and `id`
 * (Apollo's default), so a mutation answering the changed object (like, follow, update) updates
 * every query showing it; images have `media_id` instead.
 */
export const typePolicies: TypePolicies = {
  Media: { keyFields: ['media_id'] },
  Query: {
    fields: {
      contentByUser: pagedList(['username', 'kind']),
      followers: pagedList(['username', 'query']),
      following: pagedList(['username', 'query']),
      searchEvents: pagedList(['filters']),
      interestedEvents: { ...pagedList([]), keyArgs: false },
      homeFeed: { ...pagedList([]), keyArgs: false },
    },
  },
};

/** Fragments on the ContentItem interface match every kind the schema has (generated from it). */
export const possibleTypes = generated.possibleTypes;
