import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { NOTIFICATION_KINDS, NOTIFICATION_LIMITS, notificationSaid, type ContentKindName, type NotificationKind } from '@gatherly/schema';
import { ContentKindEnum } from '../content/shared/content.models';
import { Person } from '../profiles/profile.models';
import { FIELD_SCHEMAS } from '../openapi/field-schemas';
import { word } from '../i18n/texts';

export const NotificationKindEnum = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, kind])) as { [K in NotificationKind]: K };
registerEnumType(NotificationKindEnum, {
  name: 'NotificationKind',
  description: 'What a notification tells about.',
  valuesMap: {
    follow: { description: 'Someone followed the signed-in user.' },
    like: { description: 'Someone liked their remark, post or event.' },
    comment: { description: 'Someone commented on their remark, post or event.' },
    interest: { description: 'Someone marked interest in their event.' },
    event_reminder: { description: `An event they are interested in or going to starts within ${NOTIFICATION_LIMITS.reminderLeadHours} hours.` },
    event_seat: { description: 'They have a seat at an event: promoted from its waitlist, or their request to join approved.' },
    event_waitlisted: { description: 'A host approved their request to join an event that was full: they are on its waitlist, and get event_seat once seated.' },
    event_request: { description: 'Someone asks to join an event they host.' },
    event_declined: { description: 'A host declined their request to join an event.' },
    event_message: { description: 'A host wrote to the guests of an event they are going to or waiting for.' },
    data_export_ready: { description: 'The archive of their data they asked for is ready to download (Settings, Your data).' },
    mention: { description: 'Someone named them with @username in a remark, post caption, event description or comment (item_id: the item, or the one the comment is on).' },
    message: { description: 'Someone wrote to them in a chat: pushed to their devices alone, never an entry of the list; only its push can be set.' },
  },
});

@ObjectType({ description: "An entry of the signed-in user's notifications: one kind of thing that happened to one item (or, for follows, to them) on one day." })
export class NotificationEntry {
  @Field(() => ID, { description: 'Stays the same while people join the entry.' })
  id: string;

  @Field(() => NotificationKindEnum, { description: 'What happened.' })
  kind: NotificationKind;

  @Field({ description: "Its sentence, in the language of the answer: 'ada and 3 others liked your post'." })
  text: string;

  @Field(() => ID, { nullable: true, description: 'The remark, post or event it is about; null for follows.' })
  item_id: string | null;

  @Field(() => ContentKindEnum, { nullable: true, description: 'The kind of the item it is about; null for follows.' })
  item_kind: ContentKindName | null;

  @Field(() => String, { nullable: true, description: "The item's text: an event's name, a remark, a post's caption." })
  item_preview: string | null;

  @Field(() => String, { nullable: true, description: 'For comment entries: the text of the newest comment, shown rather than the item\'s; null otherwise.' })
  comment_text: string | null;

  @Field(() => String, { nullable: true, description: "URL of the thumbnail of the item's first image." })
  item_image: string | null;

  @Field(() => String, { nullable: true, description: "The description of the item's first image (its alt); null when none." })
  item_image_alt: string | null;

  @Field(() => [Person], { description: 'The newest people of the entry, newest first (at most two; none for reminders).' })
  actors: Person[];

  @Field(() => Int, { description: 'How many different people the entry is about.' })
  actor_count: number;

  @Field({ description: 'When its newest notification arrived.' })
  created_at: Date;

  @Field({ description: 'Whether the signed-in user has read it.' })
  read: boolean;

  @Field(() => ID, { description: 'Where it stands in the list; pass it as up_to when marking read, and as before to page on.' })
  position: string;
}

/** The sentence of an entry in `language`: 'ada and 3 others liked your post'. */
export function entryText(language: string, entry: Omit<NotificationEntry, 'text'>, startsInMs: number | null = null): string {
  return word(language, notificationSaid({
    kind: entry.kind,
    actors: entry.actors.map((actor) => actor.username),
    actorCount: entry.actor_count,
    itemKind: entry.item_kind,
    eventName: entry.item_preview,
    startsInMs,
  }));
}

@ObjectType({ description: 'Where the next page of notifications starts.' })
export class NotificationCursor {
  @ApiProperty({ ...FIELD_SCHEMAS.sequenceId, description: 'Pass it as `before` for the next page.' })
  @Field(() => ID, { description: 'Pass it as `before` of notifications for the next page.' })
  before: string;
}

@ObjectType({ description: 'A page of notifications, newest first.' })
export class NotificationPage {
  @Field(() => [NotificationEntry], { description: `At most ${NOTIFICATION_LIMITS.pageSize}, newest first.` })
  items: NotificationEntry[];

  @Field(() => NotificationCursor, { nullable: true, description: 'Null on the last page.' })
  next_cursor: NotificationCursor | null;

  @Field(() => Int, { description: 'Unread entries (counted up to 100).' })
  unread_count: number;
}

@ObjectType({ description: 'Where one kind of notification goes.' })
export class NotificationPreference {
  @ApiProperty({ enum: NOTIFICATION_KINDS })
  @Field(() => NotificationKindEnum, { description: 'The kind of notification this choice is for.' })
  kind: NotificationKind;

  @ApiProperty({ description: 'Shown in the bell and the Notifications page.' })
  @Field({ description: 'Shown in the bell and the Notifications page.' })
  in_app: boolean;

  @ApiProperty({ description: 'Sent by e-mail: reminders, seats, declined requests and hosts\' messages as they come, the rest in a daily digest.' })
  @Field({ description: 'Sent by e-mail: reminders, seats, declined requests and hosts\' messages as they come, the rest in a daily digest.' })
  email: boolean;

  @ApiProperty({ description: 'Pushed to the devices where push notifications are on (Settings, Notifications).' })
  @Field({ description: 'Pushed to the devices where push notifications are on (Settings, Notifications).' })
  push: boolean;
}
