import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { CONTENT_KIND_FACTS, itemRef, type ContentKind } from '../kind-facts';

/**
 * Comments on an item. The new comment is appended to the newest page of the cached item and its
 * count goes up by one (spec §4: server count plus the ones added here), without refetching the item.
 */
export function useAddComment(kind: ContentKind, itemId: string) {
  const [mutate, { loading }] = useMutation(CONTENT_KIND_FACTS[kind].mutations.comment);
  const add = (content: string) =>
    mutate({
      variables: { input: { item_id: itemId, comment_content: content } },
      update(cache, { data }) {
        if (!data) return;
        cache.modify<{ comments: { items: Reference[] }; comment_count: number }>({
          id: cache.identify(itemRef(kind, itemId)),
          fields: {
            comments: (existing, { toReference, isReference }) => {
              const added = toReference({ __typename: 'Comment', id: data.comment.id });
              return added && !isReference(existing) ? { ...existing, items: [...existing.items, added] } : existing;
            },
            comment_count: (count: number) => count + 1,
          },
        });
      },
    });
  return { add, pending: loading };
}
