/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type PrivacySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PrivacySettingsQuery = { myProfile: { id: string, indexable: boolean } };

export type SetIndexableMutationVariables = Exact<{
  indexable: boolean;
}>;


export type SetIndexableMutation = { setIndexable: { id: string, indexable: boolean } };


export const PrivacySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrivacySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"indexable"}}]}}]}}]} as unknown as DocumentNode<PrivacySettingsQuery, PrivacySettingsQueryVariables>;
export const SetIndexableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetIndexable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"indexable"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setIndexable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"indexable"},"value":{"kind":"Variable","name":{"kind":"Name","value":"indexable"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"indexable"}}]}}]}}]} as unknown as DocumentNode<SetIndexableMutation, SetIndexableMutationVariables>;