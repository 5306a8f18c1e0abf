import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { GraphQLError, ValidationContext, ValidationRule } from 'graphql';

/**
 * Limits that keep one query from costing the server more than a page of the app would. Tokens are
 * counted while parsing, before any rule walks the document: the depth and cost rules follow
 * fragment spreads recursively, and a chain of 2,000 fragments overflowed the stack (a 500).
 */
export const QUERY_LIMITS = { maxDepth: 8, maxCost: 5000, maxTokens: 10_000, maxAliases: 15 } as const;

/**
 * A rule that throws makes Apollo answer 500; reporting the rejection as a validation error answers
 * 400 GRAPHQL_VALIDATION_FAILED, as for any other invalid query.
 */
const REPORT_REJECTION = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

/** Rules every operation is validated with besides GraphQL's own, over HTTP and over graphql-ws. */
export function validationRules(): ValidationRule[] {
  return [
    // Depth counts fields, not fragments: a list of items spreading each kind's card fragment is as
    // deep as the fields it really nests.
    maxDepthRule({ n: QUERY_LIMITS.maxDepth, flattenFragments: true, exposeLimits: true, ...REPORT_REJECTION }),
    costLimitRule({ maxCost: QUERY_LIMITS.maxCost, exposeLimits: true, ...REPORT_REJECTION }),
    // A page of the app names a field twice at most a few times; thousands of aliases are an attack.
    maxAliasesRule({ n: QUERY_LIMITS.maxAliases, exposeLimits: true, ...REPORT_REJECTION }),
  ];
}
