import { describe, expect, it } from '@jest/globals';
import { NEAR_STORAGE_KEY, nearInput, nearLabel, NO_NEAR, rememberedNear, rememberNear, type NearChoice } from './near-filter';

const PARIS = { place_id: '2988507', name: 'Paris', region: 'Île-de-France', country: 'France', latitude: 48.85341, longitude: 2.3488 };

/** A storage kept in a map, as localStorage would keep it. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('"Near"', () => {
  it('sends nothing without a centre, whatever the radius', () => {
    expect(nearInput(NO_NEAR)).toBeUndefined();
    expect(nearInput({ centre: null, radius_km: 100 })).toBeUndefined();
  });

  it('sends a place by its id and the browser\'s location by coordinates to about 10 m, each with the radius', () => {
    expect(nearInput({ centre: { kind: 'place', place: PARIS }, radius_km: 5 })).toEqual({ place_id: '2988507', radius_km: 5 });
    expect(nearInput({ centre: { kind: 'location', latitude: 48.856613789, longitude: 2.352221987 }, radius_km: 50 })).toEqual({ latitude: 48.8566, longitude: 2.3522, radius_km: 50 });
  });

  it('reads a place as the picker shows it, and the browser\'s location as "My location"', () => {
    expect(nearLabel({ kind: 'place', place: PARIS })).toBe('Paris, Île-de-France, France');
    expect(nearLabel({ kind: 'location', latitude: 1, longitude: 2 })).toBe('My location');
  });

  it('remembers the last choice, and forgets it when cleared', () => {
    const storage = memoryStorage();
    const choice: NearChoice = { centre: { kind: 'place', place: PARIS }, radius_km: 10 };
    rememberNear(choice, storage);
    expect(rememberedNear(storage)).toEqual(choice);
    rememberNear({ centre: { kind: 'location', latitude: -33.87, longitude: 151.21 }, radius_km: 25 }, storage);
    expect(rememberedNear(storage)).toEqual({ centre: { kind: 'location', latitude: -33.87, longitude: 151.21 }, radius_km: 25 });
    rememberNear(NO_NEAR, storage);
    expect(storage.items.has(NEAR_STORAGE_KEY)).toBe(false);
    expect(rememberedNear(storage)).toEqual(NO_NEAR);
  });

  it('ignores what it cannot trust in storage', () => {
    expect(rememberedNear(memoryStorage({ [NEAR_STORAGE_KEY]: '{not json' }))).toEqual(NO_NEAR);
    expect(rememberedNear(memoryStorage({ [NEAR_STORAGE_KEY]: JSON.stringify({ centre: { kind: 'location', latitude: 91, longitude: 0 }, radius_km: 7 }) }))).toEqual(NO_NEAR);
    expect(rememberedNear(memoryStorage({ [NEAR_STORAGE_KEY]: JSON.stringify({ centre: { kind: 'place', place: { ...PARIS, place_id: '' } }, radius_km: 50 }) }))).toEqual({
      centre: null,
      radius_km: 50,
    });
    expect(rememberedNear(null)).toEqual(NO_NEAR);
  });
});
