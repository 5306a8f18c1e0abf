/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../gql/graphql';

import type { MediaFieldsFragment } from '../detail/MediaFields.generated';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type SetMediaAltTextMutationVariables = Exact<{
  media_id: string | number;
  alt_text: string;
}>;


export type SetMediaAltTextMutation = { setMediaAltText: MediaFieldsFragment };


export const SetMediaAltTextDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMediaAltText"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"media_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alt_text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMediaAltText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"media_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"media_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"alt_text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alt_text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Media"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"media_id"}},{"kind":"Field","name":{"kind":"Name","value":"media_file"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail_file"}},{"kind":"Field","name":{"kind":"Name","value":"display_order"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"blurhash"}},{"kind":"Field","name":{"kind":"Name","value":"alt_text"}}]}}]} as unknown as DocumentNode<SetMediaAltTextMutation, SetMediaAltTextMutationVariables>;