/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ContentItemFields_Event_Fragment = { id: string, created_at: string, edited_at: string | null, account_username: string, account_profile_image: string | null, url: string | null, like_count: number, is_liked: boolean, comment_count: number, mentions: Array<{ username: string, written_as: string }>, link_preview: { url: string, title: string | null, description: string | null, image: string | null, site_name: string | null } | null };

export type ContentItemFields_Post_Fragment = { id: string, created_at: string, edited_at: string | null, account_username: string, account_profile_image: string | null, url: string | null, like_count: number, is_liked: boolean, comment_count: number, mentions: Array<{ username: string, written_as: string }>, link_preview: { url: string, title: string | null, description: string | null, image: string | null, site_name: string | null } | null };

export type ContentItemFields_Remark_Fragment = { id: string, created_at: string, edited_at: string | null, account_username: string, account_profile_image: string | null, url: string | null, like_count: number, is_liked: boolean, comment_count: number, mentions: Array<{ username: string, written_as: string }>, link_preview: { url: string, title: string | null, description: string | null, image: string | null, site_name: string | null } | null };

export type ContentItemFieldsFragment =
  | ContentItemFields_Event_Fragment
  | ContentItemFields_Post_Fragment
  | ContentItemFields_Remark_Fragment
;

export const ContentItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"edited_at"}},{"kind":"Field","name":{"kind":"Name","value":"account_username"}},{"kind":"Field","name":{"kind":"Name","value":"account_profile_image"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"like_count"}},{"kind":"Field","name":{"kind":"Name","value":"is_liked"}},{"kind":"Field","name":{"kind":"Name","value":"comment_count"}},{"kind":"Field","name":{"kind":"Name","value":"mentions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"written_as"}}]}},{"kind":"Field","name":{"kind":"Name","value":"link_preview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"site_name"}}]}}]}}]} as unknown as DocumentNode<ContentItemFieldsFragment, unknown>;