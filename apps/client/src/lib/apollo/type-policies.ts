import type { TypePolicies } from '@apollo/client';
import generated from '../../gql/possible-types';

/**
 * Items of every kind and comments are normalized by `__typename` and `id` (Apollo's default), so
 * a mutation answering the changed item (like, update) updates every query showing it; images
 * have `media_id` instead.
 */
export const typePolicies: TypePolicies = {
  Media: { keyFields: ['media_id'] },
};

/** Fragments on the ContentItem interface match every kind the schema has (generated from it). */
export const possibleTypes = generated.possibleTypes;
