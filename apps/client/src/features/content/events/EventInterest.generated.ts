/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../gql/graphql';

import type { InterestButton_EventFragment } from './InterestButton.generated';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type MarkEventInterestMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkEventInterestMutation = { item: InterestButton_EventFragment };

export type UnmarkEventInterestMutationVariables = Exact<{
  id: string | number;
}>;


export type UnmarkEventInterestMutation = { item: InterestButton_EventFragment };


export const MarkEventInterestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkEventInterest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"markEventInterest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InterestButton_event"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InterestButton_event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"interest_count"}},{"kind":"Field","name":{"kind":"Name","value":"is_interested"}}]}}]} as unknown as DocumentNode<MarkEventInterestMutation, MarkEventInterestMutationVariables>;
export const UnmarkEventInterestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnmarkEventInterest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"unmarkEventInterest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InterestButton_event"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InterestButton_event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"interest_count"}},{"kind":"Field","name":{"kind":"Name","value":"is_interested"}}]}}]} as unknown as DocumentNode<UnmarkEventInterestMutation, UnmarkEventInterestMutationVariables>;