import type { ContentKindName } from './content';
import { textRef } from './said';
import type { ReportTargetType } from './reports';

/**
 * Domain error codes, namespaced by domain. Each transport maps them once: GraphQL error
 * extensions, the REST envelope with its HTTP status, a socket error frame.
 */
export const ERROR_CODES = {
  validation: 'request/invalid',
  rateLimited: 'request/rate_limited',
  /** A refresh of a session that ended because a moderator suspended the account. */
  sessionEndedSuspended: 'auth/session_ended_suspended',
  /** A refresh of a session that ended because the account's password was changed (reset) elsewhere. */
  sessionEndedPasswordChanged: 'auth/session_ended_password_changed',
  unauthenticated: 'auth/unauthenticated',
  forbidden: 'auth/forbidden',
  invalidCredentials: 'auth/invalid_credentials',
  /** The password fits and the account asks a second factor: the login goes on with `two_factor_token`. */
  twoFactorRequired: 'auth/two_factor_required',
  /** The login's second step failed: wrong, reused or expired code or challenge. */
  twoFactorInvalid: 'auth/two_factor_invalid',
  emailNotVerified: 'auth/email_not_verified',
  accountSuspended: 'auth/account_suspended',
  /** The account is scheduled for deletion: the answer carries `deletion_scheduled_for`, and `deletion/cancel` brings it back. */
  accountDeletionPending: 'account/deletion_pending',
  refreshInvalid: 'auth/refresh_invalid',
  refreshReused: 'auth/token_reused',
  crossSite: 'auth/cross_site',
  tokenInvalid: 'auth/token_invalid',
  emailTaken: 'account/email_taken',
  usernameTaken: 'account/username_taken',
  accountNotFound: 'account/not_found',
  remarkNotFound: 'remark/not_found',
  postNotFound: 'post/not_found',
  eventNotFound: 'event/not_found',
  commentNotFound: 'comment/not_found',
  conversationNotFound: 'conversation/not_found',
  messageNotFound: 'message/not_found',
  /** A group-only change (rename, add people, leave) asked of a one-to-one conversation. */
  notAGroup: 'chat/not_a_group',
  /** Unsending someone else's message. */
  notYourMessage: 'chat/not_your_message',
  /** Unsending a message older than CHAT_LIMITS.unsendWindowSeconds. */
  unsendExpired: 'chat/unsend_expired',
  /** Unsending what is not a written message (someone left, was added, a rename). */
  notUnsendable: 'chat/not_unsendable',
  reportNotFound: 'report/not_found',
  accessTokenNotFound: 'access_token/not_found',
  passkeyNotFound: 'passkey/not_found',
  /** A passkey's answer that does not fit: unknown credential, wrong or used challenge, bad signature, counter gone back. */
  passkeyRefused: 'auth/passkey_refused',
  /** A session that is not the caller's, or no longer live. */
  sessionNotFound: 'session/not_found',
  /** A device's push subscription that is not the caller's. */
  pushSubscriptionNotFound: 'push/subscription_not_found',
  calendarFeedNotFound: 'calendar/feed_not_found',
  /** A series of repeating events that does not exist, or whose author is on the other side of a block. */
  seriesNotFound: 'series/not_found',
  /** Something only an event's hosts (its creator and co-hosts) may do. */
  notHost: 'event/not_host',
  /** Something only an event's creator may do (deleting it, choosing its co-hosts). */
  notEventCreator: 'event/not_creator',
  /** The person named is not a co-host of the event. */
  coHostNotFound: 'event/co_host_not_found',
  /** The person named has not answered the event (not going, waiting or asking to join). */
  guestNotFound: 'event/guest_not_found',
  conflict: 'request/conflict',
  unsupportedMediaType: 'request/unsupported_media_type',
  mediaTooLarge: 'media/too_large',
  unavailable: 'service/unavailable',
  /** An archive of one's data that does not exist, is someone else's, or a download address not signed here. */
  dataExportNotFound: 'data_export/not_found',
  /** A download address of an archive that has expired (and was deleted). */
  dataExportExpired: 'data_export/expired',
  /** An image of a post or an event that does not exist, or whose item the caller may not see. */
  mediaNotFound: 'media/not_found',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * The code of a missing thing, for the code that looks up several kinds (items, report targets). A
 * thing one may not see (behind a block, of a suspended author, someone else's) is missing too.
 */
export const NOT_FOUND_CODES = {
  account: ERROR_CODES.accountNotFound,
  remark: ERROR_CODES.remarkNotFound,
  post: ERROR_CODES.postNotFound,
  event: ERROR_CODES.eventNotFound,
  comment: ERROR_CODES.commentNotFound,
  message: ERROR_CODES.messageNotFound,
} as const satisfies Record<ReportTargetType | ContentKindName, ErrorCode>;

/** Texts the server answers with, worded in the answer's language; the client words them in the one shown. */
export const SERVER_MESSAGES = {
  /** A REST address called with a method it does not take (405). */
  wrongMethod: (method: string, allowed: readonly string[]) => textRef('common.request.wrongMethod', { method, allowed: allowed.join(', ') }),
  invalidCredentials: textRef('account.server.invalidCredentials'),
  emailNotVerified: textRef('account.server.emailNotVerified'),
  accountSuspended: textRef('account.server.accountSuspended'),
  emailTaken: textRef('account.server.emailTaken'),
  usernameTaken: textRef('account.server.usernameTaken'),
  verificationInvalid: textRef('account.server.verificationInvalid'),
  emailVerified: textRef('account.server.emailVerified'),
  verificationSent: textRef('account.server.verificationSent'),
  alreadyVerified: textRef('account.server.alreadyVerified'),
  signupSuccess: textRef('account.server.signupSuccess'),
  resetSent: textRef('account.server.resetSent'),
  resetTokenInvalid: textRef('account.server.resetTokenInvalid'),
  passwordChanged: textRef('account.server.passwordChanged'),
  unauthenticated: textRef('common.request.unauthenticated'),
  refreshInvalid: textRef('account.server.refreshInvalid'),
  crossSite: textRef('common.request.crossSite'),
  rateLimited: textRef('common.request.rateLimited'),
  tooManyWrites: textRef('common.request.tooManyWrites'),
  tooManyRequests: textRef('common.request.tooManyRequests'),
  loggedOut: textRef('account.server.loggedOut'),
  notFound: textRef('common.request.notFound'),
  /** An address the router cannot take: a part too long (414), a broken escape (400). */
  addressTooLong: textRef('common.request.addressTooLong'),
  addressInvalid: textRef('common.request.addressInvalid'),
  unavailable: textRef('common.request.unavailable'),
  /** Why a session ended, as the login screen says it. */
  sessionEndedSuspended: textRef('account.server.sessionEndedSuspended'),
  sessionEndedPasswordChanged: textRef('account.server.sessionEndedPasswordChanged'),
  /** A second verification mail asked for within its cool-down: when it can be sent. */
  resendWait: (seconds: number) => textRef('account.server.resendWait', { seconds }),
} as const;
