import { useMutation } from '@apollo/client/react';
import { CONTENT_KIND_FACTS, itemRef, type ContentKind } from '../kind-facts';

/** Deletes one's own item and drops it, and the query answering it by id, from the cache. */
export function useDeleteItem(kind: ContentKind, id: string) {
  const [mutate, { loading }] = useMutation(CONTENT_KIND_FACTS[kind].mutations.delete);
  const remove = () =>
    mutate({
      variables: { id },
      update(cache, { data }) {
        if (!data?.deleted) return;
        cache.evict({ id: cache.identify(itemRef(kind, id)) });
        cache.evict({ id: 'ROOT_QUERY', fieldName: kind, args: { id } });
        cache.gc();
      },
    });
  return { remove, pending: loading };
}
