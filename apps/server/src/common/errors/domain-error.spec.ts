import { ERROR_CODES, NOT_FOUND_CODES, SERVER_MESSAGES } from '@gatherly/schema';
import { DomainError, STATUS_OF } from './domain-error';
import { english } from '../../i18n/texts';

describe('STATUS_OF', () => {
  it('gives every domain error code an HTTP status', () => {
    expect(Object.keys(STATUS_OF).sort()).toEqual(Object.values(ERROR_CODES).sort());
  });

  it('gives every missing thing its own code, each a 404', () => {
    const missing = Object.values(ERROR_CODES).filter((code) => code.endsWith('not_found'));
    expect(missing.map((code) => STATUS_OF[code])).toEqual(missing.map(() => 404));
    expect(new Set(missing).size).toBe(missing.length);
    expect(Object.values(NOT_FOUND_CODES).every((code) => missing.includes(code))).toBe(true);
    expect(missing).not.toContain('request/not_found');
  });

  it('tells the truth about each failure', () => {
    expect(STATUS_OF).toEqual({
      'request/invalid': 400,
      'auth/token_invalid': 400,
      'chat/not_a_group': 400,
      'auth/unauthenticated': 401,
      'auth/invalid_credentials': 401,
      'auth/two_factor_required': 401,
      'auth/two_factor_invalid': 401,
      'auth/refresh_invalid': 401,
      'auth/session_ended_password_changed': 401,
      'auth/session_ended_suspended': 401,
      'auth/token_reused': 401,
      'auth/passkey_refused': 401,
      'auth/email_not_verified': 403,
      'auth/account_suspended': 403,
      'account/deletion_pending': 403,
      'auth/forbidden': 403,
      'auth/cross_site': 403,
      'chat/not_your_message': 403,
      'event/not_host': 403,
      'event/not_creator': 403,
      'account/not_found': 404,
      'remark/not_found': 404,
      'post/not_found': 404,
      'event/not_found': 404,
      'event/co_host_not_found': 404,
      'event/guest_not_found': 404,
      'comment/not_found': 404,
      'conversation/not_found': 404,
      'message/not_found': 404,
      'report/not_found': 404,
      'access_token/not_found': 404,
      'passkey/not_found': 404,
      'session/not_found': 404,
      'push/subscription_not_found': 404,
      'calendar/feed_not_found': 404,
      'series/not_found': 404,
      'data_export/not_found': 404,
      'media/not_found': 404,
      'data_export/expired': 410,
      'account/email_taken': 409,
      'account/username_taken': 409,
      'request/conflict': 409,
      'chat/unsend_expired': 409,
      'chat/not_unsendable': 409,
      'media/too_large': 413,
      'request/unsupported_media_type': 415,
      'request/rate_limited': 429,
      'service/unavailable': 503,
    });
  });
});

describe('DomainError', () => {
  it('takes its status from the table', () => {
    const error = new DomainError(ERROR_CODES.emailTaken, [SERVER_MESSAGES.emailTaken], true);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'DomainError', code: 'account/email_taken', status: 409, list: true, message: english(SERVER_MESSAGES.emailTaken) });
  });

  it('joins several messages into one Error message', () => {
    expect(new DomainError(ERROR_CODES.validation, ['One.', 'Two.']).message).toBe('One. Two.');
  });

  it('invalid() is a 400 answered as a list', () => {
    expect(DomainError.invalid(['a', 'b'])).toMatchObject({ code: 'request/invalid', status: 400, list: true, messages: ['a', 'b'] });
  });

  it('unauthenticated() is a 401 with one message', () => {
    expect(DomainError.unauthenticated()).toMatchObject({
      code: 'auth/unauthenticated',
      status: 401,
      list: false,
      messages: [SERVER_MESSAGES.unauthenticated],
    });
  });

  it('rateLimited() is a 429 that carries the wait', () => {
    expect(DomainError.rateLimited(42)).toMatchObject({ code: 'request/rate_limited', status: 429, retryAfterSeconds: 42, messages: [SERVER_MESSAGES.rateLimited] });
  });
});
