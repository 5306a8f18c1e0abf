import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import {
  LikeEventDocument,
  LikePostDocument,
  LikeRemarkDocument,
  UnlikeEventDocument,
  UnlikePostDocument,
  UnlikeRemarkDocument,
  type LikeRemarkMutation,
  type LikeRemarkMutationVariables,
} from '../../../gql/graphql';
import type { ContentKind } from '../content-kind';
import { useServerToggle } from './use-server-toggle';

type LikeDocument = TypedDocumentNode<LikeRemarkMutation, LikeRemarkMutationVariables>;

const LIKE: Record<ContentKind, LikeDocument> = { remark: LikeRemarkDocument, post: LikePostDocument, event: LikeEventDocument };
const UNLIKE: Record<ContentKind, LikeDocument> = { remark: UnlikeRemarkDocument, post: UnlikePostDocument, event: UnlikeEventDocument };

/** Like or unlike; the mutation answers the item with its new count, which updates the cache. */
export function useLikeToggle(kind: ContentKind, id: string, liked: boolean) {
  const client = useApolloClient();
  return useServerToggle(
    () => client.mutate({ mutation: liked ? UNLIKE[kind] : LIKE[kind], variables: { id } }),
    liked ? `Unlike ${kind}` : `Like ${kind}`,
  );
}
