import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import {
  DeleteEventDocument,
  DeletePostDocument,
  DeleteRemarkDocument,
  type DeleteRemarkMutation,
  type DeleteRemarkMutationVariables,
} from '../../../gql/graphql';
import { itemRef, type ContentKind } from '../content-kind';

type DeleteDocument = TypedDocumentNode<DeleteRemarkMutation, DeleteRemarkMutationVariables>;

const DELETE: Record<ContentKind, DeleteDocument> = { remark: DeleteRemarkDocument, post: DeletePostDocument, event: DeleteEventDocument };

/** Deletes one's own item and drops it, and the query answering it by id, from the cache. */
export function useDeleteItem(kind: ContentKind, id: string) {
  const [mutate, { loading }] = useMutation(DELETE[kind]);
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
