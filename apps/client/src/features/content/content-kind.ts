import type { ContentKindName } from '@gatherly/schema';

/** Remark, post or event: the three kinds of content (spec §3). */
export type ContentKind = ContentKindName;

export const CONTENT_KINDS: readonly ContentKind[] = ['remark', 'post', 'event'];

/** Capitalised name, used in titles ('Delete Post') and as the GraphQL type name. */
export const KIND_LABEL: Record<ContentKind, 'Remark' | 'Post' | 'Event'> = {
  remark: 'Remark',
  post: 'Post',
  event: 'Event',
};

/** The cache id of an item, for cache.modify and cache.evict. */
export const itemRef = (kind: ContentKind, id: string) => ({ __typename: KIND_LABEL[kind], id });
