import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import { GraphQLError, type DocumentNode, type GraphQLSchema } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';

/**
 * What one operation may make the database do. Every root field is at least one lookup of its own
 * (4,900 aliases of one cheap query were 4,900 lookups), so each costs `rootField`; a field resolved
 * through a batching loader declares its own smaller cost (`complexity` in its decorator); every
 * other field is read from rows already loaded and costs nothing here. The structural limits
 * (depth, size, aliases) are validation rules in `validation-rules.ts`.
 */
export const DATABASE_COST = { rootField: 10, loadedField: 1, max: 100 } as const;

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

const estimators: ComplexityEstimator[] = [
  fieldExtensionsEstimator(),
  ({ type, childComplexity }) => (ROOT_TYPES.has(type.name) ? DATABASE_COST.rootField : 0) + childComplexity,
];

/** The refusal of an operation that costs more than `DATABASE_COST.max`, or nothing when it may run. */
export function databaseCostProblem(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): GraphQLError | undefined {
  let cost: number;
  try {
    cost = getComplexity({ schema, query: document, operationName: operationName ?? undefined, variables: variables ?? {}, estimators });
  } catch {
    // Variables that do not fit the operation: execution refuses them with its own, clearer error.
    return undefined;
  }
  if (cost <= DATABASE_COST.max) return undefined;
  return new GraphQLError(`Database cost limit of ${DATABASE_COST.max} exceeded, found ${cost}: ask for fewer root fields at once.`, {
    // Answered like the other limits: a validation failure, 400.
    extensions: { code: ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED, http: { status: 400 } },
  });
}

/** Refuses costly operations over HTTP once Apollo knows which operation runs (graphql-ws: chat-subscriptions.ts). */
export function databaseCostPlugin(): ApolloServerPlugin {
  return {
    requestDidStart: () =>
      Promise.resolve({
        didResolveOperation: ({ schema, document, operationName, request }) => {
          const problem = databaseCostProblem(schema, document, operationName, request.variables);
          return problem ? Promise.reject(problem) : Promise.resolve();
        },
      }),
  };
}
