import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { ContentItem, Media } from '../shared/content.models';
import { EventPlace } from '../../places/place.model';

@ObjectType({ implements: () => [ContentItem], description: 'An event people can mark interest in.' })
export class Event extends ContentItem {
  @Field(() => ID, { description: 'The same as id: the name REST gives it.' })
  event_id: string;

  @Field({ description: 'Name, at most 100 characters.' })
  event_name: string;

  @Field({ description: 'Description, at most 1000 characters.' })
  event_description: string;

  @Field({ description: 'When it takes place.' })
  event_date: Date;

  @Field({ description: 'Where it takes place, at most 120 characters.' })
  event_location: string;

  @Field({ description: 'Category value, one of the event categories.' })
  event_category: string;

  @Field({ description: 'Whether it takes place online.' })
  event_is_online: boolean;

  @Field({ description: "The IANA time zone its time is told in: its place's, or the one chosen (an online event); UTC when neither." })
  event_timezone: string;

  @Field(() => EventPlace, { nullable: true, description: 'Where on Earth it takes place (the venue line is event_location); null without a place: then it is on no map and near no one.' })
  event_place: EventPlace | null;

  @Field(() => [Media], { description: 'The images in gallery order; the first is the cover.' })
  media: Media[];

  @Field(() => Int, { description: 'Number of people interested.' })
  interest_count: number;

  @Field(() => Float, { nullable: true, description: 'Kilometres from the place searched near, to a tenth; null outside a search near a place.' })
  distance_km?: number | null;

  @Field({ description: 'Whether the signed-in user is interested.' })
  is_interested: boolean;

  @Field(() => ID, { nullable: true, description: 'The series this event is a date of (a repeating event, see eventSeries); null for an event that does not repeat.' })
  series_id: string | null;

  @Field(() => Int, { nullable: true, description: 'How many people can be going; null when any number can.' })
  event_capacity: number | null;

  @Field({ description: 'Whether going asks the hosts first (Request to join).' })
  event_requires_approval: boolean;

  @Field(() => Int, { description: 'How many people are going.' })
  going_count: number;

  @Field(() => Int, { description: 'How many people are waiting for a seat.' })
  waitlist_count: number;

  @Field(() => Int, { nullable: true, description: 'Seats still free (0 when full); null when the event has no capacity.' })
  seats_left: number | null;
}
