import { SERVER_MESSAGES } from './errors';
import { LIMITS } from './limits';
import { textRef, type Said } from './said';
import { usernameProblems } from './validation';

/** How often a username may change, and how long the old one keeps leading to the profile. */
export const USERNAME_CHANGE_LIMITS = {
  /** Days after a change before the next one (a change of letter case alone does not count). */
  daysBetweenChanges: 30,
  /** Days the old name answers the renamed profile and is kept from everyone else. */
  redirectDays: 90,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a username changed at `changedAt` may change again; null when it may now. */
export function nextUsernameChange(changedAt: Date | string | null, now = new Date()): Date | null {
  if (changedAt === null) return null;
  const next = new Date(new Date(changedAt).getTime() + USERNAME_CHANGE_LIMITS.daysBetweenChanges * DAY_MS);
  return next > now ? next : null;
}

/** The first sentence of a refused change that came too soon, which the form knows it by. */
const ONCE_EVERY = textRef('settings.usernameChange.onceEvery', { days: USERNAME_CHANGE_LIMITS.daysBetweenChanges });

export const USERNAME_CHANGE_MESSAGES = {
  required: textRef('settings.usernameChange.required'),
  same: textRef('settings.usernameChange.same'),
  /** The day is a `Date` value, written as a day in UTC in the reader's language ('12 January 2027'). */
  tooSoon: (next: Date | string) => textRef('settings.usernameChange.tooSoon', { onceEvery: ONCE_EVERY, date: new Date(next) }),
  rule: textRef('settings.usernameChange.rule', { days: USERNAME_CHANGE_LIMITS.daysBetweenChanges, redirectDays: USERNAME_CHANGE_LIMITS.redirectDays }),
  changed: (username: string) => textRef('settings.usernameChange.changed', { username }),
} as const;

/** What is wrong with a new username before it is looked up: the rules of sign-up. */
export function usernameChangeProblems(username: string): Said[] {
  if (username === '') return [USERNAME_CHANGE_MESSAGES.required];
  return usernameProblems(username);
}

/**
 * Whether a message of the change (the form's own or the server's, worded in the language shown by
 * `word`) is about the new name, for the form to mark its field.
 */
export function isUsernameMessage(message: string, word: (said: Said) => string): boolean {
  const own: Said[] = [USERNAME_CHANGE_MESSAGES.required, USERNAME_CHANGE_MESSAGES.same, SERVER_MESSAGES.usernameTaken];
  return (
    own.concat(usernameProblems(''), usernameProblems('!'.repeat(LIMITS.usernameMaxLength + 1))).some((said) => word(said) === message) ||
    message.startsWith(word(ONCE_EVERY))
  );
}
