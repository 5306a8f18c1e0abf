/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type PasskeyRow_PasskeyFragment = { passkey_id: string, name: string, created_at: string, last_used_at: string | null };

export type PasskeysQueryVariables = Exact<{ [key: string]: never; }>;


export type PasskeysQuery = { passkeys: Array<PasskeyRow_PasskeyFragment> };

export type PasskeyRegistrationOptionsMutationVariables = Exact<{ [key: string]: never; }>;


export type PasskeyRegistrationOptionsMutation = { passkeyRegistrationOptions: Record<string, unknown> };

export type AddPasskeyMutationVariables = Exact<{
  input: Types.AddPasskeyInput;
}>;


export type AddPasskeyMutation = { addPasskey: PasskeyRow_PasskeyFragment };

export type RenamePasskeyMutationVariables = Exact<{
  id: string | number;
  input: Types.RenamePasskeyInput;
}>;


export type RenamePasskeyMutation = { renamePasskey: PasskeyRow_PasskeyFragment };

export type RemovePasskeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RemovePasskeyMutation = { removePasskey: string };

export const PasskeyRow_PasskeyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PasskeyRow_passkey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Passkey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkey_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"last_used_at"}}]}}]} as unknown as DocumentNode<PasskeyRow_PasskeyFragment, unknown>;
export const PasskeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Passkeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PasskeyRow_passkey"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PasskeyRow_passkey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Passkey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkey_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"last_used_at"}}]}}]} as unknown as DocumentNode<PasskeysQuery, PasskeysQueryVariables>;
export const PasskeyRegistrationOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasskeyRegistrationOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkeyRegistrationOptions"}}]}}]} as unknown as DocumentNode<PasskeyRegistrationOptionsMutation, PasskeyRegistrationOptionsMutationVariables>;
export const AddPasskeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddPasskeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PasskeyRow_passkey"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PasskeyRow_passkey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Passkey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkey_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"last_used_at"}}]}}]} as unknown as DocumentNode<AddPasskeyMutation, AddPasskeyMutationVariables>;
export const RenamePasskeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenamePasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenamePasskeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renamePasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PasskeyRow_passkey"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PasskeyRow_passkey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Passkey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkey_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"last_used_at"}}]}}]} as unknown as DocumentNode<RenamePasskeyMutation, RenamePasskeyMutationVariables>;
export const RemovePasskeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemovePasskeyMutation, RemovePasskeyMutationVariables>;