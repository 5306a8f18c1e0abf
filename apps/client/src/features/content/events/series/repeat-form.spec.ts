import { describe, expect, it } from '@jest/globals';
import { SERIES_LIMITS } from '@gatherly/schema';
import { NO_REPEAT, repeatErrors, repeatRule, repeatSummary, withKind } from './repeat-form';

const TUESDAY = '2027-02-16T19:30';

describe('the Repeats part of the event form', () => {
  it('makes a weekly rule from the chosen days, starting with the event date’s own', () => {
    const weekly = withKind(NO_REPEAT, 'weekly', TUESDAY);
    expect(weekly.weekdays).toEqual(['TU']);
    const values = { ...weekly, weekdays: [...weekly.weekdays, 'TH' as const], count: '8' };
    expect(repeatRule(values, TUESDAY)).toBe('FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8');
    expect(repeatSummary(values, TUESDAY)).toBe('Weekly on Tue and Thu, 8 times');
  });

  it('repeats every two weeks, or monthly on the day or on the Nth weekday, until a date', () => {
    const until = { ends: 'until' as const, until: '2027-06-30' };
    expect(repeatRule({ ...withKind(NO_REPEAT, 'biweekly', TUESDAY), ...until }, TUESDAY)).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;UNTIL=20270630');
    expect(repeatRule({ ...NO_REPEAT, kind: 'monthly_day', ...until }, TUESDAY)).toBe('FREQ=MONTHLY;BYMONTHDAY=16;UNTIL=20270630');
    expect(repeatSummary({ ...NO_REPEAT, kind: 'monthly_weekday', ...until }, TUESDAY)).toBe('Monthly on the third Tuesday, until Jun 30, 2027');
    expect(repeatRule({ ...NO_REPEAT, kind: 'monthly_weekday', count: '3' }, '2027-03-30T19:30')).toBe('FREQ=MONTHLY;BYDAY=-1TU;COUNT=3');
  });

  it('says what is missing at its field', () => {
    expect(repeatErrors({ ...NO_REPEAT, kind: 'weekly' }, TUESDAY)).toEqual({ weekdays: 'Choose at least one day.' });
    expect(repeatErrors({ ...NO_REPEAT, kind: 'monthly_day', count: '1' }, TUESDAY)).toEqual({ count: `The number of times must be from 2 to ${SERIES_LIMITS.maxOccurrences}.` });
    expect(repeatErrors({ ...NO_REPEAT, kind: 'monthly_day', ends: 'until', until: '2027-01-01' }, TUESDAY)).toEqual({ until: 'The last date cannot be before the event date.' });
    expect(repeatRule(NO_REPEAT, TUESDAY)).toBeNull();
  });
});
