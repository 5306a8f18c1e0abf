import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriverConfig } from '@nestjs/apollo';
import type { FastifyReply } from 'fastify';
import { type ChatSubscriptions, isSubscriptionConnection, subscriptionContext, type SubscriptionConnection } from '../chat/chat-subscriptions';
import { errorLanguagePlugin, formatGraphqlError, retryAfterPlugin, unexpectedErrorsPlugin } from '../common/errors/graphql-errors';
import type { Metrics } from '../metrics/metrics.service';
import type { OperationBudget } from './database-cost';
import { argumentTextPlugin } from './argument-text';
import { subscribeSharingResults } from './shared-results';
import { QUERY_LIMITS, validationRules } from './validation-rules';
import { describeRootTypes } from './root-types';
import type { GatherlyRequest, GraphqlContext } from '../common/auth/request-context';

/**
 * The graphql-ws server's hooks, its `execute` and its `subscribe`: Nest hands graphql-ws every
 * option given here, though its type names only some.
 */
function graphqlWsOptions(subscriptions: Pick<ChatSubscriptions, 'onConnect' | 'onSubscribe' | 'onNext' | 'execute'>) {
  return { onConnect: subscriptions.onConnect, onSubscribe: subscriptions.onSubscribe, onNext: subscriptions.onNext, execute: subscriptions.execute, subscribe: subscribeSharingResults };
}

/** `subscriptions` runs the graphql-ws connections (see chat/chat-subscriptions.ts). */
export function graphqlOptions(budget: OperationBudget, metrics: Metrics, subscriptions?: Pick<ChatSubscriptions, 'onConnect' | 'onSubscribe' | 'onNext' | 'execute'>): ApolloDriverConfig {
  return {
    path: '/graphql',
    autoSchemaFile: true,
    sortSchema: true,
    transformSchema: describeRootTypes,
    introspection: true,
    playground: false,
    // No HTTP cache hints are given; without the plugin Apollo wraps no field resolver.
    plugins: [ApolloServerPluginCacheControlDisabled(), errorLanguagePlugin(), argumentTextPlugin(), budget.plugin(), retryAfterPlugin(), unexpectedErrorsPlugin(), metrics.graphqlPlugin()],
    // graphql-ws only: the legacy subscriptions-transport-ws protocol stays off. An event the same for
    // everyone is executed once for all who subscribed to it alike.
    subscriptions: {
      'graphql-ws': subscriptions ? graphqlWsOptions(subscriptions) : true,
    },
    context: (req: GatherlyRequest | SubscriptionConnection, reply: FastifyReply): GraphqlContext =>
      isSubscriptionConnection(req) ? subscriptionContext(req) : { req, reply },
    formatError: formatGraphqlError,
    validationRules: validationRules(),
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
  };
}
