import type { ContentKindDefinition } from '../shared/content-kind';
import { EventEntity } from './event.entity';
import { EventCommentBody } from './event.inputs';
import { EventCommentJson, EventJson, eventJson } from './event.json';
import { Event } from './event.model';

interface EventColumns {
  name: string;
  description: string;
  event_date: Date;
  location: string;
  category: string;
  is_online: boolean;
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
    columns: ['name', 'description', 'event_date', 'location', 'category', 'is_online', 'capacity', 'requires_approval', 'going_count', 'waitlist_count'],
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
};
