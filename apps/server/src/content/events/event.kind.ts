import type { ContentKindDefinition } from '../shared/content-kind';
import { FRIENDS_GOING, RSVP } from '../../attendance/attendance-loaders';
import { EVENT_HOSTING } from '../../hosting/event-hosting.loader';
import { FRIENDS_INTERESTED } from './friends-interested.loader';
import { EventEntity } from './event.entity';
import { EventCommentBody } from './event.inputs';
import { EventCommentJson, EventJson, eventJson } from './event.json';
import { Event } from './event.model';
import type { EventPlace } from '../../places/place.model';

interface EventColumns {
  name: string;
  description: string;
  event_date: Date;
  location: string;
  category: string;
  is_online: boolean;
  timezone: string;
  place_id: string | null;
  place_name: string | null;
  place_region: string | null;
  place_country: string | null;
  latitude: number | null;
  longitude: number | null;
  series_id: string | null;
  capacity: number | null;
  requires_approval: boolean;
  going_count: number;
  waitlist_count: number;
}

/** Events: something happening at a date and place, with images, that people mark interest in. */
export const eventKind: ContentKindDefinition<Event> = {
  name: 'event',
  plural: 'events',
  entity: EventEntity,
  model: Event,
  reader: {
    columns: ['name', 'description', 'event_date', 'location', 'category', 'is_online', 'timezone', 'place_id', 'place_name', 'place_region', 'place_country', 'latitude', 'longitude', 'series_id', 'capacity', 'requires_approval', 'going_count', 'waitlist_count'],
    fields: (row) => {
      const event = row as unknown as EventColumns;
      return {
        event_id: row.id,
        event_name: event.name,
        event_description: event.description,
        event_date: event.event_date,
        event_location: event.location,
        event_category: event.category,
        event_is_online: event.is_online,
        event_timezone: event.timezone,
        event_place: eventPlaceOf(event),
        series_id: event.series_id,
        event_capacity: event.capacity,
        event_requires_approval: event.requires_approval,
        going_count: event.going_count,
        waitlist_count: event.waitlist_count,
        seats_left: event.capacity === null ? null : Math.max(0, event.capacity - event.going_count),
      };
    },
  },
  previewColumn: 'name',
  startsAtColumn: 'event_date',
  toJson: eventJson,
  commentBody: EventCommentBody,
  jsonModel: EventJson,
  commentModel: EventCommentJson,
  parts: [FRIENDS_INTERESTED, RSVP, FRIENDS_GOING, EVENT_HOSTING],
};

/** The place an event's row keeps; none without coordinates. */
function eventPlaceOf(event: EventColumns): EventPlace | null {
  if (event.latitude === null || event.longitude === null) return null;
  return { place_id: event.place_id, name: event.place_name ?? '', region: event.place_region, country: event.place_country ?? '', latitude: event.latitude, longitude: event.longitude };
}
