import type { Said } from './said';
import { characterCount } from './text';
import { LIMITS } from './limits';
import { nulProblems } from './content';
import { hiddenCharacterProblems, storedText } from './text-rules';

/** Going to an event: seats, the waitlist, requests to join, and the guest list its hosts read. */
export const ATTENDANCE_LIMITS = {
  /** The most seats an event can have. */
  maxCapacity: 100_000,
  /** What a person may write to the hosts with a request to join. */
  messageLength: 500,
  /** Guests in one page of the guest list. */
  guestsPageSize: 20,
  /** People named in "… you follow are going"; the rest are counted. */
  friendsGoingShown: 3,
  /** Rows of one guest list export (the guest list is read a page at a time for the file). */
  csvMaxRows: 100_000,
} as const;

/**
 * A person's answer to an event beside Interested: going (a seat), waitlisted (queued for a seat,
 * first come first served) or requested (waiting for a host's approval).
 */
export const RSVP_STATUSES = ['going', 'waitlisted', 'requested'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

export function isRsvpStatus(value: unknown): value is RsvpStatus {
  return typeof value === 'string' && (RSVP_STATUSES as readonly string[]).includes(value);
}

/** The columns of a guest list export, in order. */
export const GUESTS_CSV_COLUMNS = ['username', 'status', 'message', 'answered_at'] as const;

export const ATTENDANCE_MESSAGES = {
  capacityInvalid: `Capacity must be a whole number from 1 to ${ATTENDANCE_LIMITS.maxCapacity}, or empty for no limit.`,
  capacityBelowGoing: (going: number) => `Capacity cannot be below the ${going} ${going === 1 ? 'person' : 'people'} already going.`,
  requiresApprovalInvalid: 'Requires approval must be true or false.',
  messageTooLong: `Message to the hosts must be at most ${ATTENDANCE_LIMITS.messageLength} characters.`,
  messageInvalid: 'Message to the hosts must be text.',
  eventPast: 'This event has already started: you can no longer go to it.',
  statusInvalid: `Status must be one of ${RSVP_STATUSES.join(', ')}.`,
  queryInvalid: 'Query must be text.',
  queryTooLong: `Query must be at most ${LIMITS.usernameMaxLength} characters.`,
  cursorInvalid: 'The guests cursor is not valid.',
  guestNotFound: 'This person has not answered this event.',
  notRequested: 'This person has not asked to join.',
} as const;

/** Problems of a message sent with a request to join (it may be empty). */
export function rsvpMessageProblems(message: unknown): Said[] {
  if (message === undefined || message === null) return [];
  if (typeof message !== 'string') return [ATTENDANCE_MESSAGES.messageInvalid];
  const text = storedText(message);
  return [
    ...(characterCount(text) > ATTENDANCE_LIMITS.messageLength ? [ATTENDANCE_MESSAGES.messageTooLong] : []),
    ...nulProblems(text),
    ...hiddenCharacterProblems(text, 'messageToHosts', 'several'),
  ];
}

/** Problems of a capacity as sent (null or undefined: no limit, or unchanged). */
export function capacityProblems(capacity: unknown): string[] {
  if (capacity === undefined || capacity === null) return [];
  const ok = typeof capacity === 'number' && Number.isInteger(capacity) && capacity >= 1 && capacity <= ATTENDANCE_LIMITS.maxCapacity;
  return ok ? [] : [ATTENDANCE_MESSAGES.capacityInvalid];
}
