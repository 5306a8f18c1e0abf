import { describe, expect, it } from '@jest/globals';
import { followingMove } from './following-move';

const stored = (rule: string, start = '20261013T190000') => `DTSTART;TZID=Europe/Berlin:${start}\nRRULE:${rule}`;

describe('what an edit of this and following does to the later dates', () => {
  it('tells the days weekly dates move to', () => {
    expect(followingMove(stored('FREQ=WEEKLY;BYDAY=TU;COUNT=6'), '2026-10-20T19:00', '2026-10-21T19:00')).toBe('This and following events will move to Wednesdays.');
    expect(followingMove(stored('FREQ=WEEKLY;BYDAY=TU,TH;COUNT=6'), '2026-10-20T19:00', '2026-10-21T20:00')).toBe('This and following events will move to Wednesdays and Fridays.');
    expect(followingMove(stored('FREQ=WEEKLY;INTERVAL=2;BYDAY=SU;COUNT=6'), '2026-10-25T19:00', '2026-10-24T19:00')).toBe('This and following events will move to every other Saturday.');
  });

  it("tells the new day of the month, or the new date's weekday and position in its month", () => {
    expect(followingMove(stored('FREQ=MONTHLY;BYMONTHDAY=15;COUNT=4'), '2026-11-15T10:00', '2026-11-17T10:00')).toBe('This and following events will move to day 17 of each month.');
    // The second Tuesday of September 2027 (14th, the month starting on a Wednesday) to the 15th: the third Wednesday.
    expect(followingMove(stored('FREQ=MONTHLY;BYDAY=2TU;COUNT=5'), '2027-09-14T18:00', '2027-09-15T18:00')).toBe('This and following events will move to the third Wednesday of each month.');
    expect(followingMove(stored('FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20270129'), '2026-11-27T19:00', '2026-11-28T19:00')).toBe('This and following events will move to the last Saturday of each month.');
  });

  it('says nothing while the day stays, the date is unfinished or the rule unknown', () => {
    expect(followingMove(stored('FREQ=WEEKLY;BYDAY=TU;COUNT=6'), '2026-10-20T19:00', '2026-10-20T20:00')).toBeNull();
    expect(followingMove(stored('FREQ=WEEKLY;BYDAY=TU;COUNT=6'), '2026-10-20T19:00', '')).toBeNull();
    expect(followingMove(undefined, '2026-10-20T19:00', '2026-10-21T19:00')).toBeNull();
  });
});
