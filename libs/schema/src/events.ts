import { textRef } from './said';
import { CONTENT_MESSAGES } from './content';

/** Finding events (spec §2 Events page, §3 Event filters, §7 events search and interested). */
export const EVENT_SEARCH_MESSAGES = {
  filtersInvalid: textRef('explore.searchRules.filtersInvalid'),
  nameInvalid: textRef('explore.searchRules.nameInvalid'),
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
  radiusInvalid: textRef('explore.nearRules.radiusInvalid', { values: EVENT_RADII_KM.join(', ') }),
  latitudeInvalid: textRef('explore.nearRules.latitudeInvalid'),
  longitudeInvalid: textRef('explore.nearRules.longitudeInvalid'),
  coordinatesIncomplete: textRef('explore.nearRules.coordinatesIncomplete'),
  placeAndCoordinates: textRef('explore.nearRules.placeAndCoordinates'),
  placeInvalid: textRef('explore.nearRules.placeInvalid'),
  dateFilterInvalid: textRef('explore.nearRules.dateFilterInvalid', { values: EVENT_DATE_FILTERS.join(', ') }),
  dateFromInvalid: textRef('explore.nearRules.dateFromInvalid'),
  dateToInvalid: textRef('explore.nearRules.dateToInvalid'),
  dateRangeReversed: textRef('explore.nearRules.dateRangeReversed'),
  timezoneInvalid: textRef('explore.nearRules.timezoneInvalid'),
  boundsLatitudeInvalid: textRef('explore.nearRules.boundsLatitudeInvalid'),
  boundsLongitudeInvalid: textRef('explore.nearRules.boundsLongitudeInvalid'),
} as const;
