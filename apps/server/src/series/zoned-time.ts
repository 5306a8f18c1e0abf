/**
 * Wall-clock times of a time zone, as the dates of a series are counted: a rule says "Tuesdays at
 * 7:30 PM" in the event's zone, so each date is found on the wall clock (kept in a Date read as UTC)
 * and only then turned into an instant, which keeps 7:30 PM at 7:30 PM across changes of daylight
 * saving time.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formats.set(zone, format);
  }
  return format;
}

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const parts = Object.fromEntries(formatOf(zone).formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The wall-clock time of `instant` in `zone`, as a Date whose UTC fields are that wall clock. */
export function wallClockOf(instant: Date, zone: string): Date {
  return new Date(instant.getTime() + offsetAt(instant.getTime(), zone));
}

/**
 * The instant the wall clock of `zone` shows `wall` (a Date read as UTC). In the hour skipped when
 * clocks go forward, the time after the change; in the hour told twice, the first.
 */
export function instantOfWallClock(wall: Date, zone: string): Date {
  const guess = wall.getTime() - offsetAt(wall.getTime(), zone);
  const before = wall.getTime() - offsetAt(guess - 3 * 3600_000, zone);
  const after = wall.getTime() - offsetAt(guess + 3 * 3600_000, zone);
  // The earlier reading that really shows `wall`; neither does in a skipped hour: then the later offset's.
  for (const candidate of [Math.min(before, after), Math.max(before, after)]) if (wallClockOf(new Date(candidate), zone).getTime() === wall.getTime()) return new Date(candidate);
  return new Date(Math.max(before, after));
}
