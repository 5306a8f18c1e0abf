import { DEFAULT_LANGUAGE, ERROR_CODES, ErrorCode, SERVER_MESSAGES, textRef, type Said } from '@gatherly/schema';
import { word } from '../../i18n/texts';

/** What a failure that is no answer of ours (a bug) says, on every transport: nothing of its internals. */
export const SERVER_ERROR = textRef('common.request.serverError');

/** What a 503 asks a client to wait before trying again. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/** HTTP status of each domain error code; every transport derives its answer from this table. */
export const STATUS_OF: Record<ErrorCode, number> = {
  [ERROR_CODES.validation]: 400,
  [ERROR_CODES.tokenInvalid]: 400,
  [ERROR_CODES.notAGroup]: 400,
  [ERROR_CODES.unauthenticated]: 401,
  [ERROR_CODES.invalidCredentials]: 401,
  [ERROR_CODES.twoFactorRequired]: 401,
  [ERROR_CODES.twoFactorInvalid]: 401,
  [ERROR_CODES.refreshInvalid]: 401,
  [ERROR_CODES.refreshReused]: 401,
  [ERROR_CODES.sessionEndedSuspended]: 401,
  [ERROR_CODES.sessionEndedPasswordChanged]: 401,
  [ERROR_CODES.passkeyRefused]: 401,
  [ERROR_CODES.emailNotVerified]: 403,
  [ERROR_CODES.accountSuspended]: 403,
  [ERROR_CODES.accountDeletionPending]: 403,
  [ERROR_CODES.forbidden]: 403,
  [ERROR_CODES.notYourMessage]: 403,
  [ERROR_CODES.crossSite]: 403,
  [ERROR_CODES.notHost]: 403,
  [ERROR_CODES.notEventCreator]: 403,
  [ERROR_CODES.accountNotFound]: 404,
  [ERROR_CODES.remarkNotFound]: 404,
  [ERROR_CODES.postNotFound]: 404,
  [ERROR_CODES.eventNotFound]: 404,
  [ERROR_CODES.coHostNotFound]: 404,
  [ERROR_CODES.guestNotFound]: 404,
  [ERROR_CODES.commentNotFound]: 404,
  [ERROR_CODES.conversationNotFound]: 404,
  [ERROR_CODES.messageNotFound]: 404,
  [ERROR_CODES.reportNotFound]: 404,
  [ERROR_CODES.accessTokenNotFound]: 404,
  [ERROR_CODES.passkeyNotFound]: 404,
  [ERROR_CODES.sessionNotFound]: 404,
  [ERROR_CODES.pushSubscriptionNotFound]: 404,
  [ERROR_CODES.calendarFeedNotFound]: 404,
  [ERROR_CODES.seriesNotFound]: 404,
  [ERROR_CODES.dataExportNotFound]: 404,
  [ERROR_CODES.mediaNotFound]: 404,
  [ERROR_CODES.dataExportExpired]: 410,
  [ERROR_CODES.emailTaken]: 409,
  [ERROR_CODES.usernameTaken]: 409,
  [ERROR_CODES.conflict]: 409,
  [ERROR_CODES.unsendExpired]: 409,
  [ERROR_CODES.notUnsendable]: 409,
  [ERROR_CODES.mediaTooLarge]: 413,
  [ERROR_CODES.unsupportedMediaType]: 415,
  [ERROR_CODES.rateLimited]: 429,
  [ERROR_CODES.unavailable]: 503,
};

/**
 * A failure the user or client caused, with a namespaced code and the texts to show, worded in the
 * answer's language where it is answered (`wordedIn`); its `message` is the English, for logs.
 * `list` marks answers that the REST envelope gives as an `error` array (validation) rather than
 * a single `message`.
 */
export class DomainError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly messages: readonly Said[],
    readonly list = false,
    readonly retryAfterSeconds?: number,
    /** Fields the answer carries beside the message: REST puts them in the body, GraphQL in `extensions`. */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(messages.map((said) => word(DEFAULT_LANGUAGE, said)).join(' '));
    this.name = 'DomainError';
    this.status = STATUS_OF[code];
  }

  /** The texts to show, in `language`. */
  wordedIn(language: string): string[] {
    return this.messages.map((said) => word(language, said));
  }

  static invalid(messages: readonly Said[]): DomainError {
    return new DomainError(ERROR_CODES.validation, messages, true);
  }

  static unauthenticated(): DomainError {
    return new DomainError(ERROR_CODES.unauthenticated, [SERVER_MESSAGES.unauthenticated]);
  }

  static rateLimited(retryAfterSeconds: number): DomainError {
    return new DomainError(ERROR_CODES.rateLimited, [SERVER_MESSAGES.rateLimited], false, retryAfterSeconds);
  }

  /** The database is gone, starting again or too slow to answer: the same request may succeed in a moment. */
  static unavailable(): DomainError {
    return new DomainError(ERROR_CODES.unavailable, [SERVER_MESSAGES.unavailable], false, UNAVAILABLE_RETRY_SECONDS);
  }
}
