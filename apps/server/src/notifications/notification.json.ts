import { ApiProperty } from '@nestjs/swagger';
import { NOTIFICATION_KINDS } from '@gatherly/schema';
import { personJson, PersonJson } from '../profiles/profile.json';
import type { NotificationEntry, NotificationPage } from './notification.models';
import { FIELD_SCHEMAS } from '../openapi/field-schemas';

/** An entry as REST answers it: the GraphQL fields, actors with `account_id`. */
export class NotificationJson {
  @ApiProperty({ description: 'Stays the same while people join the entry.' })
  id: string;

  @ApiProperty({ enum: NOTIFICATION_KINDS })
  kind: string;

  @ApiProperty({ description: "Its sentence: 'ada and 3 others liked your post'." })
  text: string;

  @ApiProperty({ type: String, nullable: true, description: 'The remark, post or event it is about; null for follows.' })
  item_id: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'remark, post or event; null for follows.' })
  item_kind: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The item's text: an event's name, a remark, a post's caption." })
  item_preview: string | null;

  @ApiProperty({ type: String, nullable: true, description: "For comment entries: the text of the newest comment, shown rather than the item's; null otherwise." })
  comment_text: string | null;

  @ApiProperty({ type: String, nullable: true, description: "URL of the thumbnail of the item's first image." })
  item_image: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The description of the item's first image (its alt); null when none." })
  item_image_alt: string | null;

  @ApiProperty({ type: [PersonJson], description: 'The newest people of the entry, newest first (at most two; none for reminders).' })
  actors: PersonJson[];

  @ApiProperty({ type: 'integer', description: 'How many different people the entry is about.' })
  actor_count: number;

  @ApiProperty({ format: 'date-time', description: 'When its newest notification arrived.' })
  created_at: string;

  @ApiProperty({ description: 'Whether the caller has read it.' })
  read: boolean;

  @ApiProperty({ ...FIELD_SCHEMAS.sequenceId, description: 'Where it stands in the list: pass it as up_to when marking read.' })
  position: string;
}

export function notificationJson(entry: NotificationEntry) {
  const { actors, ...rest } = entry;
  return {
    ...rest,
    actors: actors.map(personJson),
  };
}

export function notificationPageJson(page: NotificationPage) {
  return { notifications: page.items.map(notificationJson), next_cursor: page.next_cursor, unread_count: page.unread_count };
}
