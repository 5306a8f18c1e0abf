import { TIME_AGO_THRESHOLDS } from '@gatherly/schema';
import { t, type TextId } from '../i18n';

const [NOW, MINUTE, HOUR, DAY, WEEK, MONTH, YEAR] = TIME_AGO_THRESHOLDS;

export type AgeUnit = 'now' | 'seconds' | 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years';

/** Each unit's short form ('5m' in English, '5 min' in Spanish). */
const UNIT_TEXTS = {
  now: 'common.time.now',
  seconds: 'common.time.seconds',
  minutes: 'common.time.minutes',
  hours: 'common.time.hours',
  days: 'common.time.days',
  weeks: 'common.time.weeks',
  months: 'common.time.months',
  years: 'common.time.years',
} as const satisfies Record<AgeUnit, TextId>;

/**
 * The age of a date in the unit spec §4 counts it in: under 10 s 'now', then seconds, minutes,
 * hours, days, weeks, 30-day months and years. A date in the future (clock skew) is 'now'; an
 * unreadable date null.
 */
export function ageOf(date: string | Date, now: number = Date.now()): { unit: AgeUnit; count: number } | null {
  const time = typeof date === 'string' ? Date.parse(date) : date.getTime();
  if (Number.isNaN(time)) return null;
  const seconds = Math.floor((now - time) / 1000);
  if (seconds < NOW) return { unit: 'now', count: 0 };
  if (seconds < MINUTE) return { unit: 'seconds', count: seconds };
  if (seconds < HOUR) return { unit: 'minutes', count: Math.floor(seconds / MINUTE) };
  if (seconds < DAY) return { unit: 'hours', count: Math.floor(seconds / HOUR) };
  if (seconds < WEEK) return { unit: 'days', count: Math.floor(seconds / DAY) };
  if (seconds < MONTH) return { unit: 'weeks', count: Math.floor(seconds / WEEK) };
  if (seconds < YEAR) return { unit: 'months', count: Math.floor(seconds / MONTH) };
  return { unit: 'years', count: Math.floor(seconds / YEAR) };
}

/**
 * The short age of a date (spec §4) in the language shown: in English 'now', then '10s', '5m',
 * '2h', '4d', '1w', '2mo', '1y'. An unreadable date gives ''.
 */
export function timeAgo(date: string | Date, now: number = Date.now()): string {
  const age = ageOf(date, now);
  return age ? t(UNIT_TEXTS[age.unit], { count: age.count }) : '';
}
