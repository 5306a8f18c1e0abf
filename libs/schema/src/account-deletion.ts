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

/** A date of deletion as mails and screens say it, e.g. "28 December 2026" (UTC on the server). */
export function deletionDateText(when: Date | string, timeZone?: string): string {
  return new Date(when).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', ...(timeZone ? { timeZone } : {}) });
}

export const ACCOUNT_DELETION_MESSAGES = {
  passwordRequired: 'Enter your password to delete your account.',
  passwordWrong: 'The password is wrong.',
  alreadyPending: 'Your account is already scheduled for deletion.',
  notPending: 'This account is not scheduled for deletion.',
  sessionOnly: 'An access token cannot delete the account; sign in to Gatherly instead.',
  requested: (when: Date | string) => `Your account will be deleted on ${deletionDateText(when)}. Sign in before then to cancel.`,
  pending: (when: Date | string) => `Your account is scheduled for deletion on ${deletionDateText(when)}.`,
  cancelled: 'The deletion of your account is cancelled. Welcome back.',
} as const;
