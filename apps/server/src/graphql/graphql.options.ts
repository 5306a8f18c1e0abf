import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriverConfig } from '@nestjs/apollo';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { FastifyReply } from 'fastify';
import type { GraphQLError, ValidationContext } from 'graphql';
import { ChatSubscriptions, isSubscriptionConnection, subscriptionContext, type SubscriptionConnection } from '../chat/chat-subscriptions';
import { formatGraphqlError } from '../common/errors/graphql-errors';
import type { GatherlyRequest, GraphqlContext } from '../common/auth/request-context';

/** Limits that keep one query from costing the server more than a page of the app would. */
export const QUERY_LIMITS = { maxDepth: 8, maxCost: 5000 } as const;

/**
 * A rule that throws makes Apollo answer 500; reporting the rejection as a validation error answers
 * 400 GRAPHQL_VALIDATION_FAILED, as for any other invalid query.
 */
const REPORT_REJECTION = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

/** `subscriptions` decides who may open a graphql-ws connection (see chat/chat-subscriptions.ts). */
export function graphqlOptions(subscriptions?: Pick<ChatSubscriptions, 'onConnect'>): ApolloDriverConfig {
  return {
    path: '/graphql',
    autoSchemaFile: true,
    sortSchema: true,
    introspection: true,
    playground: false,
    // No HTTP cache hints are given; without the plugin Apollo wraps no field resolver.
    plugins: [ApolloServerPluginCacheControlDisabled()],
    // graphql-ws only: the legacy subscriptions-transport-ws protocol stays off.
    subscriptions: { 'graphql-ws': subscriptions ? { onConnect: subscriptions.onConnect } : true },
    context: (req: GatherlyRequest | SubscriptionConnection, reply: FastifyReply): GraphqlContext =>
      isSubscriptionConnection(req) ? subscriptionContext(req) : { req, reply },
    formatError: formatGraphqlError,
    validationRules: [
      // Depth counts fields, not fragments: a list of items spreading each kind's card fragment is as
      // deep as the fields it really nests.
      maxDepthRule({ n: QUERY_LIMITS.maxDepth, flattenFragments: true, exposeLimits: true, ...REPORT_REJECTION }),
      costLimitRule({ maxCost: QUERY_LIMITS.maxCost, exposeLimits: true, ...REPORT_REJECTION }),
    ],
  };
}
