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
  return literalsProblem(document) ?? argumentTextProblem(variables ?? null);
}

/** What the string literals of each document hold that no field takes: a document, parsed once per text, is read once. */
const literalProblems = new WeakMap<DocumentNode, Said | null>();

function literalsProblem(document: DocumentNode): Said | null {
  if (literalProblems.has(document)) return literalProblems.get(document) ?? null;
  let problem: Said | null = null;
  visit(document, {
    StringValue(node) {
      problem = argumentTextProblem(node.value);
      return problem ? BREAK : undefined;
    },
  });
  literalProblems.set(document, problem);
  return problem;
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
