import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { CONTENT_KIND_UI, itemRef, type ContentKind } from '../content-kinds';

/**
 * Comments on an item. The new comment is appended to the cached item and its count goes up by
 * one (spec §4: server count plus the ones added here), without refetching the item.
 */
export function useAddComment(kind: ContentKind, itemId: string) {
  const [mutate, { loading }] = useMutation(CONTENT_KIND_UI[kind].mutations.comment);
  const add = (content: string) =>
    mutate({
      variables: { input: { item_id: itemId, comment_content: content } },
      update(cache, { data }) {
        if (!data) return;
        cache.modify({
          id: cache.identify(itemRef(kind, itemId)),
          fields: {
            comments: (existing: readonly Reference[] = [], { toReference }) => {
              const added = toReference({ __typename: 'Comment', id: data.comment.id });
              return added ? [...existing, added] : existing;
            },
            comment_count: (count: number) => count + 1,
          },
        });
      },
    });
  return { add, pending: loading };
}
