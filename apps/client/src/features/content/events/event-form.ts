import { ATTENDANCE_MESSAGES, capacityProblems, CONTENT_MESSAGES, validateEvent, type Said } from '@gatherly/schema';
import { say } from '../../../lib/i18n';
import type { EventInput } from '../../../gql/graphql';
import { browserTimeZone, fromZonedInput, isKnownTimeZone, toZonedInput } from './event-dates';
import type { PickedPlace } from './place/place-picker';

/** The event form as the inputs hold it; the date is a datetime-local value in the event's zone (formZone). */
export interface EventFormValues {
  event_name: string;
  event_description: string;
  event_date: string;
  event_location: string;
  event_category: string;
  event_is_online: boolean;
  /** The seats as typed: '' for no limit. */
  event_capacity: string;
  event_requires_approval: boolean;
  /** The place chosen (its zone is the event's), or none. */
  event_place: PickedPlace | null;
  /** The zone chosen for an event without a place; '' for the browser's. */
  event_timezone: string;
}

export const EMPTY_EVENT_FORM: EventFormValues = {
  event_name: '',
  event_description: '',
  event_date: '',
  event_location: '',
  event_category: '',
  event_is_online: false,
  event_capacity: '',
  event_requires_approval: false,
  event_place: null,
  event_timezone: '',
};

/** The zone the form's date is read in: the place's, else the one chosen, else the browser's. */
export function formZone(values: Pick<EventFormValues, 'event_place' | 'event_timezone'>): string {
  const zone = values.event_place?.timezone || values.event_timezone;
  return zone && isKnownTimeZone(zone) ? zone : browserTimeZone();
}

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

/** A stored event as the form reads it: its date as an ISO string, its capacity a number or null. */
export type StoredEventFields = Omit<EventFormValues, 'event_capacity' | 'event_requires_approval' | 'event_place' | 'event_timezone'> & {
  event_capacity?: number | null;
  event_requires_approval?: boolean;
  event_place?: Omit<PickedPlace, 'timezone'> | null;
  event_timezone?: string;
};

/** The form of a stored event. */
export function eventFormOf(event: StoredEventFields): EventFormValues {
  return {
    ...event,
    event_date: event.event_timezone ? toZonedInput(event.event_date, event.event_timezone) : toLocalInput(event.event_date),
    event_place: event.event_place ? { ...event.event_place, timezone: event.event_timezone ?? null } : null,
    event_timezone: event.event_place ? '' : (event.event_timezone ?? ''),
    event_capacity: event.event_capacity == null ? '' : String(event.event_capacity),
    event_requires_approval: event.event_requires_approval ?? false,
  };
}

/** The capacity typed: null for none, NaN when it is not a whole number (the checks say so). */
export function capacityOf(typed: string): number | null {
  const text = typed.trim();
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** Every field, trimmed, with the date as an ISO string: the body of a creation. */
export function eventPayload(values: EventFormValues) {
  return {
    event_name: values.event_name.trim(),
    event_description: values.event_description.trim(),
    event_date: fromZonedInput(values.event_date, formZone(values)),
    event_location: values.event_location.trim(),
    event_category: values.event_category,
    event_is_online: values.event_is_online,
    event_capacity: capacityOf(values.event_capacity),
    event_requires_approval: values.event_requires_approval,
    event_place_id: values.event_place?.place_id ?? null,
    event_timezone: formZone(values),
  };
}

/** A creation's multipart fields: flags as 'true'/'false', the capacity left out when there is none. */
export function eventFormData(payload: ReturnType<typeof eventPayload>): Record<string, string> {
  const { event_capacity: capacity, event_place_id: placeId, ...rest } = payload;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(rest)) fields[name] = String(value);
  if (capacity !== null) fields.event_capacity = String(capacity);
  if (placeId !== null) fields.event_place_id = placeId;
  return fields;
}

/** The fields that differ from the original (trimmed); an empty object means nothing changed. */
export function changedEventFields(original: EventFormValues, current: EventFormValues): EventInput {
  const before = eventPayload(original);
  const after = eventPayload(current);
  const changes: EventInput = {};
  if (after.event_name !== before.event_name) changes.event_name = after.event_name;
  if (after.event_description !== before.event_description) changes.event_description = after.event_description;
  // Another zone moves the instant of the same reading of the clock.
  if (current.event_date !== original.event_date || after.event_timezone !== before.event_timezone) changes.event_date = after.event_date;
  if (after.event_location !== before.event_location) changes.event_location = after.event_location;
  if (after.event_category !== before.event_category) changes.event_category = after.event_category;
  if (after.event_is_online !== before.event_is_online) changes.event_is_online = after.event_is_online;
  if (current.event_capacity.trim() !== original.event_capacity.trim()) changes.event_capacity = after.event_capacity;
  if (after.event_requires_approval !== before.event_requires_approval) changes.event_requires_approval = after.event_requires_approval;
  if (after.event_place_id !== before.event_place_id || !current.event_place !== !original.event_place) changes.event_place_id = after.event_place_id;
  if (after.event_timezone !== before.event_timezone) changes.event_timezone = after.event_timezone;
  return changes;
}

/**
 * The rules of spec §5, in form order. When editing, `storedDate` is the event's date: left
 * unchanged it is not checked against now (an event that took place may still be corrected).
 * Worded in the language shown.
 */
export function eventFormProblems(values: EventFormValues, now = Date.now(), storedDate?: string): string[] {
  const unchanged = storedDate !== undefined && values.event_date === toZonedInput(storedDate, formZone(values));
  const payload = eventPayload(values);
  const fields = { ...payload, event_date: unchanged ? storedDate : payload.event_date };
  return [...validateEvent(fields, now, storedDate), ...capacityProblems(fields.event_capacity)].map(say);
}

/**
 * The field each rule of `validateEvent` is about; anything else (a NUL character) is shown at the
 * name. A rule is known by its text in the language shown, the one the server answers in.
 */
const FIELD_OF: ReadonlyArray<readonly [Said, keyof EventFormValues]> = [
  [CONTENT_MESSAGES.eventDescriptionTooLong, 'event_description'],
  [CONTENT_MESSAGES.eventLocationTooLong, 'event_location'],
  [CONTENT_MESSAGES.eventDateRequired, 'event_date'],
  [CONTENT_MESSAGES.eventDateInvalid, 'event_date'],
  [CONTENT_MESSAGES.eventDateInPast, 'event_date'],
  [CONTENT_MESSAGES.eventDateTooFar, 'event_date'],
  [CONTENT_MESSAGES.eventCategoryInvalid, 'event_category'],
  [ATTENDANCE_MESSAGES.capacityInvalid, 'event_capacity'],
  [ATTENDANCE_MESSAGES.requiresApprovalInvalid, 'event_requires_approval'],
];

const isFormField = (name: string | null | undefined): name is keyof EventFormValues => !!name && Object.hasOwn(EMPTY_EVENT_FORM, name);

/**
 * The field a rule's message is about, if any: a rule of the form by its text, else the field the
 * server's refusal names (`named`: 'Capacity cannot be below the 3 people already going.' names event_capacity).
 */
export function fieldOfProblem(problem: string, named?: string | null): keyof EventFormValues | undefined {
  return FIELD_OF.find(([rule]) => say(rule) === problem)?.[1] ?? (isFormField(named) ? named : undefined);
}

export type EventFieldErrors = Partial<Record<keyof EventFormValues, string>>;

/** The problems of `eventFormProblems`, each at its field (the first one there when several). */
export function eventFieldErrors(values: EventFormValues, now = Date.now(), storedDate?: string): EventFieldErrors {
  const errors: EventFieldErrors = {};
  for (const problem of eventFormProblems(values, now, storedDate)) {
    const field = fieldOfProblem(problem) ?? 'event_name';
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

/** A refusal's messages, each at its field; null when one of them is about no field (it is then told as a notice). */
export function refusedFieldErrors(messages: readonly string[], named?: string | null): EventFieldErrors | null {
  if (messages.length === 0) return null;
  const errors: EventFieldErrors = {};
  for (const message of messages) {
    const field = fieldOfProblem(message, named);
    if (!field) return null;
    errors[field] ??= message;
  }
  return errors;
}

/** The server's refusals still shown: a field's leaves as soon as the field is changed. */
export function refusalsLeft(refused: EventFieldErrors, patch: Partial<EventFormValues>): EventFieldErrors {
  const left = { ...refused };
  for (const field of Object.keys(patch) as Array<keyof EventFormValues>) delete left[field];
  return left;
}
