import { DEFAULT_EVENT_RADIUS_KM, isEventRadiusKm, placeLabel, type EventRadiusKm, type Place } from '@gatherly/schema';
import { t } from '../../../lib/i18n';

/** A place from the place search, as "Near" keeps it. */
export type NearPlace = Place;

/** Where "Near" centres: a place from the search, or the browser's location once allowed. */
export type NearCentre = { kind: 'place'; place: NearPlace } | { kind: 'location'; latitude: number; longitude: number };

export interface NearChoice {
  centre: NearCentre | null;
  radius_km: EventRadiusKm;
}

export const NO_NEAR: NearChoice = { centre: null, radius_km: DEFAULT_EVENT_RADIUS_KM };

/** What the search takes for "Near" (EventFiltersInput.near). */
export interface NearInput {
  place_id?: string;
  latitude?: number;
  longitude?: number;
  radius_km: number;
}

/**
 * Coordinates from the browser are sent to about 10 m: the same spot read twice is the same list
 * in the cache, and nothing finer than a street is told to the server.
 */
const roundCoordinate = (value: number) => Math.round(value * 10_000) / 10_000;

/** "Near" as the server takes it; nothing when no centre is chosen. */
export function nearInput(near: NearChoice): NearInput | undefined {
  const { centre, radius_km } = near;
  if (!centre) return undefined;
  if (centre.kind === 'place') return { place_id: centre.place.place_id, radius_km };
  return { latitude: roundCoordinate(centre.latitude), longitude: roundCoordinate(centre.longitude), radius_km };
}

/** How the chosen centre reads beside the filter. */
export function nearLabel(centre: NearCentre): string {
  return centre.kind === 'place' ? placeLabel(centre.place) : t('explore.near.myLocation');
}

/** The key under which the last "Near" choice is kept in the browser. */
export const NEAR_STORAGE_KEY = 'explore_near';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // reading the property throws when storage is disabled
  }
};

const isFiniteIn = (value: unknown, bound: number): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= bound;
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function parseCentre(value: unknown): NearCentre | null {
  if (typeof value !== 'object' || value === null) return null;
  const centre = value as Record<string, unknown>;
  if (centre.kind === 'location') {
    return isFiniteIn(centre.latitude, 90) && isFiniteIn(centre.longitude, 180) ? { kind: 'location', latitude: centre.latitude, longitude: centre.longitude } : null;
  }
  if (centre.kind !== 'place' || typeof centre.place !== 'object' || centre.place === null) return null;
  const place = centre.place as Record<string, unknown>;
  if (!isText(place.place_id) || !isText(place.name) || !isText(place.country) || !isFiniteIn(place.latitude, 90) || !isFiniteIn(place.longitude, 180)) return null;
  const region = isText(place.region) ? place.region : null;
  return { kind: 'place', place: { place_id: place.place_id, name: place.name, region, country: place.country, latitude: place.latitude, longitude: place.longitude } };
}

/** The last "Near" choice, checked again (storage can be written by anyone on the page); none when absent or unreadable. */
export function rememberedNear(storage: Storage | null = browserStorage()): NearChoice {
  try {
    const stored = JSON.parse(storage?.getItem(NEAR_STORAGE_KEY) ?? 'null') as { centre?: unknown; radius_km?: unknown } | null;
    if (!stored) return NO_NEAR;
    return { centre: parseCentre(stored.centre), radius_km: isEventRadiusKm(stored.radius_km) ? stored.radius_km : DEFAULT_EVENT_RADIUS_KM };
  } catch {
    return NO_NEAR;
  }
}

/** Keeps the choice for the next visit; clearing "Near" forgets it. */
export function rememberNear(near: NearChoice, storage: Storage | null = browserStorage()): void {
  try {
    if (!near.centre && near.radius_km === DEFAULT_EVENT_RADIUS_KM) storage?.removeItem(NEAR_STORAGE_KEY);
    else storage?.setItem(NEAR_STORAGE_KEY, JSON.stringify(near));
  } catch {
    // A full or disabled storage only means the choice is not remembered.
  }
}
