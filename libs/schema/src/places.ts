import { textRef, type TextRef } from './said';
/** Places from the world gazetteer shipped with the app, and the time zone an event is told in. */
export const PLACE_LIMITS = {
  /** Places one search answers, the most populous first. */
  results: 10,
  /** Longest place search query taken (a city name, perhaps with ", region"). */
  queryLength: 100,
  /** Longest IANA time zone name accepted ("America/Argentina/ComodRivadavia" is 32). */
  timezoneLength: 64,
  /** Pause after typing before the place picker searches. */
  searchDebounceMs: 250,
} as const;

/** The zone of an event without a place or a chosen zone. */
export const DEFAULT_EVENT_TIMEZONE = 'UTC';

export const PLACE_MESSAGES = {
  queryRequired: textRef('events.places.queryRequired'),
  queryTooLong: textRef('events.places.queryTooLong', { max: PLACE_LIMITS.queryLength }),
  placeUnknown: textRef('events.places.placeUnknown'),
  placeInvalid: textRef('events.places.placeInvalid'),
  latitudeInvalid: textRef('events.places.latitudeInvalid', { min: -90, max: 90 }),
  longitudeInvalid: textRef('events.places.longitudeInvalid', { min: -180, max: 180 }),
  coordinatesIncomplete: textRef('events.places.coordinatesIncomplete'),
  placeAndCoordinates: textRef('events.places.placeAndCoordinates'),
  timezoneInvalid: textRef('events.places.timezoneInvalid'),
  searching: textRef('events.places.searching'),
  noPlacesMatch: textRef('events.places.noPlacesMatch'),
  placeSearchFailed: textRef('events.places.searchFailed'),
} as const;

/** A place of the gazetteer as both apps hold it: an answer of the place search, an event's place. */
export interface Place {
  place_id: string;
  name: string;
  region: string | null;
  country: string;
  latitude: number;
  longitude: number;
}

/** A place as the picker shows it: "Paris, Île-de-France, France". */
export function placeLabel(place: { name: string; region?: string | null; country: string }): string {
  const rest = [place.region, place.country].filter((part): part is string => !!part && part !== place.name);
  return [place.name, ...rest].join(', ');
}

/** Whether `zone` is an IANA time zone this runtime knows ("UTC" included). */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === '' || zone.length > PLACE_LIMITS.timezoneLength) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Problems of coordinates sent for an event, each naming its field. */
export function coordinateProblems(latitude: number | null | undefined, longitude: number | null | undefined): TextRef[] {
  const given = [latitude, longitude].filter((value) => value !== undefined && value !== null).length;
  if (given === 1) return [PLACE_MESSAGES.coordinatesIncomplete];
  if (given === 0) return [];
  const within = (value: number | null | undefined, bound: number) => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= bound;
  return [...(within(latitude, 90) ? [] : [PLACE_MESSAGES.latitudeInvalid]), ...(within(longitude, 180) ? [] : [PLACE_MESSAGES.longitudeInvalid])];
}
