import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, type DocumentNode, GraphQLError, visit } from 'graphql';
import { DomainError } from '../common/errors/domain-error';
import type { Said } from '@gatherly/schema';
import { argumentTextProblem } from '../common/http/json-body';
import { english } from '../i18n/texts';

/**
 * The GraphQL door's one check of every argument an operation carries: the string literals written
 * in the document (`login(input: { email: "a\u0000@x" })`) and the values of its variables. Over
 * HTTP by `argumentTextPlugin`, over graphql-ws by the subscription server's `onSubscribe`. What it
 * finds is worded where it is answered, in the answer's language.
 */
export function operationTextProblem(document: DocumentNode, variables: unknown): Said | null {
  let problem: Said | null = null;
  visit(document, {
    StringValue(node) {
      problem = argumentTextProblem(node.value);
      return problem ? BREAK : undefined;
    },
  });
  return problem ?? argumentTextProblem(variables ?? null);
}

/** The refusal of an operation whose arguments hold what no field takes: 400 `request/invalid`, worded by the error formatter. */
export function argumentTextError(problem: Said): GraphQLError {
  return new GraphQLError(english(problem), { originalError: DomainError.invalid([problem]), extensions: { http: { status: 400 } } });
}

/** Refuses, before anything runs, an operation over HTTP whose arguments `operationTextProblem` finds wrong. */
export function argumentTextPlugin(): ApolloServerPlugin {
  return {
    requestDidStart: () =>
      Promise.resolve({
        didResolveOperation: ({ document, request }) => {
          const problem = operationTextProblem(document, request.variables);
          return problem ? Promise.reject(argumentTextError(problem)) : Promise.resolve();
        },
      }),
  };
}
