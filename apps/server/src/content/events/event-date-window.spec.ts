import { dateFilterWindow, dayRangeWindow, isTimeZone, parseDay } from './event-date-window';

const iso = (window: { from: Date | null; until: Date | null }) => ({ from: window.from?.toISOString() ?? null, until: window.until?.toISOString() ?? null });

describe("the windows of Explore's When, in the viewer's zone", () => {
  // Friday 27 November 2026, 16:00 UTC: already Saturday 01:00 in Tokyo, still Friday 11:00 in New York.
  const now = new Date('2026-11-27T16:00:00Z');

  it('counts today and tomorrow from midnight on the zone clock', () => {
    expect(iso(dateFilterWindow('today', 'Asia/Tokyo', now))).toEqual({ from: '2026-11-27T15:00:00.000Z', until: '2026-11-28T15:00:00.000Z' });
    expect(iso(dateFilterWindow('tomorrow', 'America/New_York', now))).toEqual({ from: '2026-11-28T05:00:00.000Z', until: '2026-11-29T05:00:00.000Z' });
    expect(iso(dateFilterWindow('today', 'UTC', now))).toEqual({ from: '2026-11-27T00:00:00.000Z', until: '2026-11-28T00:00:00.000Z' });
  });

  it('takes the weekend from Saturday 00:00 to Monday 00:00, and on a Sunday that day', () => {
    expect(iso(dateFilterWindow('this_weekend', 'America/New_York', now))).toEqual({ from: '2026-11-28T05:00:00.000Z', until: '2026-11-30T05:00:00.000Z' });
    // Already Saturday in Tokyo: the weekend started at its midnight.
    expect(iso(dateFilterWindow('this_weekend', 'Asia/Tokyo', now))).toEqual({ from: '2026-11-27T15:00:00.000Z', until: '2026-11-29T15:00:00.000Z' });
    const sunday = new Date('2026-11-29T12:00:00Z');
    expect(iso(dateFilterWindow('this_weekend', 'Europe/Paris', sunday))).toEqual({ from: '2026-11-28T23:00:00.000Z', until: '2026-11-29T23:00:00.000Z' });
  });

  it('takes the week from now to next Monday, and the month from now to the first of the next', () => {
    expect(iso(dateFilterWindow('this_week', 'Europe/Paris', now))).toEqual({ from: now.toISOString(), until: '2026-11-29T23:00:00.000Z' });
    const monday = new Date('2026-11-30T08:00:00Z');
    expect(iso(dateFilterWindow('this_week', 'Europe/Paris', monday)).until).toBe('2026-12-06T23:00:00.000Z');
    expect(iso(dateFilterWindow('this_month', 'America/New_York', now))).toEqual({ from: now.toISOString(), until: '2026-12-01T05:00:00.000Z' });
    expect(iso(dateFilterWindow('this_month', 'UTC', new Date('2026-12-31T23:00:00Z'))).until).toBe('2027-01-01T00:00:00.000Z');
    expect(iso(dateFilterWindow('any', 'UTC', now))).toEqual({ from: null, until: null });
  });

  it('keeps midnight across a change of clocks', () => {
    // New York leaves summer time on 1 November 2026 at 02:00: that day lasts 25 hours.
    expect(iso(dateFilterWindow('today', 'America/New_York', new Date('2026-11-01T15:00:00Z')))).toEqual({ from: '2026-11-01T04:00:00.000Z', until: '2026-11-02T05:00:00.000Z' });
    expect(iso(dayRangeWindow(parseDay('2026-03-29'), parseDay('2026-03-29'), 'Europe/Paris'))).toEqual({ from: '2026-03-28T23:00:00.000Z', until: '2026-03-29T22:00:00.000Z' });
  });

  it('reads days written YYYY-MM-DD that the calendar has, and IANA zones', () => {
    expect(parseDay('2031-05-01')).toEqual({ year: 2031, month: 5, day: 1 });
    for (const text of ['2031-02-30', '2031-5-1', '01/05/2031', '2031-05-01T00:00', '0000-01-01']) expect(parseDay(text)).toBeNull();
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
