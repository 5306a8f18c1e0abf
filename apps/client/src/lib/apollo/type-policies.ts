import type { PossibleTypesMap, TypePolicies } from '@apollo/client';

/**
 * Remarks, posts, events and comments are normalized by `id`, so a mutation answering the changed
 * item (like, update) updates every query showing it; images have `media_id` instead.
 */
export const typePolicies: TypePolicies = {
  Remark: { keyFields: ['id'] },
  Post: { keyFields: ['id'] },
  Event: { keyFields: ['id'] },
  Comment: { keyFields: ['id'] },
  Media: { keyFields: ['media_id'] },
};

/** Fragments on the ContentItem interface match its three implementations. */
export const possibleTypes: PossibleTypesMap = {
  ContentItem: ['Remark', 'Post', 'Event'],
};
