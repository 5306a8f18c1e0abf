import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { PageCursor } from '../../common/paging/page-cursor.model';
import { FIELD_SCHEMAS } from '../../openapi/field-schemas';
import { restModel } from '../../openapi/rest-model';
import { Person } from '../../profiles/profile.models';
import type { Row } from '../shared/content.models';
import { Event } from './event.model';

@ObjectType({ description: 'One page of events, soonest first.' })
export class EventPage {
  @Field(() => [Event], { description: 'The events of this page.' })
  items: Array<Row<Event>>;

  @Field(() => PageCursor, { nullable: true, description: 'Where the next page starts (cursor_timestamp is the event date of the last event); null on the last page.' })
  next_cursor: PageCursor | null;
}

@ObjectType({ description: 'People the signed-in user follows who marked interest in an event.' })
export class FriendsInterested {
  @Field(() => Int, { description: 'How many of them there are.' })
  count: number;

  @Field(() => [Person], { description: 'Up to three of them, the most recently interested first.' })
  people: Person[];
}

@ObjectType({ description: 'An event on a map: where and when it takes place.' })
export class EventMarker {
  @Field(() => ID, { description: 'Id of the event.' })
  event_id: string;

  @Field({ description: 'Name of the event.' })
  event_name: string;

  @Field({ description: 'When it takes place.' })
  event_date: Date;

  @Field(() => Float, { description: 'Degrees north.' })
  latitude: number;

  @Field(() => Float, { description: 'Degrees east.' })
  longitude: number;
}

@ObjectType({ description: "The base map under the events' markers, as the server is configured (MAP_TILES_URL, MAP_ATTRIBUTION)." })
export class MapConfig {
  @Field(() => String, { nullable: true, description: 'Tile URL template with {z}, {x} and {y} (and {s} for subdomains); null when the map has no tiles.' })
  tiles_url: string | null;

  @Field({ description: 'Credit the tiles require, shown on the map.' })
  attribution: string;
}

/** REST's marker (POST /api/events/map). */
export const EventMarkerJson = restModel('EventMarkerJson', {
  event_id: FIELD_SCHEMAS.uuid,
  event_name: { type: String },
  event_date: { type: String, format: 'date-time' },
  latitude: { type: Number, description: 'Degrees north.' },
  longitude: { type: Number, description: 'Degrees east.' },
});

/** REST's map configuration (GET /api/events/map/config). */
export const MapConfigJson = restModel('MapConfigJson', {
  tiles_url: { type: String, nullable: true, description: 'Tile URL template with {z}, {x} and {y} (and {s} for subdomains); null when the map has no tiles.' },
  attribution: { type: String, description: 'Credit the tiles require, shown on the map.' },
});
