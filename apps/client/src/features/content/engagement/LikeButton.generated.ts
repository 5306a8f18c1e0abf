/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type LikeButton_Item_Event_Fragment = { id: string, like_count: number, is_liked: boolean };

export type LikeButton_Item_Post_Fragment = { id: string, like_count: number, is_liked: boolean };

export type LikeButton_Item_Remark_Fragment = { id: string, like_count: number, is_liked: boolean };

export type LikeButton_ItemFragment =
  | LikeButton_Item_Event_Fragment
  | LikeButton_Item_Post_Fragment
  | LikeButton_Item_Remark_Fragment
;

export const LikeButton_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LikeButton_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"like_count"}},{"kind":"Field","name":{"kind":"Name","value":"is_liked"}}]}}]} as unknown as DocumentNode<LikeButton_ItemFragment, unknown>;