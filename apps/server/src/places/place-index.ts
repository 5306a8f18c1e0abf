import { PLACE_LIMITS, type Place } from '@gatherly/schema';

/** One gazetteer entry, as the index keeps it. */
export interface GazetteerPlace extends Place {
  population: number;
}

/** Letters a search key has; shorter queries look at the whole bucket of their first letters. */
const KEY_LENGTH = 3;
/** Grid cells of the nearest-place look-up, in degrees. */
const CELL_DEGREES = 1;
/** Rings of cells looked at before the nearest-place look-up reads every place. */
const MAX_RINGS = 30;
/** Kilometres in a degree of latitude. */
const KM_PER_DEGREE = 111.19;

/** Lower case, without accents or punctuation: "Île-de-France" and "ile de france" are the same key. */
export function normalizePlaceText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Places found by the start of their name (or of a later word of it), the most populous first,
 * and the place nearest to a point. Built once: buckets of the first letters of every word of
 * every name, each sorted by population, so that a search reads one bucket until it has enough;
 * and a grid of one-degree cells for the nearest place.
 */
export class PlaceIndex {
  private readonly byId = new Map<string, GazetteerPlace>();
  private readonly names: string[];
  private readonly regions: string[];
  private readonly countries: string[];
  private readonly buckets = new Map<string, number[]>();
  private readonly grid = new Map<string, number[]>();

  constructor(private readonly places: GazetteerPlace[]) {
    // Regions and countries repeat: each distinct one is normalized once.
    const normalized = new Map<string, string>();
    const once = (text: string) => normalized.get(text) ?? normalized.set(text, normalizePlaceText(text)).get(text) ?? '';
    this.names = places.map((place) => normalizePlaceText(place.name));
    this.regions = places.map((place) => once(place.region ?? ''));
    this.countries = places.map((place) => once(place.country));
    // Filled the most populous first, every bucket is in search order as it is built.
    const byPopulation = places.map((_place, index) => index).sort((a, b) => places[b].population - places[a].population);
    for (const index of byPopulation) {
      const place = places[index];
      this.byId.set(place.place_id, place);
      const keys = new Set<string>();
      for (const word of this.names[index].split(' ')) for (let length = 1; length <= Math.min(KEY_LENGTH, word.length); length++) keys.add(word.slice(0, length));
      for (const key of keys) push(this.buckets, key, index);
      push(this.grid, cellOf(place.latitude, place.longitude), index);
    }
  }

  get size(): number {
    return this.places.length;
  }

  /**
   * At most `limit` places whose name, or a word of it, starts with the query; "Paris, Texas"
   * keeps those whose region or country starts with what follows the comma.
   */
  search(query: string, limit: number = PLACE_LIMITS.results): GazetteerPlace[] {
    const [namePart, ...rest] = query.split(',');
    const name = normalizePlaceText(namePart);
    const within = normalizePlaceText(rest.join(' '));
    if (name === '') return [];
    const found: GazetteerPlace[] = [];
    for (const index of this.buckets.get(name.slice(0, KEY_LENGTH)) ?? []) {
      if (!this.nameMatches(index, name)) continue;
      if (within !== '' && !this.regions[index].startsWith(within) && !this.countries[index].startsWith(within)) continue;
      found.push(this.places[index]);
      if (found.length === limit) break;
    }
    return found;
  }

  byPlaceId(id: string): GazetteerPlace | null {
    return this.byId.get(id) ?? null;
  }

  /**
   * The gazetteer place nearest to a point (great-circle distance): cells in growing rings around
   * it until no farther cell can hold a nearer place; far from everyone (mid-ocean, near a pole),
   * every place.
   */
  nearest(latitude: number, longitude: number): GazetteerPlace | null {
    const best = { index: -1, km: Infinity };
    const consider = (index: number) => {
      const km = distanceKm(latitude, longitude, this.places[index].latitude, this.places[index].longitude);
      if (km < best.km) Object.assign(best, { index, km });
    };
    for (let ring = 0; ring <= MAX_RINGS; ring++) {
      for (const index of this.ring(latitude, longitude, ring)) consider(index);
      if (best.km <= ringDistanceKm(latitude, ring + 1)) return this.places[best.index];
    }
    this.places.forEach((_place, index) => consider(index));
    return this.places[best.index] ?? null;
  }

  private nameMatches(index: number, name: string): boolean {
    const candidate = this.names[index];
    return candidate.startsWith(name) || candidate.includes(` ${name}`);
  }

  private *ring(latitude: number, longitude: number, ring: number): Generator<number> {
    const row = Math.floor(latitude / CELL_DEGREES);
    const column = Math.floor(longitude / CELL_DEGREES);
    const columns = 360 / CELL_DEGREES;
    const seen = new Set<string>();
    for (let dRow = -ring; dRow <= ring; dRow++) {
      // Inner rows only need the ring's two sides.
      const step = Math.abs(dRow) === ring ? 1 : Math.max(1, 2 * ring);
      for (let dColumn = -ring; dColumn <= ring; dColumn += step) {
        // Columns wrap around the antimeridian.
        const wrapped = ((((column + dColumn + columns / 2) % columns) + columns) % columns) - columns / 2;
        const key = `${row + dRow}:${wrapped}`;
        if (seen.has(key)) continue;
        seen.add(key);
        yield* this.grid.get(key) ?? [];
      }
    }
  }
}

/**
 * The least distance from a point to any cell `ring` rings away: whole cells lie between them,
 * and a degree of longitude is narrowest at the ring's latitude nearest a pole.
 */
function ringDistanceKm(latitude: number, ring: number): number {
  const poleward = Math.min(90, Math.abs(latitude) + ring * CELL_DEGREES);
  return Math.max(0, (ring - 1) * CELL_DEGREES * KM_PER_DEGREE * Math.cos((poleward * Math.PI) / 180));
}

function cellOf(latitude: number, longitude: number): string {
  return `${Math.floor(latitude / CELL_DEGREES)}:${Math.floor(longitude / CELL_DEGREES)}`;
}

function push(map: Map<string, number[]>, key: string, index: number): void {
  const list = map.get(key);
  if (list) list.push(index);
  else map.set(key, [index]);
}

/** Great-circle distance (haversine), in kilometres. */
export function distanceKm(latitude1: number, longitude1: number, latitude2: number, longitude2: number): number {
  const radians = Math.PI / 180;
  const dLatitude = (latitude2 - latitude1) * radians;
  const dLongitude = (longitude2 - longitude1) * radians;
  const a = Math.sin(dLatitude / 2) ** 2 + Math.cos(latitude1 * radians) * Math.cos(latitude2 * radians) * Math.sin(dLongitude / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}
