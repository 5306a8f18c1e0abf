import { restModel } from '../openapi/rest-model';
import type { PlaceRow } from './places.service';

const COORDINATES = {
  latitude: { type: Number, minimum: -90, maximum: 90, description: 'Degrees north.' },
  longitude: { type: Number, minimum: -180, maximum: 180, description: 'Degrees east.' },
} as const;

export const PlaceJson = restModel('PlaceJson', {
  place_id: { type: String, pattern: '^[0-9]+$', example: '2988507', description: 'The gazetteer id (GeoNames); send it as event_place_id.' },
  name: { type: String, example: 'Paris' },
  region: { type: String, nullable: true, example: 'Île-de-France', description: 'Region (state, province), when the gazetteer names one.' },
  country: { type: String, example: 'France', description: 'Country, in English.' },
  ...COORDINATES,
  timezone: { type: String, example: 'Europe/Paris', description: 'The IANA time zone at the place.' },
});

export const EventPlaceJson = restModel('EventPlaceJson', {
  place_id: { type: String, nullable: true, pattern: '^[0-9]+$', description: 'The gazetteer id; null when the event was placed by coordinates.' },
  name: { type: String, description: "The place's name (for coordinates, the nearest gazetteer place's)." },
  region: { type: String, nullable: true },
  country: { type: String },
  ...COORDINATES,
});

export function placeJson(place: PlaceRow) {
  return { place_id: place.place_id, name: place.name, region: place.region, country: place.country, latitude: place.latitude, longitude: place.longitude, timezone: place.timezone };
}
