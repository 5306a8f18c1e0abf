import { SERIES_MESSAGES } from '@gatherly/schema';
import { changedRule, checkDates, checkRule, type CheckedRule, datesOf, storedRule } from './series-rule';
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
    expect(checkRule(text)).toContain(message);
  });

  it('refuses an UNTIL rule of more than 200 dates, and one without a date ahead', () => {
    const many = storedRule(rule('FREQ=WEEKLY;BYDAY=MO,TU,WE;UNTIL=20300101'), new Date('2026-10-05T08:00:00Z'), 'UTC');
    expect(checkDates(many, NOW)).toEqual([SERIES_MESSAGES.rruleTooMany]);
    const none = storedRule(rule('FREQ=WEEKLY;BYDAY=MO;UNTIL=20261001'), new Date('2026-10-05T08:00:00Z'), 'UTC');
    expect(checkDates(none, NOW)).toEqual([SERIES_MESSAGES.rruleNoDates]);
  });
});
