import {
  characterCount,
  DEFAULT_EVENT_RADIUS_KM,
  EVENT_NEAR_MESSAGES,
  EVENT_SEARCH_MESSAGES,
  isEventCategory,
  isEventDateFilter,
  isEventRadiusKm,
  LIMITS,
  type TextRef,
} from '@gatherly/schema';
import { DomainError } from '../../common/errors/domain-error';
import { likePattern } from '../../common/sql/like-pattern';
import { type DateWindow, dateFilterWindow, dayBefore, dayRangeWindow, intersect, isTimeZone, parseDay } from './event-date-window';

/**
 * The filters of Explore (spec §3, and the "Near" and "When") as REST sends them; absent,
 * null or blank ones do not filter. GraphQL's `near { … }` arrives here flattened.
 */
export interface EventFilters {
  event_name?: string | null;
  event_category?: string | null;
  event_is_online?: boolean | null;
  near_latitude?: number | null;
  near_longitude?: number | null;
  near_place_id?: string | null;
  radius_km?: number | null;
  date_filter?: string | null;
  date_from?: string | null;
  date_to?: string | null;
  viewer_timezone?: string | null;
}

/** The map's visible area; min_longitude above max_longitude crosses the 180th meridian. */
export interface MapBounds {
  min_latitude: number;
  max_latitude: number;
  min_longitude: number;
  max_longitude: number;
}

/** Where a place search finds a place's coordinates (places/). */
export interface PlaceLookup {
  byId(id: string): { latitude: number; longitude: number } | null | undefined | Promise<{ latitude: number; longitude: number } | null | undefined>;
}

/** The filters, checked: null where one is off. */
export interface CheckedFilters {
  /** A LIKE pattern, its `%`, `_` and `\` escaped. */
  name: string | null;
  category: string | null;
  online: boolean | null;
  near: { latitude: number; longitude: number; radiusMetres: number } | null;
  window: DateWindow;
}

export type SqlParameters = unknown[];

/** earthdistance's radius of the earth (earth()), in metres: distances here and in SQL agree. */
export const EARTH_RADIUS_METRES = 6_378_168;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The filters as SQL parameters; 'none' when no event can match; a 400 naming the field for a bad
 * one (an unknown category or place, a radius off the list, coordinates out of range, a malformed
 * day or zone, a range ending before it starts) or a body that is no object.
 */
export async function checkFilters(filters: EventFilters, places: PlaceLookup, now: Date): Promise<CheckedFilters | 'none'> {
  if (typeof filters !== 'object' || Array.isArray(filters)) throw DomainError.invalid([EVENT_SEARCH_MESSAGES.filtersInvalid]);
  const category = filters.event_category ?? '';
  if (category !== '' && !isEventCategory(category)) throw DomainError.invalid([EVENT_SEARCH_MESSAGES.categoryInvalid]);
  const window = checkWindow(filters, now);
  const near = await checkNear(filters, places);
  const name = (filters.event_name ?? '').trim();
  // No stored name is longer than the limit, and PostgreSQL text cannot hold U+0000.
  if (characterCount(name) > LIMITS.eventNameLength || name.includes('\u0000')) return 'none';
  if (window.from && window.until && window.from >= window.until) return 'none';
  return { name: name === '' ? null : likePattern(name), category: category === '' ? null : category, online: filters.event_is_online ?? null, near, window };
}

async function checkNear(filters: EventFilters, places: PlaceLookup): Promise<CheckedFilters['near']> {
  const radius = filters.radius_km ?? DEFAULT_EVENT_RADIUS_KM;
  if (!isEventRadiusKm(radius)) throw DomainError.invalid([EVENT_NEAR_MESSAGES.radiusInvalid]);
  const { near_latitude: latitude, near_longitude: longitude, near_place_id: placeId } = filters;
  const hasCoordinates = given(latitude) || given(longitude);
  if (given(placeId)) {
    if (hasCoordinates) throw DomainError.invalid([EVENT_NEAR_MESSAGES.placeAndCoordinates]);
    const place = typeof placeId === 'string' ? await places.byId(placeId) : null;
    if (!place) throw DomainError.invalid([EVENT_NEAR_MESSAGES.placeInvalid]);
    return { latitude: place.latitude, longitude: place.longitude, radiusMetres: radius * 1000 };
  }
  if (!hasCoordinates) return null;
  if (given(latitude) && !(isNumber(latitude) && latitude >= -90 && latitude <= 90)) throw DomainError.invalid([EVENT_NEAR_MESSAGES.latitudeInvalid]);
  if (given(longitude) && !(isNumber(longitude) && longitude >= -180 && longitude <= 180)) throw DomainError.invalid([EVENT_NEAR_MESSAGES.longitudeInvalid]);
  if (!isNumber(latitude) || !isNumber(longitude)) throw DomainError.invalid([EVENT_NEAR_MESSAGES.coordinatesIncomplete]);
  return { latitude, longitude, radiusMetres: radius * 1000 };
}

function checkWindow(filters: EventFilters, now: Date): DateWindow {
  const zone = filters.viewer_timezone || 'UTC';
  if (typeof zone !== 'string' || !isTimeZone(zone)) throw DomainError.invalid([EVENT_NEAR_MESSAGES.timezoneInvalid]);
  const filter = filters.date_filter || 'any';
  if (!isEventDateFilter(filter)) throw DomainError.invalid([EVENT_NEAR_MESSAGES.dateFilterInvalid]);
  const day = (value: unknown, message: TextRef) => {
    if (!given(value)) return null;
    const parsed = typeof value === 'string' ? parseDay(value) : null;
    if (!parsed) throw DomainError.invalid([message]);
    return parsed;
  };
  const from = day(filters.date_from, EVENT_NEAR_MESSAGES.dateFromInvalid);
  const to = day(filters.date_to, EVENT_NEAR_MESSAGES.dateToInvalid);
  if (from && to && dayBefore(to, from)) throw DomainError.invalid([EVENT_NEAR_MESSAGES.dateRangeReversed]);
  return intersect(dateFilterWindow(filter, zone, now), dayRangeWindow(from, to, zone));
}

/** `value` as the next SQL parameter: its placeholder. */
export function param(parameters: SqlParameters, value: unknown): string {
  parameters.push(value);
  return `$${parameters.length}`;
}

/** The point of the events `e`, as the GiST index events_earth_idx holds it (the same expression). */
const EVENT_POINT = 'll_to_earth(e.latitude, e.longitude)';

/**
 * The conditions of the filters that are on, each starting with AND, their parameters pushed on
 * `parameters`. Only the filters in use are written, so that the planner sees the distance
 * condition as it is and takes its index: the box around the place (`earth_box @>`, what the GiST
 * index answers), then the exact distance, which trims the box's corners.
 */
export function filtersSql(checked: CheckedFilters, parameters: SqlParameters): string {
  const conditions: string[] = [];
  if (checked.name !== null) conditions.push(`lower(e.name) LIKE '%' || lower(${param(parameters, checked.name)}::text) || '%'`);
  if (checked.category !== null) conditions.push(`e.category = ${param(parameters, checked.category)}::text`);
  if (checked.online !== null) conditions.push(`e.is_online = ${param(parameters, checked.online)}::boolean`);
  if (checked.window.from) conditions.push(`e.event_date >= ${param(parameters, checked.window.from.toISOString())}::timestamptz`);
  if (checked.window.until) conditions.push(`e.event_date < ${param(parameters, checked.window.until.toISOString())}::timestamptz`);
  if (checked.near) {
    const center = `ll_to_earth(${param(parameters, checked.near.latitude)}::float8, ${param(parameters, checked.near.longitude)}::float8)`;
    const radius = `${param(parameters, checked.near.radiusMetres)}::float8`;
    conditions.push(
      'e.latitude IS NOT NULL',
      'e.longitude IS NOT NULL',
      `earth_box(${center}, ${radius}) @> ${EVENT_POINT}`,
      `earth_distance(${center}, ${EVENT_POINT}) <= ${radius}`,
    );
  }
  return conditions.map((condition) => `AND ${condition}`).join(' ');
}

/** The map's bounds, checked: a 400 naming them when out of range or upside down. */
export function checkBounds(bounds: Partial<MapBounds>): MapBounds {
  const { min_latitude: south, max_latitude: north, min_longitude: west, max_longitude: east } = bounds;
  const latitude = (value: unknown): value is number => isNumber(value) && value >= -90 && value <= 90;
  const longitude = (value: unknown): value is number => isNumber(value) && value >= -180 && value <= 180;
  if (!latitude(south) || !latitude(north) || south > north) throw DomainError.invalid([EVENT_NEAR_MESSAGES.boundsLatitudeInvalid]);
  if (!longitude(west) || !longitude(east)) throw DomainError.invalid([EVENT_NEAR_MESSAGES.boundsLongitudeInvalid]);
  return { min_latitude: south, max_latitude: north, min_longitude: west, max_longitude: east };
}

/** Great-circle distance in metres between two points given in degrees, on earthdistance's sphere. */
export function distanceMetres(latitude1: number, longitude1: number, latitude2: number, longitude2: number): number {
  const radians = Math.PI / 180;
  const a = Math.sin(((latitude2 - latitude1) * radians) / 2) ** 2 + Math.cos(latitude1 * radians) * Math.cos(latitude2 * radians) * Math.sin(((longitude2 - longitude1) * radians) / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Points along the edges of the bounds, `steps` an edge, and how far apart neighbours are at most. */
function edgePoints(bounds: MapBounds, span: number, steps: number): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (let step = 0; step <= steps; step += 1) {
    const longitude = bounds.min_longitude + (span * step) / steps;
    const latitude = bounds.min_latitude + ((bounds.max_latitude - bounds.min_latitude) * step) / steps;
    points.push([bounds.min_latitude, longitude], [bounds.max_latitude, longitude], [latitude, bounds.min_longitude], [latitude, bounds.min_longitude + span]);
  }
  return points;
}

/**
 * The SQL condition of events inside the bounds. When the bounds span at most half the world's
 * longitudes, a circle around their middle holding every point of them (the farthest point of the
 * edges, plus the gap between two points looked at) lets the distance index narrow the events first;
 * the exact latitude and longitude conditions follow.
 */
export function boundsSql(bounds: MapBounds, parameters: SqlParameters): string {
  const span = (bounds.max_longitude - bounds.min_longitude + 360) % 360 || (bounds.max_longitude === bounds.min_longitude ? 0 : 360);
  const conditions = [
    'e.latitude IS NOT NULL',
    'e.longitude IS NOT NULL',
    `e.latitude BETWEEN ${param(parameters, bounds.min_latitude)}::float8 AND ${param(parameters, bounds.max_latitude)}::float8`,
    bounds.min_longitude <= bounds.max_longitude
      ? `e.longitude BETWEEN ${param(parameters, bounds.min_longitude)}::float8 AND ${param(parameters, bounds.max_longitude)}::float8`
      : `(e.longitude >= ${param(parameters, bounds.min_longitude)}::float8 OR e.longitude <= ${param(parameters, bounds.max_longitude)}::float8)`,
  ];
  if (span <= 180) {
    const steps = 16;
    const middle: [number, number] = [(bounds.min_latitude + bounds.max_latitude) / 2, ((bounds.min_longitude + span / 2 + 540) % 360) - 180];
    const points = edgePoints(bounds, span, steps);
    const farthest = Math.max(...points.map(([latitude, longitude]) => distanceMetres(middle[0], middle[1], latitude, longitude)));
    const gap = Math.max(distanceMetres(0, 0, 0, span / steps), distanceMetres(0, 0, (bounds.max_latitude - bounds.min_latitude) / steps, 0));
    const center = `ll_to_earth(${param(parameters, middle[0])}::float8, ${param(parameters, middle[1])}::float8)`;
    conditions.push(`earth_box(${center}, ${param(parameters, farthest + gap + 1000)}::float8) @> ${EVENT_POINT}`);
  }
  return conditions.join(' AND ');
}
