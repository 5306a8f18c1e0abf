import { GUEST_AUDIENCES } from '@gatherly/schema';
import { FIELD_SCHEMAS } from '../openapi/field-schemas';
import { restModel } from '../openapi/rest-model';
import type { EventMessageData } from './guest-messages.service';

/** A message to an event's guests, as REST answers it. */
export const EventMessageJson = restModel('EventMessageJson', {
  event_message_id: FIELD_SCHEMAS.uuid,
  message_content: { type: String, description: 'What the host wrote.' },
  audience: { type: String, enum: [...GUEST_AUDIENCES], description: 'Who it was sent to: going, waitlisted or all.' },
  recipient_count: { type: 'integer', description: 'How many guests it was sent to.' },
  created_at: { type: String, format: 'date-time' },
});

export const eventMessageJson = (message: EventMessageData) => ({
  event_message_id: message.event_message_id,
  message_content: message.message_content,
  audience: message.audience,
  recipient_count: message.recipient_count,
  created_at: message.created_at,
});

/** A co-host as the event's REST answer lists them. */
export const CoHostJson = restModel('CoHostJson', {
  account_id: FIELD_SCHEMAS.uuid,
  username: { type: String },
  profile_image: { type: String, nullable: true, description: 'URL of the square profile photo; null for the default image.' },
});
