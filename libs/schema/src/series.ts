import { textRef } from './said';
import { EVENT_DATE_HORIZON_YEARS } from './content';

/**
 * Events that repeat (RFC 5545 RRULE): weekly on chosen days (every week or every two weeks), or
 * monthly on a day of the month or on the Nth weekday, until a date or a number of times. Each date
 * is an event of its own, made ahead for a rolling window.
 */
export const SERIES_LIMITS = {
  /** The most dates one rule may make. */
  maxOccurrences: 200,
  /** Dates within this many days from now exist as events; a daily job moves the window on. */
  windowDays: 90,
  /** Weeks or months between two dates. */
  intervals: [1, 2],
  /** The longest rule text accepted. */
  rruleLength: 500,
} as const;

/** Which dates of a series an edit or a deletion of one of them reaches. */
export const EDIT_SCOPES = ['this', 'following'] as const;
export type EditScope = (typeof EDIT_SCOPES)[number];
export const isEditScope = (value: unknown): value is EditScope => EDIT_SCOPES.includes(value as EditScope);

/** RFC 5545's two-letter weekdays, Monday first. */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, { short: string; long: string }> = {
  MO: { short: 'Mon', long: 'Monday' },
  TU: { short: 'Tue', long: 'Tuesday' },
  WE: { short: 'Wed', long: 'Wednesday' },
  TH: { short: 'Thu', long: 'Thursday' },
  FR: { short: 'Fri', long: 'Friday' },
  SA: { short: 'Sat', long: 'Saturday' },
  SU: { short: 'Sun', long: 'Sunday' },
};

/** "On the Nth weekday": 1 to 4, or -1 for the last. */
export const MONTH_POSITIONS = [1, 2, 3, 4, -1] as const;
export type MonthPosition = (typeof MONTH_POSITIONS)[number];

/** Bad rules and scopes: each names its field as REST sends it. */
export const SERIES_MESSAGES = {
  rruleInvalid: textRef('events.seriesRules.rruleInvalid'),
  rruleTooLong: textRef('events.seriesRules.rruleTooLong', { max: SERIES_LIMITS.rruleLength }),
  rrulePartUnsupported: (part: string) => textRef('events.seriesRules.rrulePartUnsupported', { part }),
  rruleFrequency: textRef('events.seriesRules.rruleFrequency'),
  rruleNoEnd: textRef('events.seriesRules.rruleNoEnd'),
  rruleBothEnds: textRef('events.seriesRules.rruleBothEnds'),
  rruleInterval: textRef('events.seriesRules.rruleInterval', { first: SERIES_LIMITS.intervals[0], second: SERIES_LIMITS.intervals[1] }),
  rruleWeeklyDays: textRef('events.seriesRules.rruleWeeklyDays'),
  rruleMonthlyDay: textRef('events.seriesRules.rruleMonthlyDay'),
  rruleTooMany: textRef('events.seriesRules.rruleTooMany', { max: SERIES_LIMITS.maxOccurrences }),
  rruleNoDates: textRef('events.seriesRules.rruleNoDates'),
  rruleTooFar: textRef('events.seriesRules.rruleTooFar', { years: EVENT_DATE_HORIZON_YEARS }),
  rruleOnUpdate: textRef('events.seriesRules.rruleOnUpdate'),
  scopeInvalid: textRef('events.seriesRules.scopeInvalid', { scopes: EDIT_SCOPES.join(', ') }),
  seriesNotFound: textRef('events.seriesRules.seriesNotFound'),
} as const;

/** How a series repeats, as the event form chooses it. */
export type SeriesRepeat =
  | { frequency: 'weekly'; interval: 1 | 2; weekdays: Weekday[] }
  | { frequency: 'monthly'; month_day: number }
  | { frequency: 'monthly'; weekday: Weekday; position: MonthPosition };

/** When a series ends: after its last date (a day, YYYY-MM-DD, in the event's time zone) or after a number of dates. */
export type SeriesEnd = { until: string } | { count: number };

/** The RRULE of a repeat and an end, such as `FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8`. */
export function seriesRrule(repeat: SeriesRepeat, end: SeriesEnd): string {
  const parts =
    repeat.frequency === 'weekly'
      ? ['FREQ=WEEKLY', ...(repeat.interval === 2 ? ['INTERVAL=2'] : []), `BYDAY=${sortedDays(repeat.weekdays).join(',')}`]
      : 'month_day' in repeat
        ? ['FREQ=MONTHLY', `BYMONTHDAY=${repeat.month_day}`]
        : ['FREQ=MONTHLY', `BYDAY=${repeat.position}${repeat.weekday}`];
  parts.push('until' in end ? `UNTIL=${end.until.replaceAll('-', '')}` : `COUNT=${end.count}`);
  return parts.join(';');
}

/** The repeat and end of a rule this form can make, or null (lines such as DTSTART are skipped). */
export function parseSeriesRrule(rrule: string): { repeat: SeriesRepeat; end: SeriesEnd } | null {
  const line = rrule.split(/\r?\n/).find((text) => /^(RRULE:)?FREQ=/i.test(text.trim()));
  if (!line) return null;
  const parts = Object.fromEntries(
    line
      .trim()
      .replace(/^RRULE:/i, '')
      .split(';')
      .map((part) => part.split('=') as [string, string])
      .map(([key, value]) => [key.toUpperCase(), (value ?? '').toUpperCase()]),
  );
  const end: SeriesEnd | null = parts.COUNT
    ? { count: Number(parts.COUNT) }
    : parts.UNTIL
      ? { until: `${parts.UNTIL.slice(0, 4)}-${parts.UNTIL.slice(4, 6)}-${parts.UNTIL.slice(6, 8)}` }
      : null;
  if (!end) return null;
  const interval = Number(parts.INTERVAL ?? 1);
  if (parts.FREQ === 'WEEKLY' && parts.BYDAY && (interval === 1 || interval === 2)) {
    const weekdays = parts.BYDAY.split(',').filter((day: string): day is Weekday => WEEKDAYS.includes(day as Weekday));
    return { repeat: { frequency: 'weekly', interval, weekdays }, end };
  }
  if (parts.FREQ === 'MONTHLY' && parts.BYMONTHDAY) return { repeat: { frequency: 'monthly', month_day: Number(parts.BYMONTHDAY) }, end };
  const positioned = parts.FREQ === 'MONTHLY' ? /^(-1|[1-4])(MO|TU|WE|TH|FR|SA|SU)$/.exec(parts.BYDAY ?? '') : null;
  if (positioned) return { repeat: { frequency: 'monthly', position: Number(positioned[1]) as MonthPosition, weekday: positioned[2] as Weekday }, end };
  return null;
}

/** The position ("on the Nth weekday") of a day of the month: the last one past the fourth week. */
export function monthPositionOf(dayOfMonth: number, daysInMonth: number): MonthPosition {
  if (dayOfMonth + 7 > daysInMonth) return -1;
  return Math.ceil(dayOfMonth / 7) as MonthPosition;
}

/**
 * How a series repeats from one of its dates on, when that date moves from the day `from` to the
 * day `to` (YYYY-MM-DD, in the event's zone) and the following dates move with it, as calendar
 * apps rewrite a rule from its new first date: weekly days move by as many days, a monthly day
 * becomes the new date's day, and "the Nth weekday" the new date's weekday and position in its
 * month (the last stays the last while the new date is in its month's last week).
 */
export function movedRepeat(repeat: SeriesRepeat, from: string, to: string): SeriesRepeat {
  const [before, after] = [utcDay(from), utcDay(to)];
  if (repeat.frequency === 'weekly') {
    const days = Math.round((after.getTime() - before.getTime()) / 86_400_000);
    return { ...repeat, weekdays: sortedDays(repeat.weekdays.map((day) => WEEKDAYS[(((WEEKDAYS.indexOf(day) + days) % 7) + 7) % 7])) };
  }
  const monthDay = after.getUTCDate();
  if ('month_day' in repeat) return { frequency: 'monthly', month_day: monthDay };
  const daysInMonth = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth() + 1, 0)).getUTCDate();
  const nth = Math.ceil(monthDay / 7);
  const position: MonthPosition = nth === 5 || (repeat.position === -1 && monthPositionOf(monthDay, daysInMonth) === -1) ? -1 : (nth as MonthPosition);
  return { frequency: 'monthly', weekday: WEEKDAYS[(after.getUTCDay() + 6) % 7], position };
}

function sortedDays(days: readonly Weekday[]): Weekday[] {
  return WEEKDAYS.filter((day) => days.includes(day));
}

function utcDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}
