/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    access\n    user {\n      username\n      profile_image\n      theme_preference\n    }\n  }\n}": typeof types.LoginDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}": typeof types.RequestPasswordResetDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}": typeof types.ResetPasswordDocument,
    "query ValidateResetToken($token: String!) {\n  validateResetToken(token: $token)\n}": typeof types.ValidateResetTokenDocument,
    "mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    email\n    username\n    message\n  }\n}": typeof types.SignupDocument,
    "mutation ResendVerification($email: String!) {\n  resendVerification(email: $email)\n}": typeof types.ResendVerificationDocument,
    "mutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token)\n}": typeof types.VerifyEmailDocument,
    "query HomeGreeting {\n  me {\n    id\n    username\n    full_name\n  }\n}": typeof types.HomeGreetingDocument,
};
const documents: Documents = {
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    access\n    user {\n      username\n      profile_image\n      theme_preference\n    }\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}": types.RequestPasswordResetDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}": types.ResetPasswordDocument,
    "query ValidateResetToken($token: String!) {\n  validateResetToken(token: $token)\n}": types.ValidateResetTokenDocument,
    "mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    email\n    username\n    message\n  }\n}": types.SignupDocument,
    "mutation ResendVerification($email: String!) {\n  resendVerification(email: $email)\n}": types.ResendVerificationDocument,
    "mutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token)\n}": types.VerifyEmailDocument,
    "query HomeGreeting {\n  me {\n    id\n    username\n    full_name\n  }\n}": types.HomeGreetingDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    access\n    user {\n      username\n      profile_image\n      theme_preference\n    }\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    access\n    user {\n      username\n      profile_image\n      theme_preference\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}"): (typeof documents)["mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}"): (typeof documents)["mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ValidateResetToken($token: String!) {\n  validateResetToken(token: $token)\n}"): (typeof documents)["query ValidateResetToken($token: String!) {\n  validateResetToken(token: $token)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    email\n    username\n    message\n  }\n}"): (typeof documents)["mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    email\n    username\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendVerification($email: String!) {\n  resendVerification(email: $email)\n}"): (typeof documents)["mutation ResendVerification($email: String!) {\n  resendVerification(email: $email)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token)\n}"): (typeof documents)["mutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomeGreeting {\n  me {\n    id\n    username\n    full_name\n  }\n}"): (typeof documents)["query HomeGreeting {\n  me {\n    id\n    username\n    full_name\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;