import { ATTENDANCE_MESSAGES, capacityProblems, isRsvpStatus, rsvpMessageProblems } from './attendance';

describe('capacityProblems', () => {
  it('takes no limit, or a whole number of seats within the limit', () => {
    expect(capacityProblems(null)).toEqual([]);
    expect(capacityProblems(undefined)).toEqual([]);
    expect(capacityProblems(1)).toEqual([]);
    expect(capacityProblems(100_000)).toEqual([]);
  });

  it('refuses nothing, negatives, fractions, text and too many, naming the capacity', () => {
    for (const bad of [0, -3, 2.5, '12', 100_001, Number.NaN]) expect(capacityProblems(bad)).toEqual([ATTENDANCE_MESSAGES.capacityInvalid]);
    expect(ATTENDANCE_MESSAGES.capacityBelowGoing(3)).toEqual({ id: 'events.attendanceRules.capacityBelowGoing', values: { count: 3 } });
  });
});

describe('rsvpMessageProblems', () => {
  it('takes an empty or short message, and refuses a long one or one that is not text', () => {
    expect(rsvpMessageProblems(undefined)).toEqual([]);
    expect(rsvpMessageProblems('')).toEqual([]);
    expect(rsvpMessageProblems('I bring dessert')).toEqual([]);
    expect(rsvpMessageProblems('x'.repeat(501))).toEqual([ATTENDANCE_MESSAGES.messageTooLong]);
    expect(rsvpMessageProblems(42)).toEqual([ATTENDANCE_MESSAGES.messageInvalid]);
  });
});

it('knows the three answers', () => {
  expect(['going', 'waitlisted', 'requested'].every(isRsvpStatus)).toBe(true);
  expect(isRsvpStatus('maybe')).toBe(false);
});
