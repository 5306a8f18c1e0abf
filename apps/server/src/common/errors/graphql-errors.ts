import type { ApolloServerPlugin } from '@apollo/server';
import { HttpException, Logger } from '@nestjs/common';
import { GraphQLError, GraphQLFormattedError } from 'graphql';
import { DomainError } from './domain-error';

const log = new Logger('GraphQL');

/**
 * Shapes GraphQL errors: a domain error keeps its code, HTTP-equivalent status and the full list of
 * messages (`extensions.errors`); anything unexpected is logged and answered without internals.
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (original instanceof DomainError) {
    return {
      message: original.messages.join(' '),
      path: formatted.path,
      extensions: {
        code: original.code,
        status: original.status,
        errors: original.messages,
        ...(original.retryAfterSeconds !== undefined ? { retryAfter: original.retryAfterSeconds } : {}),
      },
    };
  }
  if (original instanceof HttpException) {
    return { message: original.message, path: formatted.path, extensions: { code: 'request/http', status: original.getStatus() } };
  }
  const code = formatted.extensions?.code;
  if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
    log.error(original instanceof Error ? original : String(original));
    return { message: 'Something went wrong on our side. Please try again.', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  return formatted;
}

/**
 * A refusal for going too fast tells when to try again in the `Retry-After` header too, as REST
 * does; the answer stays a GraphQL one (the error's `extensions.retryAfter` says the same).
 */
export function retryAfterPlugin(): ApolloServerPlugin {
  return {
    requestDidStart: () =>
      Promise.resolve({
        willSendResponse: ({ response }) => {
          if (response.body.kind !== 'single') return Promise.resolve();
          const waits = (response.body.singleResult.errors ?? []).map((error) => error.extensions?.retryAfter).filter((wait): wait is number => typeof wait === 'number');
          if (waits.length > 0) response.http.headers.set('retry-after', String(Math.max(...waits)));
          return Promise.resolve();
        },
      }),
  };
}
