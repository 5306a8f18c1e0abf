import { textRef } from './said';

/**
 * Deleting one's account: asked with the password (and the second factor when it is on), carried
 * out after a grace period during which signing in offers to cancel it.
 */
export const ACCOUNT_DELETION_LIMITS = {
  /** Default grace period: 30 days (ACCOUNT_DELETION_GRACE_SECONDS overrides it on the server). */
  graceSeconds: 2_592_000,
} as const;

/** How a deleted account's messages are signed in conversations with others. */
export const DELETED_ACCOUNT_NAME = 'Deleted account';

export const ACCOUNT_DELETION_MESSAGES = {
  passwordRequired: textRef('settings.deletionRules.passwordRequired'),
  passwordWrong: textRef('settings.deletionRules.passwordWrong'),
  alreadyPending: textRef('settings.deletionRules.alreadyPending'),
  notPending: textRef('account.deletion.notPending'),
  sessionOnly: textRef('settings.deletionRules.sessionOnly'),
  /** The day is written in the reader's language ("28 December 2026" in English), in UTC. */
  requested: (when: Date | string) => textRef('settings.deletionRules.requested', { day: new Date(when) }),
  pending: (when: Date | string) => textRef('account.deletion.pending', { day: new Date(when) }),
  cancelled: textRef('account.deletion.cancelled'),
} as const;
