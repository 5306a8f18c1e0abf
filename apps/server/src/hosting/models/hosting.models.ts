import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { HOSTING_LIMITS, type GuestAudience } from '@gatherly/schema';
import { PageCursor } from '../../common/paging/page-cursor.model';

/** GraphQL's names of the audiences; the values are REST's lower-case ones. */
export const GuestAudienceEnum = { GOING: 'going', WAITLISTED: 'waitlisted', ALL: 'all' } as const satisfies Record<string, GuestAudience>;
registerEnumType(GuestAudienceEnum, {
  name: 'GuestAudience',
  description: "Who a host's message to an event's guests goes to.",
  valuesMap: {
    GOING: { description: 'The guests going (with a seat).' },
    WAITLISTED: { description: 'The guests waiting for a seat.' },
    ALL: { description: 'Both.' },
  },
});

@ObjectType({ description: "A message a host wrote to an event's guests, kept on the event." })
export class EventMessage {
  @Field(() => ID, { description: 'Id of the message.' })
  event_message_id: string;

  @Field({ description: `What the host wrote, at most ${HOSTING_LIMITS.messageLength} characters.` })
  message_content: string;

  @Field(() => GuestAudienceEnum, { description: 'Who it was sent to.' })
  audience: GuestAudience;

  @Field(() => Int, { description: 'How many guests it was sent to (as a notification, and a mail to those who want one).' })
  recipient_count: number;

  @Field({ description: 'When it was sent.' })
  created_at: Date;
}

@ObjectType({ description: "A page of an event's messages to its guests, newest first." })
export class EventMessagePage {
  @Field(() => [EventMessage], { description: 'The messages of this page.' })
  items: EventMessage[];

  @Field(() => PageCursor, { nullable: true, description: 'Where the next (older) page starts; null on the last page.' })
  next_cursor: PageCursor | null;
}
