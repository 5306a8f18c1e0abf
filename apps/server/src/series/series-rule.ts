import { EVENT_DATE_HORIZON_YEARS, MONTH_POSITIONS, movedRepeat, parseSeriesRrule, SERIES_LIMITS, SERIES_MESSAGES, seriesRrule, WEEKDAYS, type TextRef } from '@gatherly/schema';
import { RRule, type Options } from 'rrule';
import { instantOfWallClock, wallClockOf } from './zoned-time';

const PARTS = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'UNTIL', 'COUNT', 'WKST']);
const DAY = /^(?:(-1|\+?[1-4])?)(MO|TU|WE|TH|FR|SA|SU)$/;
const UNTIL = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/;

/** A rule as checked: its parts, and the UNTIL as given (read in the event's zone once that is known). */
export interface CheckedRule {
  /** The RRULE line without UNTIL, upper case, parts in the order given. */
  parts: Array<[string, string]>;
  until: RegExpExecArray | null;
}

/**
 * Checks a rule on its own (whatever the event's date and zone): its form, that it ends, and that it
 * is one the event form can make. Answers the problems, each naming event_rrule, or the rule.
 */
export function checkRule(text: unknown): CheckedRule | TextRef[] {
  if (typeof text !== 'string' || text.trim() === '') return [SERIES_MESSAGES.rruleInvalid];
  if (text.length > SERIES_LIMITS.rruleLength) return [SERIES_MESSAGES.rruleTooLong];
  const body = text.trim().replace(/^RRULE:/i, '');
  const parts: Array<[string, string]> = [];
  for (const part of body.split(';')) {
    const match = /^([A-Za-z]+)=([^=;]+)$/.exec(part.trim());
    if (!match) return [SERIES_MESSAGES.rruleInvalid];
    const key = match[1].toUpperCase();
    if (!PARTS.has(key)) return [SERIES_MESSAGES.rrulePartUnsupported(key)];
    if (parts.some(([seen]) => seen === key)) return [SERIES_MESSAGES.rruleInvalid];
    parts.push([key, match[2].toUpperCase()]);
  }
  const get = (key: string) => parts.find(([name]) => name === key)?.[1];
  const problems: TextRef[] = [];
  const frequency = get('FREQ');
  if (frequency !== 'WEEKLY' && frequency !== 'MONTHLY') problems.push(SERIES_MESSAGES.rruleFrequency);
  const [count, untilText] = [get('COUNT'), get('UNTIL')];
  if (count === undefined && untilText === undefined) problems.push(SERIES_MESSAGES.rruleNoEnd);
  if (count !== undefined && untilText !== undefined) problems.push(SERIES_MESSAGES.rruleBothEnds);
  if (count !== undefined && !(/^\d{1,3}$/.test(count) && Number(count) >= 1 && Number(count) <= SERIES_LIMITS.maxOccurrences)) problems.push(SERIES_MESSAGES.rruleTooMany);
  const until = untilText === undefined ? null : UNTIL.exec(untilText);
  if (untilText !== undefined && (!until || Number.isNaN(Date.UTC(+until[1], +until[2] - 1, +until[3])))) problems.push(SERIES_MESSAGES.rruleInvalid);
  const interval = get('INTERVAL') ?? '1';
  if (!(SERIES_LIMITS.intervals as readonly number[]).includes(Number(interval)) || !/^\d+$/.test(interval)) problems.push(SERIES_MESSAGES.rruleInterval);
  const wkst = get('WKST');
  if (wkst !== undefined && !(WEEKDAYS as readonly string[]).includes(wkst)) problems.push(SERIES_MESSAGES.rruleInvalid);
  const days = get('BYDAY')?.split(',').map((day) => DAY.exec(day));
  const monthDay = get('BYMONTHDAY');
  if (frequency === 'WEEKLY' && (!days || days.some((day) => !day || day[1] !== undefined) || monthDay !== undefined)) problems.push(SERIES_MESSAGES.rruleWeeklyDays);
  if (frequency === 'MONTHLY') {
    const byMonthDay = monthDay !== undefined && days === undefined && /^\d{1,2}$/.test(monthDay) && Number(monthDay) >= 1 && Number(monthDay) <= 31;
    const position = days?.length === 1 && days[0]?.[1] !== undefined ? Number(days[0][1]) : null;
    const byPosition = monthDay === undefined && position !== null && (MONTH_POSITIONS as readonly number[]).includes(position);
    if (!byMonthDay && !byPosition) problems.push(SERIES_MESSAGES.rruleMonthlyDay);
  }
  if (problems.length > 0) return [...new Set(problems)];
  return { parts: parts.filter(([key]) => key !== 'UNTIL'), until };
}

/** The stored text of a rule: its first date on the wall clock of its zone, and the rule (RFC 5545). */
export function storedRule(rule: CheckedRule, start: Date, zone: string): string {
  const until = untilWallClock(rule, zone);
  const line = [...rule.parts, ...(until ? [['UNTIL', icalWallClock(until)] as [string, string]] : [])].map(([key, value]) => `${key}=${value}`).join(';');
  return `DTSTART;TZID=${zone}:${icalWallClock(wallClockOf(start, zone))}\nRRULE:${line}`;
}

/** A stored rule read back: its zone, its first date's wall clock, and the rule. */
export function readStoredRule(stored: string): { zone: string; rule: RRule } {
  const match = /^DTSTART;TZID=([^:]+):(\d{8}T\d{6})\nRRULE:(.+)$/.exec(stored);
  if (!match) throw new Error(`not a stored series rule: ${stored}`);
  const options: Partial<Options> = RRule.parseString(match[3]);
  return { zone: match[1], rule: new RRule({ ...options, dtstart: fromIcal(match[2]), tzid: null }) };
}

/** A stored rule with its first date moved, its UNTIL ended, or both. */
export function changedRule(stored: string, change: { start?: Date; until?: Date | null }): string {
  const { zone, rule } = readStoredRule(stored);
  const options: Partial<Options> = { ...rule.origOptions };
  if (change.until !== undefined) {
    delete options.count;
    options.until = change.until ? wallClockOf(change.until, zone) : null;
  }
  const start = change.start ? wallClockOf(change.start, zone) : rule.options.dtstart;
  const line = ruleLine(options);
  return `DTSTART;TZID=${zone}:${icalWallClock(start)}\nRRULE:${line}`;
}

/**
 * The instants of a stored rule after `after` (excluded) up to `before` (included), at most `limit`,
 * each the rule's wall-clock time in its zone.
 */
export function datesOf(stored: string, after: Date | null, before: Date | null, limit = SERIES_LIMITS.maxOccurrences + 1): Date[] {
  const { zone, rule } = readStoredRule(stored);
  // Wall clocks differ from instants by at most a day: read a day more on each side, then keep exactly.
  const from = after ? new Date(wallClockOf(after, zone).getTime() - 86_400_000) : null;
  const to = before ? new Date(wallClockOf(before, zone).getTime() + 86_400_000) : null;
  const dates: Date[] = [];
  rule.all((wall) => {
    if (to && wall > to) return false;
    if (from && wall <= from) return true;
    const instant = instantOfWallClock(wall, zone);
    if ((!after || instant > after) && (!before || instant <= before)) dates.push(instant);
    return dates.length < limit;
  });
  return dates;
}

/** Every date of a new rule, refused when there are none, too many, or past the planning horizon. */
export function checkDates(stored: string, now: Date): Date[] | TextRef[] {
  const dates = datesOf(stored, null, null);
  if (dates.length === 0 || dates[0].getTime() < now.getTime() - 5 * 60_000) return [SERIES_MESSAGES.rruleNoDates];
  if (dates.length > SERIES_LIMITS.maxOccurrences) return [SERIES_MESSAGES.rruleTooMany];
  const horizon = new Date(now);
  horizon.setUTCFullYear(horizon.getUTCFullYear() + EVENT_DATE_HORIZON_YEARS);
  if (dates.at(-1)! > horizon) return [SERIES_MESSAGES.rruleTooFar];
  return dates;
}

/** UNTIL on the wall clock: a day means its end; a time with Z is an instant; one without, a wall clock. */
function untilWallClock(rule: CheckedRule, zone: string): Date | null {
  const until = rule.until;
  if (!until) return null;
  const [year, month, day] = [+until[1], +until[2] - 1, +until[3]];
  if (until[4] === undefined) return new Date(Date.UTC(year, month, day, 23, 59, 59));
  const at = new Date(Date.UTC(year, month, day, +until[4], +until[5], +until[6]));
  return until[7] === 'Z' ? wallClockOf(at, zone) : at;
}

function icalWallClock(wall: Date): string {
  return wall.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, '');
}

function fromIcal(text: string): Date {
  return new Date(Date.UTC(+text.slice(0, 4), +text.slice(4, 6) - 1, +text.slice(6, 8), +text.slice(9, 11), +text.slice(11, 13), +text.slice(13, 15)));
}

/**
 * The rule of the dates from one of them on, when that date moved from `before` to `after` (each
 * an instant and its zone) and the later ones with it, as calendar apps rewrite it (RFC 5545: the
 * moved date starts a new rule): it starts at `after`, its days are rewritten from the new date
 * (movedRepeat: weekly days move by as many days, a monthly day or Nth weekday becomes the new
 * date's), and it keeps as many dates as were left: COUNT those left, UNTIL the old one (or moved by
 * the same time) when that keeps them all, else the day of the last of them.
 */
export function movedRule(stored: string, before: { date: Date; zone: string }, after: { date: Date; zone: string }): string {
  const { rule } = readStoredRule(stored);
  const [from, to] = [wallClockOf(before.date, before.zone), wallClockOf(after.date, after.zone)];
  const options: Partial<Options> = { ...rule.origOptions, dtstart: null, tzid: null };
  const form = parseSeriesRrule(stored);
  if (form) {
    const moved = RRule.parseString(seriesRrule(movedRepeat(form.repeat, isoDay(from), isoDay(to)), { count: 1 }));
    Object.assign(options, { byweekday: moved.byweekday, bymonthday: moved.bymonthday });
  }
  const left = Math.max(1, datesOf(stored, new Date(before.date.getTime() - 1), null).length);
  const withEnd = (end: Partial<Options>) => `DTSTART;TZID=${after.zone}:${icalWallClock(to)}\nRRULE:${ruleLine({ ...options, count: null, until: null, ...end })}`;
  const counted = withEnd({ count: left });
  if (!rule.origOptions.until) return counted;
  const shift = to.getTime() - from.getTime();
  const lastDay = datesOf(counted, null, null).map((date) => wallClockOf(date, after.zone)).at(-1)!;
  const ends = [rule.origOptions.until, new Date(rule.origOptions.until.getTime() + shift), new Date(Date.UTC(lastDay.getUTCFullYear(), lastDay.getUTCMonth(), lastDay.getUTCDate(), 23, 59, 59))];
  return ends.map((until) => withEnd({ until })).find((text) => datesOf(text, null, null, left + 1).length === left)!;
}

function isoDay(wall: Date): string {
  return wall.toISOString().slice(0, 10);
}

/**
 * The RRULE line of options, its UNTIL a wall clock of the zone like DTSTART (without the Z that
 * would make it UTC), and its positions as the event form writes them (2TU, not +2TU).
 */
function ruleLine(options: Partial<Options>): string {
  return RRule.optionsToString({ ...options, dtstart: null, tzid: null })
    .replace(/^RRULE:/, '')
    .replace(/UNTIL=(\d{8}T\d{6})Z/, 'UNTIL=$1')
    .replace(/([=,])\+(\d)/g, '$1$2');
}
