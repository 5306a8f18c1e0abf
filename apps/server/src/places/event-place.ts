import { coordinateProblems, DEFAULT_EVENT_TIMEZONE, isTimeZone, PLACE_MESSAGES, type Said } from '@gatherly/schema';

/** The place and zone fields of an event as a client sends them (both doors); left out: unchanged. */
export interface EventPlaceInput {
  /** A place of the place search; null or '' takes the event's place away. */
  event_place_id?: string | null;
  event_latitude?: number | null;
  event_longitude?: number | null;
  /** IANA; left out: the place's zone when the place changes, else unchanged (UTC on creation). */
  event_timezone?: string | null;
}

/** The columns of `events` these fields set. */
export interface EventPlaceColumns {
  placeId: string | null;
  placeName: string | null;
  placeRegion: string | null;
  placeCountry: string | null;
  latitude: number | null;
  longitude: number | null;
  timezone: string;
}

/** What was asked for: a place by id, a point, no place, or no change. */
export type PlaceRequest = { kind: 'place'; placeId: string } | { kind: 'point'; latitude: number; longitude: number } | { kind: 'none' } | { kind: 'unchanged' };

const given = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null && value !== '';

/** Problems of the fields as sent, each naming its field (before any place is looked up). */
export function eventPlaceProblems(input: EventPlaceInput): Said[] {
  const problems: Said[] = [];
  if (input.event_place_id !== undefined && input.event_place_id !== null && typeof input.event_place_id !== 'string') problems.push(PLACE_MESSAGES.placeInvalid);
  if (given(input.event_place_id) && (given(input.event_latitude) || given(input.event_longitude))) problems.push(PLACE_MESSAGES.placeAndCoordinates);
  problems.push(...coordinateProblems(input.event_latitude, input.event_longitude));
  if (given(input.event_timezone) && !isTimeZone(input.event_timezone)) problems.push(PLACE_MESSAGES.timezoneInvalid);
  return problems;
}

/** The request the fields make (valid ones: see eventPlaceProblems). */
export function placeRequestOf(input: EventPlaceInput): PlaceRequest {
  if (given(input.event_place_id)) return { kind: 'place', placeId: input.event_place_id.trim() };
  if (given(input.event_latitude) && given(input.event_longitude)) return { kind: 'point', latitude: input.event_latitude, longitude: input.event_longitude };
  if (input.event_place_id === null || input.event_place_id === '') return { kind: 'none' };
  return { kind: 'unchanged' };
}

/** No place, in the zone chosen; else UTC on creation, and the zone kept on update. */
export function placelessColumns(timezone: string | null, on: 'creation' | 'update'): Partial<EventPlaceColumns> {
  const none = { placeId: null, placeName: null, placeRegion: null, placeCountry: null, latitude: null, longitude: null };
  if (given(timezone)) return { ...none, timezone };
  return on === 'creation' ? { ...none, timezone: DEFAULT_EVENT_TIMEZONE } : none;
}
