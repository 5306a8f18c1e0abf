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
}

/** Events: something happening at a date and place, with images, that people mark interest in. */
export const eventKind: ContentKindDefinition<Event> = {
  name: 'event',
  plural: 'events',
  entity: EventEntity,
  model: Event,
  reader: {
    columns: ['name', 'description', 'event_date', 'location', 'category', 'is_online'],
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
