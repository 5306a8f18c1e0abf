/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CalendarFeedStateQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarFeedStateQuery = { hasCalendarFeed: boolean };

export type CreateCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateCalendarFeedMutation = { createCalendarFeed: string };

export type RemoveCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type RemoveCalendarFeedMutation = { removeCalendarFeed: boolean };


export const CalendarFeedStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarFeedState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasCalendarFeed"}}]}}]} as unknown as DocumentNode<CalendarFeedStateQuery, CalendarFeedStateQueryVariables>;
export const CreateCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCalendarFeed"}}]}}]} as unknown as DocumentNode<CreateCalendarFeedMutation, CreateCalendarFeedMutationVariables>;
export const RemoveCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCalendarFeed"}}]}}]} as unknown as DocumentNode<RemoveCalendarFeedMutation, RemoveCalendarFeedMutationVariables>;