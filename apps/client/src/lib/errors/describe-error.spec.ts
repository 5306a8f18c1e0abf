import { describe, expect, it } from '@jest/globals';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describeError, errorCodesOf, errorFieldOf } from './describe-error';

const texts = { network: 'Network down.', fallback: 'Something broke.' };

function serverError(status: number, body: string) {
  return new ServerError('failed', { response: new Response(body, { status }), bodyText: body });
}

describe('describeError', () => {
  it('lists every violated rule from extensions.errors as bullets', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Invalid input.', extensions: { code: 'request/invalid', errors: ['A', 'B'] } }],
    });
    expect(describeError(error, texts)).toEqual({ messages: ['A', 'B'], bullets: true, network: false });
  });

  it('shows the message when no list is given', () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'Invalid email or password.' }] });
    expect(describeError(error, texts)).toEqual({
      messages: ['Invalid email or password.'],
      bullets: false,
      network: false,
    });
  });

  it('falls back when the answer has no message', () => {
    expect(describeError(new CombinedGraphQLErrors({ errors: [{ message: '' }] }), texts).messages).toEqual([
      texts.fallback,
    ]);
    expect(describeError(serverError(500, 'oops'), texts).messages).toEqual([texts.fallback]);
  });

  it('reads GraphQL errors out of a non-2xx body', () => {
    const body = JSON.stringify({ errors: [{ message: 'Too many attempts.' }] });
    expect(describeError(serverError(429, body), texts).messages).toEqual(['Too many attempts.']);
  });

  it('treats an unreachable server as a network failure', () => {
    expect(describeError(new TypeError('Failed to fetch'), texts)).toEqual({
      messages: [texts.network],
      bullets: false,
      network: true,
    });
    expect(describeError(serverError(502, ''), texts).network).toBe(true);
  });

  it('reads the codes of the errors, from a 200 or from a non-2xx body', () => {
    const graphql = new CombinedGraphQLErrors({ errors: [{ message: 'Verify first.', extensions: { code: 'auth/email_not_verified' } }] });
    expect(errorCodesOf(graphql)).toEqual(['auth/email_not_verified']);
    expect(errorCodesOf(serverError(403, JSON.stringify({ errors: [{ message: 'No.', extensions: { code: 'auth/forbidden' } }] })))).toEqual(['auth/forbidden']);
    expect(errorCodesOf(new TypeError('Failed to fetch'))).toEqual([]);
  });

  it('reads the field a refusal names, if any', () => {
    expect(errorFieldOf(new CombinedGraphQLErrors({ errors: [{ message: 'The password is wrong.', extensions: { code: 'validation/invalid', field: 'password' } }] }))).toBe('password');
    expect(errorFieldOf(serverError(400, JSON.stringify({ errors: [{ message: 'Wrong code.', extensions: { field: 'code' } }] })))).toBe('code');
    expect(errorFieldOf(new CombinedGraphQLErrors({ errors: [{ message: 'No.', extensions: { code: 'auth/forbidden' } }] }))).toBeNull();
    expect(errorFieldOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});
