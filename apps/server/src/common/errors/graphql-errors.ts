import type { ApolloServerPlugin } from '@apollo/server';
import { HttpException, Logger } from '@nestjs/common';
import { GraphQLError, GraphQLFormattedError } from 'graphql';
import { DEFAULT_LANGUAGE, ERROR_CODES } from '@gatherly/schema';
import { isDatabaseUnavailable } from '../../database/unavailable';
import type { GraphqlContext } from '../auth/request-context';
import { answerLanguageOf } from '../../i18n/request-language';
import { word } from '../../i18n/texts';
import { DomainError, SERVER_ERROR } from './domain-error';

const log = new Logger('GraphQL');

/** An error that is no answer of ours (a bug): answered without internals, and logged. */
export function isUnexpected(error: unknown, code: unknown = error instanceof GraphQLError ? error.extensions?.code : undefined): boolean {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (original instanceof DomainError || original instanceof HttpException || isDatabaseUnavailable(original)) return false;
  return code === 'INTERNAL_SERVER_ERROR' || code === undefined;
}

/** Logs the unexpected errors of an operation with their stack, under its request's id when it has one. */
export function logUnexpected(errors: readonly unknown[], requestId: string | undefined): void {
  for (const error of errors) {
    if (!isUnexpected(error)) continue;
    const original = (error instanceof GraphQLError ? error.originalError : undefined) ?? error;
    log.error({ requestId, err: original instanceof Error ? original : new Error(String(original)) });
  }
}

/** The language of the request behind each error of an operation over HTTP, as errorLanguagePlugin learns it. */
const errorLanguages = new WeakMap<object, string>();

/**
 * Tells formatGraphqlError, which Apollo calls without the request, the language of the request
 * each error answers: Apollo hands the plugins an operation's errors before it formats them.
 */
export function errorLanguagePlugin(): ApolloServerPlugin<GraphqlContext> {
  const listener = {
    didEncounterErrors: async ({ errors, contextValue }: { errors: readonly GraphQLError[]; contextValue: GraphqlContext }) => {
      const language = answerLanguageOf(contextValue.req);
      for (const error of errors) errorLanguages.set(error, language);
    },
  };
  return { requestDidStart: async () => listener };
}

/**
 * Shapes GraphQL errors: a domain error keeps its code, HTTP-equivalent status and the full list of
 * messages (`extensions.errors`); anything unexpected is answered without internals (and logged
 * where the operation is known: `unexpectedErrorsPlugin`, and graphql-ws's `onNext`). Texts are
 * worded in `language`, by default that of the request the error answers (English before one is known).
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown, language = (typeof error === 'object' && error !== null && errorLanguages.get(error)) || DEFAULT_LANGUAGE): GraphQLFormattedError {
  const cause = error instanceof GraphQLError ? error.originalError : error;
  // A database that is gone or too slow is no bug: the same 503 as REST, to try again in a moment.
  const original = isDatabaseUnavailable(cause) ? DomainError.unavailable() : cause;
  if (original instanceof DomainError) {
    const messages = original.wordedIn(language);
    return {
      message: messages.join(' '),
      path: formatted.path,
      extensions: {
        code: original.code,
        status: original.status,
        errors: messages,
        ...(original.retryAfterSeconds !== undefined ? { retryAfter: original.retryAfterSeconds } : {}),
        ...original.details,
      },
    };
  }
  if (original instanceof HttpException) {
    return { message: original.message, path: formatted.path, extensions: { code: 'request/http', status: original.getStatus() } };
  }
  if (isUnexpected(error, formatted.extensions?.code)) {
    return { message: word(language, SERVER_ERROR), path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  return formatted;
}

/**
 * A refusal for going too fast tells when to try again in the `Retry-After` header too, as REST
 * does; the answer stays a GraphQL one (the error's `extensions.retryAfter` says the same). An
 * operation the unavailable database could not serve answers 503, as REST does, for proxies and
 * clients that retry on it.
 */
export function retryAfterPlugin(): ApolloServerPlugin {
  return {
    requestDidStart: () =>
      Promise.resolve({
        willSendResponse: async ({ response }) => {
          if (response.body.kind !== 'single') return;
          const errors = response.body.singleResult.errors ?? [];
          const waits = errors.map((error) => error.extensions?.retryAfter).filter((wait): wait is number => typeof wait === 'number');
          if (waits.length > 0) response.http.headers.set('retry-after', String(Math.max(...waits)));
          if (!errors.some((error) => error.extensions?.code === ERROR_CODES.unavailable)) return;
          // Nest's own plugin, whose hook starts after this one, sets 200 on every answer holding
          // `data`: the status is set once it has.
          await Promise.resolve();
          response.http.status = 503;
        },
      }),
  };
}

/** Logs the unexpected errors of operations over HTTP under the id of their request. */
export function unexpectedErrorsPlugin(): ApolloServerPlugin<GraphqlContext> {
  return {
    requestDidStart: () =>
      Promise.resolve({
        didEncounterErrors: ({ errors, contextValue }) => {
          logUnexpected(errors, contextValue.req?.id);
          return Promise.resolve();
        },
      }),
  };
}
