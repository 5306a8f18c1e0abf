import { CONTENT_MESSAGES, validateEvent } from '@gatherly/schema';
import type { EventInput } from '../../../gql/graphql';

/** The event form as the inputs hold it; the date is a datetime-local value in local time. */
export interface EventFormValues {
  event_name: string;
  event_description: string;
  event_date: string;
  event_location: string;
  event_category: string;
  event_is_online: boolean;
}

export const EMPTY_EVENT_FORM: EventFormValues = {
  event_name: '',
  event_description: '',
  event_date: '',
  event_location: '',
  event_category: '',
  event_is_online: false,
};

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DDTHH:mm' in local time, as a datetime-local input shows it (also its `min`). */
export function toLocalInput(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '';
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}T${pad(value.getHours())}:${pad(value.getMinutes())}`;
}

/** The ISO 8601 instant of a datetime-local value (read in local time); '' when blank or invalid. */
export function fromLocalInput(value: string): string {
  if (value.trim() === '') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** The form of a stored event (its date as an ISO string). */
export function eventFormOf(event: EventFormValues): EventFormValues {
  return { ...event, event_date: toLocalInput(event.event_date) };
}

/** Every field, trimmed, with the date as an ISO string: the body of a creation. */
export function eventPayload(values: EventFormValues) {
  return {
    event_name: values.event_name.trim(),
    event_description: values.event_description.trim(),
    event_date: fromLocalInput(values.event_date),
    event_location: values.event_location.trim(),
    event_category: values.event_category,
    event_is_online: values.event_is_online,
  };
}

/** The fields that differ from the original (trimmed); an empty object means nothing changed. */
export function changedEventFields(original: EventFormValues, current: EventFormValues): EventInput {
  const before = eventPayload(original);
  const after = eventPayload(current);
  const changes: EventInput = {};
  if (after.event_name !== before.event_name) changes.event_name = after.event_name;
  if (after.event_description !== before.event_description) changes.event_description = after.event_description;
  if (current.event_date !== original.event_date) changes.event_date = after.event_date;
  if (after.event_location !== before.event_location) changes.event_location = after.event_location;
  if (after.event_category !== before.event_category) changes.event_category = after.event_category;
  if (after.event_is_online !== before.event_is_online) changes.event_is_online = after.event_is_online;
  return changes;
}

/**
 * The rules of spec §5, in form order. When editing, `storedDate` is the event's date: left
 * unchanged it is not checked against now (an event that took place may still be corrected).
 */
export function eventFormProblems(values: EventFormValues, now = Date.now(), storedDate?: string): string[] {
  const unchanged = storedDate !== undefined && values.event_date === toLocalInput(storedDate);
  const fields = { ...eventPayload(values), event_date: unchanged ? storedDate : fromLocalInput(values.event_date) };
  return validateEvent(fields, now, storedDate);
}

/** The field each rule of `validateEvent` is about; anything else (a NUL character) is shown at the name. */
const FIELD_OF: Record<string, keyof EventFormValues> = {
  [CONTENT_MESSAGES.eventDescriptionTooLong]: 'event_description',
  [CONTENT_MESSAGES.eventLocationTooLong]: 'event_location',
  [CONTENT_MESSAGES.eventDateRequired]: 'event_date',
  [CONTENT_MESSAGES.eventDateInvalid]: 'event_date',
  [CONTENT_MESSAGES.eventDateInPast]: 'event_date',
  [CONTENT_MESSAGES.eventDateTooFar]: 'event_date',
  [CONTENT_MESSAGES.eventCategoryInvalid]: 'event_category',
};

export type EventFieldErrors = Partial<Record<keyof EventFormValues, string>>;

/** The problems of `eventFormProblems`, each at its field (the first one there when several). */
export function eventFieldErrors(values: EventFormValues, now = Date.now(), storedDate?: string): EventFieldErrors {
  const errors: EventFieldErrors = {};
  for (const problem of eventFormProblems(values, now, storedDate)) {
    const field = FIELD_OF[problem] ?? 'event_name';
    errors[field] ??= problem;
  }
  return errors;
}

/** Of the errors shown after a try to send, those the current values still have: a fixed field's error leaves at once. */
export function stillWrong(shown: EventFieldErrors, current: EventFieldErrors): EventFieldErrors {
  const left: EventFieldErrors = {};
  for (const field of Object.keys(shown) as Array<keyof EventFormValues>) {
    if (current[field]) left[field] = current[field];
  }
  return left;
}
