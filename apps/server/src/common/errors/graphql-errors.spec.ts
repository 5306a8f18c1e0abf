import { ForbiddenException, Logger } from '@nestjs/common';
import { ERROR_CODES, SERVER_MESSAGES } from '@gatherly/schema';
import { GraphQLError, GraphQLFormattedError } from 'graphql';
import { english } from '../../i18n/texts';
import { DomainError, SERVER_ERROR } from './domain-error';
import { formatGraphqlError, logUnexpected } from './graphql-errors';

/** What Apollo hands formatError: the formatted error and the error thrown by the resolver, wrapped. */
function format(thrown: unknown, formatted: GraphQLFormattedError = { message: String(thrown), path: ['me'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }) {
  const wrapped = new GraphQLError(formatted.message, { originalError: thrown instanceof Error ? thrown : undefined });
  return formatGraphqlError(formatted, wrapped);
}

let logged: jest.SpyInstance;

beforeEach(() => {
  logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  logged.mockRestore();
});

describe('formatGraphqlError', () => {
  it('gives a database that is gone or too slow the 503 of REST, to try again in a moment', () => {
    expect(format(Object.assign(new Error('Connection terminated unexpectedly'), { code: undefined }))).toEqual({
      message: english(SERVER_MESSAGES.unavailable),
      path: ['me'],
      extensions: { code: 'service/unavailable', status: 503, errors: [english(SERVER_MESSAGES.unavailable)], retryAfter: 5 },
    });
  });

  it('gives a domain error its code, status and every message', () => {
    expect(format(DomainError.invalid(['One.', 'Two.']))).toEqual({
      message: 'One. Two.',
      path: ['me'],
      extensions: { code: 'request/invalid', status: 400, errors: ['One.', 'Two.'] },
    });
  });

  it('adds the wait to a rate-limit error', () => {
    expect(format(DomainError.rateLimited(30)).extensions).toEqual({
      code: ERROR_CODES.rateLimited,
      status: 429,
      errors: ['Too many attempts. Please wait a moment and try again.'],
      retryAfter: 30,
    });
  });

  it('reads a domain error that is not wrapped in a GraphQLError', () => {
    const error = DomainError.unauthenticated();
    expect(formatGraphqlError({ message: error.message }, error).extensions).toMatchObject({ code: 'auth/unauthenticated', status: 401 });
  });

  it('keeps the status of a Nest HTTP exception', () => {
    expect(format(new ForbiddenException('Nope'))).toEqual({ message: 'Nope', path: ['me'], extensions: { code: 'request/http', status: 403 } });
  });

  it('hides an unexpected error behind a generic message', () => {
    const internal = new Error('relation "accounts" does not exist');
    const formatted = format(internal);
    expect(formatted).toEqual({
      message: english(SERVER_ERROR),
      path: ['me'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(JSON.stringify(formatted)).not.toContain('relation');
  });

  it('treats an error without a code as unexpected', () => {
    expect(format(new Error('secret'), { message: 'secret' }).message).toBe(english(SERVER_ERROR));
    expect(formatGraphqlError({ message: 'secret' }, new Error('secret'), 'de').message).toBe('Bei uns ist etwas schiefgelaufen. Bitte versuche es erneut.');
  });

  it('passes the errors of Apollo itself (parse, validation, variables) through unchanged', () => {
    for (const code of ['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT']) {
      const formatted = { message: 'Cannot query field "nope" on type "Query".', locations: [{ line: 1, column: 3 }], extensions: { code } };
      expect(formatGraphqlError(formatted, new GraphQLError(formatted.message))).toBe(formatted);
    }
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('logUnexpected', () => {
  it('logs what was thrown behind an unexpected error, under the request id, and nothing else', () => {
    const internal = new Error('relation "accounts" does not exist');
    logUnexpected(
      [
        new GraphQLError('wrapped', { originalError: internal }),
        new GraphQLError('refused', { originalError: DomainError.unauthenticated() }),
        new GraphQLError('Cannot query field', { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
      ],
      'request-7',
    );
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith({ requestId: 'request-7', err: internal });
  });
});
