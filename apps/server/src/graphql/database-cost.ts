import { setTimeout as sleep } from 'node:timers/promises';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import { Inject, Injectable } from '@nestjs/common';
import { SERVER_MESSAGES, textRef } from '@gatherly/schema';
import { BREAK, GraphQLError, Kind, visit, type DocumentNode, type GraphQLSchema } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { SessionsService } from '../accounts/sessions.service';
import { bearerToken, type GraphqlContext } from '../common/auth/request-context';
import { DomainError } from '../common/errors/domain-error';
import { answerLanguageOf } from '../i18n/request-language';
import { word } from '../i18n/texts';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { ThrottleService, type Rule } from '../throttle/throttle.service';

/**
 * What one operation may make the database do. Every root field is at least one lookup of its own
 * (4,900 aliases of one cheap query were 4,900 lookups), so each costs `rootField`; a field resolved
 * through a batching loader declares its own smaller cost (`complexity` in its decorator); every
 * other field is read from rows already loaded and costs nothing here. The structural limits
 * (depth, size, aliases) are validation rules in `validation-rules.ts`.
 */
export const DATABASE_COST = { rootField: 10, loadedField: 1, max: 100 } as const;

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/**
 * How long a refusal for a spent budget is held before it is sent: a client that asks again at once,
 * however often, then costs the server a request a second per connection rather than all it has.
 */
const REFUSAL_HOLD_MS = 1000;

const estimators: ComplexityEstimator[] = [
  fieldExtensionsEstimator(),
  ({ type, childComplexity }) => (ROOT_TYPES.has(type.name) ? DATABASE_COST.rootField : 0) + childComplexity,
];

/**
 * Costs of operations by document (parsed once per text, over HTTP by Apollo's document cache and
 * over graphql-ws by the socket's), for documents whose cost does not depend on their variables:
 * every field's cost is a constant, so only a variable deciding `@include` or `@skip` can change it.
 */
const costs = new WeakMap<DocumentNode, Map<string, number>>();

/** Whether a variable decides a directive of the document (`@include(if: $x)`), which the cost then depends on. */
const directedByVariables = new WeakMap<DocumentNode, boolean>();

function costDependsOnVariables(document: DocumentNode): boolean {
  let depends = directedByVariables.get(document);
  if (depends === undefined) {
    depends = false;
    visit(document, {
      Directive(node) {
        if (!node.arguments?.some((argument) => argument.value.kind === Kind.VARIABLE)) return undefined;
        depends = true;
        return BREAK;
      },
    });
    directedByVariables.set(document, depends);
  }
  return depends;
}

/**
 * The database cost of the operation, or the refusal of one that costs more than
 * `DATABASE_COST.max`; null when its variables do not fit it (execution refuses them with its own,
 * clearer error). Found once per document and operation unless a variable decides a directive:
 * an operation whose cost is known spends it though its variables do not fit. The refusal is
 * worded in `language`.
 */
export function databaseCostOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
  language: string,
): number | GraphQLError | null {
  const known = costs.get(document);
  let cost = known?.get(operationName ?? '');
  if (cost === undefined) {
    try {
      cost = getComplexity({ schema, query: document, operationName: operationName ?? undefined, variables: variables ?? {}, estimators });
    } catch {
      return null;
    }
    if (!costDependsOnVariables(document)) {
      if (known) known.set(operationName ?? '', cost);
      else costs.set(document, new Map([[operationName ?? '', cost]]));
    }
  }
  if (cost <= DATABASE_COST.max) return cost;
  return new GraphQLError(word(language, textRef('common.request.databaseCost', { max: DATABASE_COST.max, cost })), {
    // Answered like the other limits: a validation failure, 400.
    extensions: { code: ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED, http: { status: 400 } },
  });
}

/**
 * The GraphQL work each account may ask for, in database cost per minute (each signed-out client
 * address likewise): a client sending the heaviest operation allowed again and again is refused
 * after a few dozen, instead of taking the server from everyone else.
 */
@Injectable()
export class OperationBudget {
  /**
   * `GRAPHQL_COST_PER_MINUTE`, counted in windows of ten seconds: a spent budget comes back sooner
   * and in smaller bursts. A window always holds the costliest operation allowed.
   */
  private readonly rule: Rule;

  constructor(
    private readonly sessions: SessionsService,
    private readonly throttle: ThrottleService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.rule = { points: Math.max(DATABASE_COST.max, Math.round(config.graphqlCostPerMinute / 6)), seconds: 10 };
  }

  /**
   * Spends `cost` for the account of the request's token, or for its address; once spent, a 429,
   * held back a moment (`REFUSAL_HOLD_MS`, at most until the budget is back).
   */
  async spendFor(context: GraphqlContext, cost: number): Promise<void> {
    const account = context.req.viewer?.accountId ?? (await this.sessions.accountOf(bearerToken(context.req)));
    try {
      await this.throttle.spend('graphql-cost', this.rule, account ? `account:${account}` : `ip:${context.req.ip}`, cost, SERVER_MESSAGES.tooManyRequests);
    } catch (error) {
      if (error instanceof DomainError && error.retryAfterSeconds !== undefined) await sleep(Math.min(REFUSAL_HOLD_MS, error.retryAfterSeconds * 1000));
      throw error;
    }
  }

  /** Refuses costly operations over HTTP once Apollo knows which operation runs (graphql-ws: chat-subscriptions.ts). */
  plugin(): ApolloServerPlugin<GraphqlContext> {
    return {
      requestDidStart: () =>
        Promise.resolve({
          didResolveOperation: async ({ schema, document, operationName, request, contextValue }) => {
            const cost = databaseCostOf(schema, document, operationName, request.variables, answerLanguageOf(contextValue.req));
            if (cost instanceof GraphQLError) throw cost;
            if (cost === null) return;
            try {
              await this.spendFor(contextValue, cost);
            } catch (error) {
              if (!(error instanceof DomainError)) throw error;
              // Nothing of the operation ran: the whole answer is the refusal, 429.
              throw new GraphQLError(error.wordedIn(answerLanguageOf(contextValue.req)).join(' '), { originalError: error, extensions: { http: { status: error.status } } });
            }
          },
        }),
    };
  }
}
