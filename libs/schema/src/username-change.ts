import { SERVER_MESSAGES } from './errors';
import { LIMITS } from './limits';
import { usernameProblems } from './validation';

/** How often a username may change, and how long the old one keeps leading to the profile. */
export const USERNAME_CHANGE_LIMITS = {
  /** Days after a change before the next one (a change of letter case alone does not count). */
  daysBetweenChanges: 30,
  /** Days the old name answers the renamed profile and is kept from everyone else. */
  redirectDays: 90,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** "12 January 2027", the day in UTC, as both the server's refusal and the settings page say it. */
export function formatChangeDate(date: Date | string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(date));
}

/** When a username changed at `changedAt` may change again; null when it may now. */
export function nextUsernameChange(changedAt: Date | string | null, now = new Date()): Date | null {
  if (changedAt === null) return null;
  const next = new Date(new Date(changedAt).getTime() + USERNAME_CHANGE_LIMITS.daysBetweenChanges * DAY_MS);
  return next > now ? next : null;
}

export const USERNAME_CHANGE_MESSAGES = {
  required: 'Enter a new username.',
  same: 'This is already your username.',
  tooSoon: (next: Date | string) => `You can change your username once every ${USERNAME_CHANGE_LIMITS.daysBetweenChanges} days. You can change it again on ${formatChangeDate(next)}.`,
  rule: `You can change your username once every ${USERNAME_CHANGE_LIMITS.daysBetweenChanges} days. Your current name keeps leading to your profile for ${USERNAME_CHANGE_LIMITS.redirectDays} days, and nobody else can take it meanwhile.`,
  changed: (username: string) => `Your username is now ${username}.`,
} as const;

/** What is wrong with a new username before it is looked up: the rules of sign-up. */
export function usernameChangeProblems(username: string): string[] {
  if (username === '') return [USERNAME_CHANGE_MESSAGES.required];
  return usernameProblems(username);
}

const TOO_SOON_START = USERNAME_CHANGE_MESSAGES.tooSoon(new Date(0)).split(' You can change it again')[0];

/** Whether a message of the change (the form's own or the server's) is about the new name, for the form to mark its field. */
export function isUsernameMessage(message: string): boolean {
  return (
    message === USERNAME_CHANGE_MESSAGES.required ||
    message === USERNAME_CHANGE_MESSAGES.same ||
    message === SERVER_MESSAGES.usernameTaken ||
    usernameProblems('').concat(usernameProblems('!'.repeat(LIMITS.usernameMaxLength + 1))).includes(message) ||
    message.startsWith(TOO_SOON_START)
  );
}
