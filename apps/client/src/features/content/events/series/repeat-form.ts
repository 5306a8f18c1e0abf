import { t } from '../../../../lib/i18n';
import { seriesSummaryText } from './series-text';
import { monthPositionOf, SERIES_LIMITS, seriesRrule, WEEKDAYS, type SeriesEnd, type SeriesRepeat, type Weekday } from '@gatherly/schema';

/** How the form repeats an event; `none` makes one event. */
export type RepeatKind = 'none' | 'weekly' | 'biweekly' | 'monthly_day' | 'monthly_weekday';

/** The Repeats and Ends part of the event form, as its inputs hold it. */
export interface RepeatValues {
  kind: RepeatKind;
  weekdays: Weekday[];
  ends: 'until' | 'count';
  /** The last day, YYYY-MM-DD, in the event's zone. */
  until: string;
  /** The number of times as typed. */
  count: string;
}

export const NO_REPEAT: RepeatValues = { kind: 'none', weekdays: [], ends: 'count', until: '', count: '10' };

export type RepeatErrors = Partial<Record<'weekdays' | 'until' | 'count', string>>;

/** The day of the event's date ('YYYY-MM-DDTHH:mm' of the form): its weekday, day of the month and position in the month. */
export function dayOf(eventDate: string): { weekday: Weekday; monthDay: number; position: ReturnType<typeof monthPositionOf>; day: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(eventDate);
  if (!match) return null;
  const [year, month, monthDay] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, monthDay));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { weekday: WEEKDAYS[(date.getUTCDay() + 6) % 7], monthDay, position: monthPositionOf(monthDay, daysInMonth), day: match[0] };
}

/** The repeat and end the values say, or null for an event that does not repeat (or a date not chosen yet). */
export function repeatOf(values: RepeatValues, eventDate: string): { repeat: SeriesRepeat; end: SeriesEnd } | null {
  const day = dayOf(eventDate);
  if (values.kind === 'none' || !day) return null;
  const repeat: SeriesRepeat =
    values.kind === 'weekly' || values.kind === 'biweekly'
      ? { frequency: 'weekly', interval: values.kind === 'biweekly' ? 2 : 1, weekdays: values.weekdays }
      : values.kind === 'monthly_day'
        ? { frequency: 'monthly', month_day: day.monthDay }
        : { frequency: 'monthly', weekday: day.weekday, position: day.position };
  const end: SeriesEnd = values.ends === 'until' ? { until: values.until } : { count: Number(values.count) };
  return { repeat, end };
}

/** What is wrong with the values, at their fields. */
export function repeatErrors(values: RepeatValues, eventDate: string): RepeatErrors {
  if (values.kind === 'none') return {};
  const errors: RepeatErrors = {};
  if ((values.kind === 'weekly' || values.kind === 'biweekly') && values.weekdays.length === 0) errors.weekdays = t('events.series.daysRequired');
  if (values.ends === 'until') {
    const day = dayOf(eventDate);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.until)) errors.until = t('events.series.endDateRequired');
    else if (day && values.until < day.day) errors.until = t('events.series.endDateBeforeStart');
  } else {
    const count = Number(values.count);
    if (!/^\d+$/.test(values.count.trim()) || count < 2 || count > SERIES_LIMITS.maxOccurrences) errors.count = t('events.series.timesInvalid', { max: SERIES_LIMITS.maxOccurrences });
  }
  return errors;
}

/** The rule sent as event_rrule, or null. */
export function repeatRule(values: RepeatValues, eventDate: string): string | null {
  const chosen = repeatOf(values, eventDate);
  return chosen ? seriesRrule(chosen.repeat, chosen.end) : null;
}

/** "Weekly on Tue and Thu, 8 times", once the values make a rule. */
export function repeatSummary(values: RepeatValues, eventDate: string): string | null {
  const chosen = repeatOf(values, eventDate);
  if (!chosen || Object.keys(repeatErrors(values, eventDate)).length > 0) return null;
  return seriesSummaryText(chosen.repeat, chosen.end);
}

/** A change of kind: weekly rules start with the event's own weekday chosen. */
export function withKind(values: RepeatValues, kind: RepeatKind, eventDate: string): RepeatValues {
  const day = dayOf(eventDate);
  const weekly = kind === 'weekly' || kind === 'biweekly';
  return { ...values, kind, weekdays: weekly && values.weekdays.length === 0 && day ? [day.weekday] : values.weekdays };
}

/** The errors shown after a try that are still true: each goes once its field is right. */
export function repeatStillWrong(shown: RepeatErrors, current: RepeatErrors): RepeatErrors {
  return Object.fromEntries(Object.keys(shown).flatMap((field) => (current[field as keyof RepeatErrors] ? [[field, current[field as keyof RepeatErrors]]] : [])));
}
