import { textRef, type Said, type TextRef } from './said';
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
  capacityInvalid: textRef('events.attendanceRules.capacityInvalid', { max: ATTENDANCE_LIMITS.maxCapacity }),
  capacityBelowGoing: (going: number) => textRef('events.attendanceRules.capacityBelowGoing', { count: going }),
  requiresApprovalInvalid: textRef('events.attendanceRules.requiresApprovalInvalid'),
  messageTooLong: textRef('events.attendanceRules.messageTooLong', { max: ATTENDANCE_LIMITS.messageLength }),
  messageInvalid: textRef('events.attendanceRules.messageInvalid'),
  eventPast: textRef('events.attendanceRules.eventPast'),
  statusInvalid: textRef('events.attendanceRules.statusInvalid', { values: RSVP_STATUSES.join(', ') }),
  queryInvalid: textRef('events.attendanceRules.queryInvalid'),
  queryTooLong: textRef('events.attendanceRules.queryTooLong', { max: LIMITS.usernameMaxLength }),
  cursorInvalid: textRef('events.attendanceRules.cursorInvalid'),
  guestNotFound: textRef('events.attendanceRules.guestNotFound'),
  notRequested: textRef('events.attendanceRules.notRequested'),
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
export function capacityProblems(capacity: unknown): TextRef[] {
  if (capacity === undefined || capacity === null) return [];
  const ok = typeof capacity === 'number' && Number.isInteger(capacity) && capacity >= 1 && capacity <= ATTENDANCE_LIMITS.maxCapacity;
  return ok ? [] : [ATTENDANCE_MESSAGES.capacityInvalid];
}
