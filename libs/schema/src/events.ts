import { CONTENT_MESSAGES } from './content';

/** Finding events (spec §2 Events page, §3 Event filters, §7 events search and interested). */
export const EVENT_SEARCH_MESSAGES = {
  filtersInvalid: 'The event filters must be an object.',
  nameInvalid: 'The event name to search for must be text.',
  categoryInvalid: CONTENT_MESSAGES.eventCategoryInvalid,
  onlineInvalid: CONTENT_MESSAGES.eventOnlineInvalid,
} as const;

export const EVENT_SEARCH_LIMITS = {
  /** People named in "… you follow are interested"; the rest are counted. */
  friendsInterestedShown: 3,
} as const;

/** Radii of "Near" on Explore, in kilometres (the list); the default is 25. */
export const EVENT_RADII_KM = [5, 10, 25, 50, 100] as const;
export type EventRadiusKm = (typeof EVENT_RADII_KM)[number];
export const DEFAULT_EVENT_RADIUS_KM: EventRadiusKm = 25;
export const isEventRadiusKm = (value: unknown): value is EventRadiusKm => EVENT_RADII_KM.includes(value as EventRadiusKm);

/**
 * "When" on Explore, computed in the viewer's time zone: the day, the next day, Saturday 00:00 to
 * Monday 00:00 (on a Sunday, that day), from now to next Monday 00:00, from now to the first of
 * next month. `any` does not filter.
 */
export const EVENT_DATE_FILTERS = ['any', 'today', 'tomorrow', 'this_weekend', 'this_week', 'this_month'] as const;
export type EventDateFilter = (typeof EVENT_DATE_FILTERS)[number];
export const isEventDateFilter = (value: unknown): value is EventDateFilter => EVENT_DATE_FILTERS.includes(value as EventDateFilter);

/** A day as date_from and date_to send it. */
export const EVENT_SEARCH_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const EVENT_MAP_LIMITS = {
  /** Markers of one map answer at most, soonest first. */
  markers: 500,
} as const;

/** Bad "Near", "When" and map input: each names its field as REST sends it. */
export const EVENT_NEAR_MESSAGES = {
  radiusInvalid: `radius_km must be one of ${EVENT_RADII_KM.join(', ')}.`,
  latitudeInvalid: 'near_latitude must be a number from -90 to 90.',
  longitudeInvalid: 'near_longitude must be a number from -180 to 180.',
  coordinatesIncomplete: 'near_latitude and near_longitude must be given together.',
  placeAndCoordinates: 'Give near_place_id or near_latitude and near_longitude, not both.',
  placeInvalid: 'near_place_id must name a place from the place search.',
  dateFilterInvalid: `date_filter must be one of ${EVENT_DATE_FILTERS.join(', ')}.`,
  dateFromInvalid: 'date_from must be a day written YYYY-MM-DD.',
  dateToInvalid: 'date_to must be a day written YYYY-MM-DD.',
  dateRangeReversed: 'date_to cannot be before date_from.',
  timezoneInvalid: 'viewer_timezone must be an IANA time zone, such as Europe/Paris.',
  boundsLatitudeInvalid: 'min_latitude and max_latitude must be numbers from -90 to 90, min_latitude not above max_latitude.',
  boundsLongitudeInvalid: 'min_longitude and max_longitude must be numbers from -180 to 180.',
} as const;
