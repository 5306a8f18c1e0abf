import { WEEKDAYS, type MonthPosition, type SeriesEnd, type SeriesRepeat, type Weekday } from '@gatherly/schema';
import { formatLocale, t } from '../../../../lib/i18n';

/** The Nth of 'on the Nth weekday', as the messages choose it. */
export const POSITION_WORDS: Record<MonthPosition, string> = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' };

/** A weekday's name in the language shown ('Monday', or 'Mon' when short), from a week that starts on a Monday. */
export function weekdayName(weekday: Weekday, width: 'long' | 'short'): string {
  return new Intl.DateTimeFormat(formatLocale(), { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(weekday))));
}

const sortedDays = (days: readonly Weekday[]): Weekday[] => WEEKDAYS.filter((day) => days.includes(day));

/** Words joined as the language lists them ('Tue, Thu and Fri': English without a serial comma). */
function listOf(words: string[]): string {
  const locale = formatLocale();
  return new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' }).format(words);
}

/** A day (YYYY-MM-DD) as 'Jun 30, 2027', in the language shown. */
function dayText(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(formatLocale(), { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, date)));
}

/** "Weekly on Tue and Thu, 8 times", "Monthly on the last Friday, until Mar 31, 2027". */
export function seriesSummaryText(repeat: SeriesRepeat, end: SeriesEnd): string {
  const how =
    repeat.frequency === 'weekly'
      ? t(repeat.interval === 2 ? 'events.series.summaryBiweekly' : 'events.series.summaryWeekly', { days: listOf(sortedDays(repeat.weekdays).map((day) => weekdayName(day, 'short'))) })
      : 'month_day' in repeat
        ? t('events.series.monthlyOnDay', { day: repeat.month_day })
        : t('events.series.monthlyOnWeekday', { position: POSITION_WORDS[repeat.position], weekday: repeat.weekday });
  return 'count' in end ? t('events.series.summaryTimes', { how, count: end.count }) : t('events.series.summaryUntil', { how, date: dayText(end.until) });
}

/** "This and following events will move to Wednesdays", once an edit moves a date of a series to another day. */
export function followingMoveText(repeat: SeriesRepeat): string {
  if (repeat.frequency === 'weekly') {
    const days = sortedDays(repeat.weekdays);
    return repeat.interval === 2
      ? t('events.series.moveBiweekly', { days: listOf(days.map((day) => weekdayName(day, 'long'))) })
      : t('events.series.moveWeekly', { days: listOf(days.map((weekday) => t('events.series.weekdays', { weekday }))) });
  }
  return 'month_day' in repeat
    ? t('events.series.moveMonthDay', { day: repeat.month_day })
    : t('events.series.moveMonthWeekday', { position: POSITION_WORDS[repeat.position], weekday: repeat.weekday });
}
