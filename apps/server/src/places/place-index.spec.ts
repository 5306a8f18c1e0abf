import { distanceKm, normalizePlaceText, PlaceIndex, type GazetteerPlace } from './place-index';

const place = (place_id: string, name: string, region: string | null, country: string, latitude: number, longitude: number, population: number): GazetteerPlace => ({
  place_id,
  name,
  region,
  country,
  latitude,
  longitude,
  population,
});

const PLACES = [
  place('1', 'Paris', 'Texas', 'United States', 33.66, -95.56, 25_000),
  place('2', 'Paris', 'Île-de-France', 'France', 48.85, 2.35, 2_100_000),
  place('3', 'Parma', 'Emilia-Romagna', 'Italy', 44.8, 10.33, 175_000),
  place('4', 'Zürich', 'Zurich', 'Switzerland', 47.37, 8.55, 340_000),
  place('5', 'New York City', 'New York', 'United States', 40.71, -74.0, 8_800_000),
  place('6', 'Suva', 'Central', 'Fiji', -18.14, 178.44, 77_000),
  place('7', 'Apia', null, 'Samoa', -13.83, -171.76, 40_000),
];

describe('PlaceIndex', () => {
  const index = new PlaceIndex(PLACES);

  it('finds places by the start of their name, the most populous first, ignoring case and accents', () => {
    expect(index.search('par').map((found) => found.place_id)).toEqual(['2', '3', '1']);
    expect(index.search('ZUR').map((found) => found.name)).toEqual(['Zürich']);
    expect(index.search('zür').map((found) => found.name)).toEqual(['Zürich']);
  });

  it('finds a place by a later word of its name', () => {
    expect(index.search('york').map((found) => found.name)).toEqual(['New York City']);
  });

  it('narrows "name, region or country"', () => {
    expect(index.search('Paris, Texas').map((found) => found.place_id)).toEqual(['1']);
    expect(index.search('paris, fr').map((found) => found.place_id)).toEqual(['2']);
    expect(index.search('paris, ile de').map((found) => found.place_id)).toEqual(['2']);
  });

  it('answers at most the limit, and nothing for blank or unknown names', () => {
    expect(index.search('p', 2)).toHaveLength(2);
    expect(index.search('  ,  ')).toEqual([]);
    expect(index.search('qqq')).toEqual([]);
  });

  it('finds a place by its id', () => {
    expect(index.byPlaceId('4')?.name).toBe('Zürich');
    expect(index.byPlaceId('99')).toBeNull();
  });

  it('finds the nearest place to a point, across the antimeridian and far from everyone', () => {
    expect(index.nearest(48.86, 2.29)?.place_id).toBe('2');
    expect(index.nearest(33.0, -96.0)?.place_id).toBe('1');
    expect(index.nearest(-16, 179.9)?.place_id).toBe('6');
    expect(index.nearest(-14, -179.9)?.place_id).toBe('6');
    expect(index.nearest(-60, 0)).not.toBeNull();
  });

  it('finds what measuring every place finds', () => {
    const distance = (a: GazetteerPlace, latitude: number, longitude: number) => distanceKm(latitude, longitude, a.latitude, a.longitude);
    for (const [latitude, longitude] of [[45, 5], [40, -80], [0, 0], [-20, -175], [70, 100], [-89, 10]]) {
      const brute = [...PLACES].sort((a, b) => distance(a, latitude, longitude) - distance(b, latitude, longitude))[0];
      expect(index.nearest(latitude, longitude)?.place_id).toBe(brute.place_id);
    }
  });
});

describe('normalizePlaceText', () => {
  it('drops accents, case and punctuation', () => {
    expect(normalizePlaceText('Île-de-France')).toBe('ile de france');
    expect(normalizePlaceText('  São Paulo ')).toBe('sao paulo');
    expect(normalizePlaceText('Straße')).toBe('strasse');
  });
});
