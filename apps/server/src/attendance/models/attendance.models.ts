import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { RsvpStatus } from '@gatherly/schema';
import { PageCursor } from '../../common/paging/page-cursor.model';
import { Event } from '../../content/events/event.model';
import type { Row } from '../../content/shared/content.models';
import { Person } from '../../profiles/profile.models';

/** GraphQL's names of the answers; the values are REST's lower-case ones. */
export const RsvpStatusEnum = { GOING: 'going', WAITLISTED: 'waitlisted', REQUESTED: 'requested' } as const satisfies Record<string, RsvpStatus>;
registerEnumType(RsvpStatusEnum, {
  name: 'RsvpStatus',
  description: "A person's answer to an event beside Interested.",
  valuesMap: {
    GOING: { description: 'They have a seat.' },
    WAITLISTED: { description: 'They wait for a seat, first come first served; a seat freed goes to the first.' },
    REQUESTED: { description: 'They asked to join and wait for a host to approve or decline.' },
  },
});

@ObjectType({ description: 'What going answered: where the signed-in user stands, and the event.' })
export class Rsvp {
  @Field(() => RsvpStatusEnum, { description: 'GOING with a seat, WAITLISTED when the event was full, REQUESTED when the hosts approve guests.' })
  rsvp_status: RsvpStatus;

  @Field(() => Int, { nullable: true, description: 'Their place in the waitlist (1 = next); null when not waiting.' })
  waitlist_position: number | null;

  @Field(() => Event, { description: 'The event, with its new counts.' })
  event: Row<Event>;
}

@ObjectType({ description: 'People the signed-in user follows who are going to an event.' })
export class FriendsGoing {
  @Field(() => Int, { description: 'How many of them there are.' })
  count: number;

  @Field(() => [Person], { description: 'Up to three of them, the most recently answered first.' })
  people: Person[];
}

@ObjectType({ description: "Someone on an event's guest list, as its hosts see them." })
export class Guest {
  @Field(() => Person, { description: 'Who they are.' })
  account: Person;

  @Field(() => RsvpStatusEnum, { description: 'Going, waiting for a seat, or asking to join.' })
  rsvp_status: RsvpStatus;

  @Field({ description: 'What they wrote to the hosts with a request to join; empty when nothing.' })
  message: string;

  @Field({ description: 'When they answered (went, joined the waitlist or asked).' })
  answered_at: Date;
}

@ObjectType({ description: 'A page of guests, in the order they came.' })
export class GuestPage {
  @Field(() => [Guest], { description: 'The guests of this page.' })
  items: Guest[];

  @Field(() => PageCursor, { nullable: true, description: 'Where the next page starts (cursor_timestamp is when the last guest took their place in the queue); null on the last page.' })
  next_cursor: PageCursor | null;
}
