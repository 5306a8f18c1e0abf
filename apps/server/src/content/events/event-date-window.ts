import { EVENT_SEARCH_DAY_PATTERN, type EventDateFilter } from '@gatherly/schema';

/** The instants an event may start at: from `from` (included) until `until` (left out); null is open. */
export interface DateWindow {
  from: Date | null;
  until: Date | null;
}

/** A calendar day, its month from 1. */
interface Day {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;

/** Whether `zone` is a time zone Intl knows (an IANA name, or UTC). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** `YYYY-MM-DD` as a day; null when it is written otherwise or is no day of the calendar (30 February). */
export function parseDay(text: string): Day | null {
  if (!EVENT_SEARCH_DAY_PATTERN.test(text)) return null;
  const [year, month, day] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { year, month, day } : null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock reading of `instant` in `zone`, and its weekday (0 Sunday … 6 Saturday). */
function wallClock(instant: number, zone: string): Day & { hour: number; minute: number; second: number; weekday: number } {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', weekday: 'short' });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday);
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second), weekday };
}

/** How far `zone`'s clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const clock = wallClock(instant, zone);
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant `day` begins in `zone`: its midnight, or the first instant after it where a change
 * of clocks skips midnight (as some zones do).
 */
function startOf(day: Day, zone: string): Date {
  const wall = Date.UTC(day.year, day.month - 1, day.day);
  let instant = wall - offsetAt(wall, zone);
  // The offset at the guess may differ from the offset at midnight itself (a change that day).
  instant = wall - offsetAt(instant, zone);
  const clock = wallClock(instant, zone);
  if (clock.day !== day.day) instant = wall - offsetAt(instant + DAY_MS / 2, zone);
  return new Date(instant);
}

/** The day `days` after `day`. */
function plus(day: Day, days: number): Day {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The window of a "When" choice at `now`, as a viewer in `zone` means it. */
export function dateFilterWindow(filter: EventDateFilter, zone: string, now: Date): DateWindow {
  const clock = wallClock(now.getTime(), zone);
  const today: Day = { year: clock.year, month: clock.month, day: clock.day };
  switch (filter) {
    case 'any':
      return { from: null, until: null };
    case 'today':
      return { from: startOf(today, zone), until: startOf(plus(today, 1), zone) };
    case 'tomorrow':
      return { from: startOf(plus(today, 1), zone), until: startOf(plus(today, 2), zone) };
    case 'this_weekend': {
      // Saturday 00:00 to Monday 00:00; on a Sunday, what is left of it.
      if (clock.weekday === 0) return { from: startOf(today, zone), until: startOf(plus(today, 1), zone) };
      const saturday = plus(today, 6 - clock.weekday);
      return { from: startOf(saturday, zone), until: startOf(plus(saturday, 2), zone) };
    }
    case 'this_week':
      // From now to the next Monday 00:00 (on a Monday, the one a week later).
      return { from: now, until: startOf(plus(today, ((8 - clock.weekday) % 7) || 7), zone) };
    case 'this_month': {
      const next = clock.month === 12 ? { year: clock.year + 1, month: 1, day: 1 } : { year: clock.year, month: clock.month + 1, day: 1 };
      return { from: now, until: startOf(next, zone) };
    }
  }
}

/** The window of days `from` to `to`, both included, in `zone`. */
export function dayRangeWindow(from: Day | null, to: Day | null, zone: string): DateWindow {
  return { from: from ? startOf(from, zone) : null, until: to ? startOf(plus(to, 1), zone) : null };
}

/** Where two windows overlap. */
export function intersect(a: DateWindow, b: DateWindow): DateWindow {
  const later = (x: Date | null, y: Date | null) => (x && y ? (x > y ? x : y) : (x ?? y));
  const sooner = (x: Date | null, y: Date | null) => (x && y ? (x < y ? x : y) : (x ?? y));
  return { from: later(a.from, b.from), until: sooner(a.until, b.until) };
}

/** Whether day `a` comes before day `b`. */
export const dayBefore = (a: Day, b: Day) => Date.UTC(a.year, a.month - 1, a.day) < Date.UTC(b.year, b.month - 1, b.day);
