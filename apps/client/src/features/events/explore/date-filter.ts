import { EVENT_NEAR_MESSAGES, fieldOf, type EventDateFilter, type FieldTexts } from '@gatherly/schema';
import { say, type TextId } from '../../../lib/i18n';

/** The "When" choices of Explore: the server's date filters, and a range of days. */
export type WhenChoice = EventDateFilter | 'dates';

export const WHEN_CHOICES: readonly { value: WhenChoice; label: TextId }[] = [
  { value: 'any', label: 'explore.when.any' },
  { value: 'today', label: 'explore.when.today' },
  { value: 'tomorrow', label: 'explore.when.tomorrow' },
  { value: 'this_weekend', label: 'explore.when.thisWeekend' },
  { value: 'this_week', label: 'explore.when.thisWeek' },
  { value: 'this_month', label: 'explore.when.thisMonth' },
  { value: 'dates', label: 'explore.when.dates' },
];

export interface WhenValues {
  when: WhenChoice;
  /** YYYY-MM-DD as a date input gives it; '' when empty. */
  date_from: string;
  date_to: string;
}

export const ANY_TIME: WhenValues = { when: 'any', date_from: '', date_to: '' };

/** What the search takes for "When" (EventFiltersInput's date fields). */
export interface WhenInput {
  date_filter?: Uppercase<EventDateFilter>;
  date_from?: string;
  date_to?: string;
  viewer_timezone?: string;
}

/**
 * "When" as the server takes it, in the viewer's zone: "today" is the viewer's today. Any time
 * sends nothing; a range sends the days given (one end alone is open on the other side).
 */
export function whenInput(values: WhenValues, viewerZone: string): WhenInput {
  if (values.when === 'any') return {};
  if (values.when !== 'dates') return { date_filter: values.when.toUpperCase() as Uppercase<EventDateFilter>, viewer_timezone: viewerZone };
  const range = { ...(values.date_from ? { date_from: values.date_from } : {}), ...(values.date_to ? { date_to: values.date_to } : {}) };
  return Object.keys(range).length > 0 ? { ...range, viewer_timezone: viewerZone } : {};
}

/** Whether "When" narrows the list (for the Filters badge). */
export const whenIsOn = (values: WhenValues) => Object.keys(whenInput(values, 'UTC')).length > 0;

/** The server's refusals that concern the range's end (shown at "To") and its start (at "From"). */
const DATE_FIELDS: FieldTexts<'date_from' | 'date_to'> = [
  [EVENT_NEAR_MESSAGES.dateRangeReversed, 'date_to'],
  [EVENT_NEAR_MESSAGES.dateToInvalid, 'date_to'],
  [EVENT_NEAR_MESSAGES.dateFromInvalid, 'date_from'],
];

/** Which date field each of the server's messages (worded in the language shown) belongs to; others are not the fields' own. */
export function dateFieldErrors(messages: readonly string[]): { date_from?: string; date_to?: string } {
  const to = messages.find((message) => fieldOf(DATE_FIELDS, message, say) === 'date_to');
  const from = messages.find((message) => fieldOf(DATE_FIELDS, message, say) === 'date_from');
  return { ...(from ? { date_from: from } : {}), ...(to ? { date_to: to } : {}) };
}
