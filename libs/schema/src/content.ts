import { characterCount } from './text';
import { EVENT_CATEGORIES } from './categories';
import { LIMITS } from './limits';
import { textRef, type Said } from './said';
import { SINGLE_LINE_MESSAGES, singleLineProblems } from './single-line';
import { hiddenCharacterProblems, isBlank, storedText } from './text-rules';

/** How far ahead an event may be planned. */
export const EVENT_DATE_HORIZON_YEARS = 5;

/** Messages of the content rules (spec §5, §8); the alerts the spec quotes are kept word for word. */
export const CONTENT_MESSAGES = {
  remarkRequired: textRef('content.rules.remarkRequired'),
  remarkTooLong: textRef('content.rules.remarkTooLong', { max: LIMITS.remarkLength }),
  commentRequired: textRef('content.rules.commentRequired'),
  commentTooLong: textRef('content.rules.commentTooLong', { max: LIMITS.commentLength }),
  captionTooLong: textRef('content.rules.captionTooLong', { max: LIMITS.postCaptionLength }),
  imagesRequired: textRef('content.rules.imagesRequired'),
  tooManyImages: textRef('content.media.tooManyImages', { max: LIMITS.imagesPerItem }),
  eventNameRequired: textRef('events.rules.eventNameRequired'),
  eventNameTooLong: textRef('events.rules.eventNameTooLong', { max: LIMITS.eventNameLength }),
  eventDescriptionTooLong: textRef('events.rules.eventDescriptionTooLong', { max: LIMITS.eventDescriptionLength }),
  eventLocationTooLong: textRef('events.rules.eventLocationTooLong', { max: LIMITS.eventLocationLength }),
  eventDateRequired: textRef('events.rules.eventDateRequired'),
  eventDateInvalid: textRef('events.rules.eventDateInvalid'),
  eventDateInPast: textRef('events.rules.eventDateInPast'),
  eventDateTooFar: textRef('events.rules.eventDateTooFar', { years: EVENT_DATE_HORIZON_YEARS }),
  eventCategoryInvalid: textRef('events.rules.eventCategoryInvalid'),
  eventOnlineInvalid: textRef('events.rules.eventOnlineInvalid'),
  nulCharacter: textRef('common.rules.nulCharacter'),
} as const;

/** A date this close to now still counts as "not in the past": the form's minimum is "now" when it opens. */
export const EVENT_DATE_GRACE_MS = 5 * 60 * 1000;


/** PostgreSQL text cannot hold U+0000 and no keyboard types it: refused rather than failing the save. */
export function nulProblems(...texts: string[]): Said[] {
  return texts.some((text) => text.includes('\u0000')) ? [CONTENT_MESSAGES.nulCharacter] : [];
}

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/;

/**
 * The instant of an ISO 8601 date-time with an offset (`2031-05-01T18:00:00+02:00`, `...Z`), or
 * null for anything else, including days that do not exist (`2030-02-30`) and offsets no place
 * on Earth has (beyond ±14:00).
 */
export function parseEventDate(value: string): number | null {
  const match = ISO_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const calendar = new Date(Date.UTC(year, month - 1, day));
  const real = calendar.getUTCFullYear() === year && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
  const [offsetHours, offsetMinutes] = [Number(match[8] ?? 0), Number(match[9] ?? 0)];
  if (!real || hour > 23 || minute > 59 || second > 59 || offsetHours > 14 || offsetMinutes > 59) return null;
  const instant = Date.parse(value.trim());
  return Number.isNaN(instant) ? null : instant;
}

export function validateRemark(content: string): Said[] {
  const text = storedText(content);
  if (isBlank(text)) return [CONTENT_MESSAGES.remarkRequired];
  return [...(characterCount(text) > LIMITS.remarkLength ? [CONTENT_MESSAGES.remarkTooLong] : []), ...nulProblems(text), ...hiddenCharacterProblems(text, 'remark', 'several')];
}

export function validateComment(content: string): Said[] {
  const text = storedText(content);
  if (isBlank(text)) return [CONTENT_MESSAGES.commentRequired];
  return [...(characterCount(text) > LIMITS.commentLength ? [CONTENT_MESSAGES.commentTooLong] : []), ...nulProblems(text), ...hiddenCharacterProblems(text, 'comment', 'several')];
}

export function validateCaption(caption: string): Said[] {
  const text = storedText(caption);
  return [...(characterCount(text) > LIMITS.postCaptionLength ? [CONTENT_MESSAGES.captionTooLong] : []), ...nulProblems(text), ...hiddenCharacterProblems(text, 'caption', 'several')];
}

export function validateImageCount(count: number): Said[] {
  if (count < 1) return [CONTENT_MESSAGES.imagesRequired];
  return count > LIMITS.imagesPerItem ? [CONTENT_MESSAGES.tooManyImages] : [];
}

export function isEventCategory(value: string): boolean {
  return EVENT_CATEGORIES.some((category) => category.value === value);
}

export interface EventFields {
  event_name: string;
  event_description: string;
  event_date: string;
  event_location: string;
  event_category: string;
}

/**
 * Every violated event rule, in form order. `unchangedDate` is the stored date when editing: an
 * event that already took place may still have its other fields corrected.
 */
/** The latest instant an event created or moved at `now` may take place. */
function horizonOf(now: number): number {
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() + EVENT_DATE_HORIZON_YEARS);
  return limit.getTime();
}

export function validateEvent(fields: EventFields, now = Date.now(), unchangedDate?: string): Said[] {
  const problems: Said[] = [];
  const [name, description, location] = [fields.event_name, fields.event_description, fields.event_location].map(storedText);
  if (isBlank(name)) problems.push(CONTENT_MESSAGES.eventNameRequired);
  if (characterCount(name) > LIMITS.eventNameLength) problems.push(CONTENT_MESSAGES.eventNameTooLong);
  problems.push(...singleLineProblems(name, SINGLE_LINE_MESSAGES.eventName), ...hiddenCharacterProblems(name, 'eventName', 'one'));
  if (characterCount(description) > LIMITS.eventDescriptionLength) problems.push(CONTENT_MESSAGES.eventDescriptionTooLong);
  problems.push(...hiddenCharacterProblems(description, 'eventDescription', 'several'));
  if (characterCount(location) > LIMITS.eventLocationLength) problems.push(CONTENT_MESSAGES.eventLocationTooLong);
  problems.push(...singleLineProblems(location, SINGLE_LINE_MESSAGES.eventLocation), ...hiddenCharacterProblems(location, 'eventLocation', 'one'));
  problems.push(...nulProblems(fields.event_name, fields.event_description, fields.event_location));
  if (fields.event_date.trim() === '') {
    problems.push(CONTENT_MESSAGES.eventDateRequired);
  } else {
    const date = parseEventDate(fields.event_date);
    const same = unchangedDate !== undefined && Date.parse(unchangedDate) === date;
    if (date === null) problems.push(CONTENT_MESSAGES.eventDateInvalid);
    else if (!same && date < now - EVENT_DATE_GRACE_MS) problems.push(CONTENT_MESSAGES.eventDateInPast);
    else if (!same && date > horizonOf(now)) problems.push(CONTENT_MESSAGES.eventDateTooFar);
  }
  if (!isEventCategory(fields.event_category)) problems.push(CONTENT_MESSAGES.eventCategoryInvalid);
  return problems;
}

/**
 * Every kind of content the server stores: one folder each under `apps/server/src/content`, listed
 * in its registry. A kind's limits and messages sit above, beside the others.
 */
export const CONTENT_KINDS = ['remark', 'post', 'event'] as const;
export type ContentKindName = (typeof CONTENT_KINDS)[number];

/**
 * The kinds the product shows. The client keys its maps on these, so a kind the server gains stays
 * out of the screens until it is added here together with its client folder.
 */
export const SHOWN_CONTENT_KINDS = ['remark', 'post', 'event'] as const satisfies readonly ContentKindName[];
export type ShownContentKind = (typeof SHOWN_CONTENT_KINDS)[number];

export const contentNotFound = (kind: ContentKindName) => textRef('content.rules.notFound', { kind });
export const contentForbidden = (kind: ContentKindName) => textRef('content.rules.forbidden', { kind });
export const COMMENT_MESSAGES = {
  notFound: textRef('content.rules.commentNotFound'),
  forbidden: textRef('content.rules.commentForbidden'),
} as const;
