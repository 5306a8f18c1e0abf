import type { GraphQLSchema } from 'graphql';

/**
 * What the root types offer, for the schema's documentation. Code-first decorators describe every
 * other type; these three are made by the schema builder, so they are described here, once, for the
 * schema the server runs and the one it writes to libs/schema.
 */
export const ROOT_TYPE_DESCRIPTIONS = {
  query:
    'Reads. All but validateResetToken need a signed-in user (Authorization: Bearer with an access token, or a personal access token with the read scope; chat for conversations). What a block or a suspension hides is left out.',
  mutation:
    'Changes. Sign-up, verification, login, logout, password reset and unsubscribe work signed out; the rest need a signed-in user, and a personal access token needs the write scope (chat for conversations).',
  subscription: 'Real-time events over graphql-ws on /graphql, with the access token in the connection parameters.',
} as const;

/** Gives the root types of `schema` their descriptions (in place) and answers it. */
export function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  const roots = { query: schema.getQueryType(), mutation: schema.getMutationType(), subscription: schema.getSubscriptionType() };
  for (const [operation, type] of Object.entries(roots)) {
    if (type) type.description = ROOT_TYPE_DESCRIPTIONS[operation as keyof typeof roots];
  }
  return schema;
}
