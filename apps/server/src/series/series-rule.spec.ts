import { SERIES_MESSAGES } from '@gatherly/schema';
import { changedRule, checkDates, checkRule, type CheckedRule, datesOf, movedRule, storedRule } from './series-rule';
import { instantOfWallClock, wallClockOf } from './zoned-time';

const NOW = new Date('2026-10-01T10:00:00Z');
const rule = (text: string) => checkRule(text) as CheckedRule;

describe('zoned wall clocks', () => {
  it('reads and writes 7:30 PM in Paris on both sides of the change to winter time', () => {
    expect(instantOfWallClock(new Date('2026-10-20T19:30:00Z'), 'Europe/Paris').toISOString()).toBe('2026-10-20T17:30:00.000Z');
    expect(instantOfWallClock(new Date('2026-10-27T19:30:00Z'), 'Europe/Paris').toISOString()).toBe('2026-10-27T18:30:00.000Z');
    expect(wallClockOf(new Date('2026-10-27T18:30:00Z'), 'Europe/Paris').toISOString()).toBe('2026-10-27T19:30:00.000Z');
  });

  it('takes the hour skipped in spring as the time after the change, the hour told twice as the first', () => {
    expect(instantOfWallClock(new Date('2027-03-28T02:30:00Z'), 'Europe/Paris').toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(instantOfWallClock(new Date('2026-10-25T02:30:00Z'), 'Europe/Paris').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });
});

describe('series rules', () => {
  it('counts weekly dates at the same wall-clock time across daylight saving time', () => {
    const stored = storedRule(rule('FREQ=WEEKLY;BYDAY=TU,TH;COUNT=6'), new Date('2026-10-20T17:30:00Z'), 'Europe/Paris');
    expect(stored).toBe('DTSTART;TZID=Europe/Paris:20261020T193000\nRRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=6');
    expect((checkDates(stored, NOW) as Date[]).map((date) => date.toISOString())).toEqual([
      '2026-10-20T17:30:00.000Z',
      '2026-10-22T17:30:00.000Z',
      '2026-10-27T18:30:00.000Z',
      '2026-10-29T18:30:00.000Z',
      '2026-11-03T18:30:00.000Z',
      '2026-11-05T18:30:00.000Z',
    ]);
  });

  it('ends on the last day given, in the event zone, and on the Nth weekday of each month', () => {
    const stored = storedRule(rule('RRULE:FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20270129'), new Date('2026-10-30T18:00:00Z'), 'Europe/Paris');
    expect((checkDates(stored, NOW) as Date[]).map((date) => date.toISOString())).toEqual(['2026-10-30T18:00:00.000Z', '2026-11-27T18:00:00.000Z', '2026-12-25T18:00:00.000Z', '2027-01-29T18:00:00.000Z']);
  });

  it('reads a window of dates, and moves or ends a rule', () => {
    const stored = storedRule(rule('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;COUNT=10'), new Date('2026-10-05T08:00:00Z'), 'Europe/Paris');
    expect(datesOf(stored, new Date('2026-10-05T08:00:00Z'), new Date('2026-11-03T00:00:00Z')).map((date) => date.toISOString())).toEqual(['2026-10-19T08:00:00.000Z', '2026-11-02T09:00:00.000Z']);
    const ended = changedRule(stored, { until: new Date('2026-11-01T00:00:00Z') });
    expect(ended).toBe('DTSTART;TZID=Europe/Paris:20261005T100000\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;UNTIL=20261101T010000');
    expect(datesOf(ended, null, null)).toHaveLength(2);
    expect(changedRule(stored, { start: new Date('2026-10-19T09:00:00Z') })).toMatch(/^DTSTART;TZID=Europe\/Paris:20261019T110000\n/);
  });

  it.each([
    ['', SERIES_MESSAGES.rruleInvalid],
    ['FREQ=DAILY;COUNT=3', SERIES_MESSAGES.rruleFrequency],
    ['FREQ=WEEKLY;BYDAY=TU', SERIES_MESSAGES.rruleNoEnd],
    ['FREQ=WEEKLY;BYDAY=TU;COUNT=201', SERIES_MESSAGES.rruleTooMany],
    ['FREQ=WEEKLY;BYDAY=TU;COUNT=3;UNTIL=20270101', SERIES_MESSAGES.rruleBothEnds],
    ['FREQ=WEEKLY;INTERVAL=3;BYDAY=TU;COUNT=3', SERIES_MESSAGES.rruleInterval],
    ['FREQ=WEEKLY;COUNT=3', SERIES_MESSAGES.rruleWeeklyDays],
    ['FREQ=WEEKLY;BYDAY=2TU;COUNT=3', SERIES_MESSAGES.rruleWeeklyDays],
    ['FREQ=MONTHLY;BYDAY=TU;COUNT=3', SERIES_MESSAGES.rruleMonthlyDay],
    ['FREQ=MONTHLY;BYMONTHDAY=32;COUNT=3', SERIES_MESSAGES.rruleMonthlyDay],
    ['FREQ=WEEKLY;BYDAY=TU;COUNT=3;BYHOUR=4', SERIES_MESSAGES.rrulePartUnsupported('BYHOUR')],
  ])('refuses %j', (text, message) => {
    expect(checkRule(text)).toContainEqual(message);
  });

  it('refuses an UNTIL rule of more than 200 dates, and one without a date ahead', () => {
    const many = storedRule(rule('FREQ=WEEKLY;BYDAY=MO,TU,WE;UNTIL=20300101'), new Date('2026-10-05T08:00:00Z'), 'UTC');
    expect(checkDates(many, NOW)).toEqual([SERIES_MESSAGES.rruleTooMany]);
    const none = storedRule(rule('FREQ=WEEKLY;BYDAY=MO;UNTIL=20261001'), new Date('2026-10-05T08:00:00Z'), 'UTC');
    expect(checkDates(none, NOW)).toEqual([SERIES_MESSAGES.rruleNoDates]);
  });
});

describe('this and following, moved to another day', () => {
  const at = (iso: string) => new Date(iso);
  const instantsOf = (stored: string) => datesOf(stored, null, null).map((date) => date.toISOString());
  /** The rule of `text` from `first` in `zone`, its date at `from` moved to `to`. */
  const move = (text: string, first: string, zone: string, from: string, to: string) =>
    movedRule(storedRule(rule(text), at(first), zone), { date: at(from), zone }, { date: at(to), zone });

  it('moves weekly days by as many days, keeping the dates left, at the same wall clock across the end of summer time in Berlin', () => {
    // Tue and Thu at 19:00 in Berlin from Oct 13, 2026; the third date (Tue Oct 20) moves to Wed Oct 21 at 20:00.
    const moved = move('FREQ=WEEKLY;BYDAY=TU,TH;COUNT=6', '2026-10-13T17:00:00Z', 'Europe/Berlin', '2026-10-20T17:00:00Z', '2026-10-21T18:00:00Z');
    expect(moved).toBe('DTSTART;TZID=Europe/Berlin:20261021T200000\nRRULE:FREQ=WEEKLY;BYDAY=WE,FR;COUNT=4');
    expect(instantsOf(moved)).toEqual(['2026-10-21T18:00:00.000Z', '2026-10-23T18:00:00.000Z', '2026-10-28T19:00:00.000Z', '2026-10-30T19:00:00.000Z']);
  });

  it('keeps every two weeks from the new date', () => {
    const moved = move('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;WKST=MO;COUNT=5', '2026-10-05T08:00:00Z', 'UTC', '2026-10-19T08:00:00Z', '2026-10-20T08:00:00Z');
    expect(moved).toBe('DTSTART;TZID=UTC:20261020T080000\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;WKST=MO;COUNT=4');
    expect(instantsOf(moved)).toEqual(['2026-10-20T08:00:00.000Z', '2026-11-03T08:00:00.000Z', '2026-11-17T08:00:00.000Z', '2026-12-01T08:00:00.000Z']);
  });

  it('takes the new day of the month', () => {
    const moved = move('FREQ=MONTHLY;BYMONTHDAY=15;COUNT=4', '2026-10-15T10:00:00Z', 'UTC', '2026-11-15T10:00:00Z', '2026-11-17T10:00:00Z');
    expect(instantsOf(moved)).toEqual(['2026-11-17T10:00:00.000Z', '2026-12-17T10:00:00.000Z', '2027-01-17T10:00:00.000Z']);
  });

  it("takes the new date's weekday and position in its month, across the end of summer time in Berlin", () => {
    // The second Tuesday (Sep 14, 2027, in a month that starts on a Wednesday) moves to Wed Sep 15: the third Wednesday.
    const moved = move('FREQ=MONTHLY;BYDAY=2TU;COUNT=5', '2027-08-10T16:00:00Z', 'Europe/Berlin', '2027-09-14T16:00:00Z', '2027-09-15T16:00:00Z');
    expect(moved).toBe('DTSTART;TZID=Europe/Berlin:20270915T180000\nRRULE:FREQ=MONTHLY;BYDAY=3WE;COUNT=4');
    expect(instantsOf(moved)).toEqual(['2027-09-15T16:00:00.000Z', '2027-10-20T16:00:00.000Z', '2027-11-17T17:00:00.000Z', '2027-12-15T17:00:00.000Z']);
    // Moved again, the rewritten rule moves like the first.
    expect(movedRule(moved, { date: at('2027-10-20T16:00:00Z'), zone: 'Europe/Berlin' }, { date: at('2027-10-19T16:00:00Z'), zone: 'Europe/Berlin' })).toMatch(/BYDAY=3TU;COUNT=3$/);
    // The second Tuesday (Jan 12, 2027) to Wed Jan 13: the second Wednesday.
    expect(move('FREQ=MONTHLY;BYDAY=2TU;COUNT=3', '2026-12-08T18:00:00Z', 'UTC', '2027-01-12T18:00:00Z', '2027-01-13T18:00:00Z')).toMatch(/BYDAY=2WE;COUNT=2$/);
  });

  it('keeps the last weekday the last, and the dates left of an UNTIL rule', () => {
    // Last Fridays until Jan 29, 2027 (Oct 30, Nov 27, Dec 25, Jan 29); the second moves to Sat Nov 28.
    const moved = move('FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20270129', '2026-10-30T18:00:00Z', 'Europe/Paris', '2026-11-27T18:00:00Z', '2026-11-28T18:00:00Z');
    expect(moved).toBe('DTSTART;TZID=Europe/Paris:20261128T190000\nRRULE:FREQ=MONTHLY;BYDAY=-1SA;UNTIL=20270130T235959');
    expect(instantsOf(moved)).toEqual(['2026-11-28T18:00:00.000Z', '2026-12-26T18:00:00.000Z', '2027-01-30T18:00:00.000Z']);
    // Earlier in the week the old last date keeps them all: UNTIL stays.
    expect(move('FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20270129', '2026-10-30T18:00:00Z', 'Europe/Paris', '2026-11-27T18:00:00Z', '2026-11-26T18:00:00Z')).toMatch(/BYDAY=-1TH;UNTIL=20270129T235959$/);
    // A move of the time only keeps the rule's days.
    expect(move('FREQ=WEEKLY;BYDAY=MO;UNTIL=20261130', '2026-10-05T08:00:00Z', 'UTC', '2026-10-19T08:00:00Z', '2026-10-19T09:30:00Z')).toBe(
      'DTSTART;TZID=UTC:20261019T093000\nRRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20261130T235959',
    );
  });
});
