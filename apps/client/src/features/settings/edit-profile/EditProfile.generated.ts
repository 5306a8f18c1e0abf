/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../gql/graphql';

import type { ProfilePhoto_ProfileFragment } from './ProfilePhoto.generated';
import type { ProfileBasicsForm_ProfileFragment } from './ProfileBasicsForm.generated';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type EditProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type EditProfileQuery = { myProfile: (
    { id: string }
    & ProfilePhoto_ProfileFragment
    & ProfileBasicsForm_ProfileFragment
  ) };


export const EditProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilePhoto_profile"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileBasicsForm_profile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilePhoto_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"full_name"}},{"kind":"Field","name":{"kind":"Name","value":"profile_image"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileBasicsForm_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}}]}}]} as unknown as DocumentNode<EditProfileQuery, EditProfileQueryVariables>;