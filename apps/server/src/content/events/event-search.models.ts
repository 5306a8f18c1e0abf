import { Field, Int, ObjectType } from '@nestjs/graphql';
import { PageCursor } from '../../common/paging/page-cursor.model';
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
