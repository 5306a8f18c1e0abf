import { restModel } from '../../openapi/rest-model';
import { commentModel, engagementJson, itemModel, MediaJson, mediaJson } from '../shared/content-json';
import type { Row } from '../shared/content.models';
import type { ItemLoaders } from '../shared/content-kind';
import type { Event } from './event.model';
import { friendsInterestedOf, type FriendsInterestedOf } from './friends-interested.loader';
import { EVENT_CATEGORIES, RSVP_STATUSES } from '@gatherly/schema';
import { friendsGoingOf, rsvpOf, type FriendsGoingOf } from '../../attendance/attendance-loaders';
import { FIELD_SCHEMAS } from '../../openapi/field-schemas';

const FriendJson = restModel('FriendInterestedJson', { account_id: FIELD_SCHEMAS.uuid, username: { type: String }, profile_image: { type: String, nullable: true } });
const FriendsInterestedJson = restModel('FriendsInterestedJson', {
  count: { type: 'integer', description: 'How many of the people the caller follows are interested.' },
  people: { type: [FriendJson], description: 'Up to three of them, newest first.' },
});

const FriendsGoingJson = restModel('FriendsGoingJson', {
  count: { type: 'integer', description: 'How many of the people the caller follows are going.' },
  people: { type: [FriendJson], description: 'Up to three of them, newest first.' },
});

export const EventCommentJson = commentModel('event');
export const EventJson = itemModel(
  'event',
  {
    event_id: FIELD_SCHEMAS.uuid,
    event_name: { type: String },
    event_description: { type: String },
    event_date: { type: String, format: 'date-time' },
    event_location: { type: String },
    event_category: { type: String, enum: EVENT_CATEGORIES.map((category) => category.value) },
    event_is_online: { type: Boolean },
    media: { type: [MediaJson] },
    interest_count: { type: 'integer' },
    is_interested: { type: Boolean, description: 'Whether the caller marked interest.' },
    friends_interested: { type: FriendsInterestedJson },
    event_capacity: { type: 'integer', nullable: true, description: 'How many people can be going; null when any number can.' },
    event_requires_approval: { type: Boolean, description: 'Whether going asks the hosts first (Request to join).' },
    going_count: { type: 'integer', description: 'How many people are going.' },
    waitlist_count: { type: 'integer', description: 'How many people are waiting for a seat.' },
    seats_left: { type: 'integer', nullable: true, description: 'Seats still free (0 when full); null without a capacity.' },
    rsvp_status: { type: String, enum: [...RSVP_STATUSES], nullable: true, description: "The caller's answer: going, waitlisted, requested, or null." },
    waitlist_position: { type: 'integer', nullable: true, description: "The caller's place in the waitlist (1 = next); null when not waiting." },
    friends_going: { type: FriendsGoingJson },
  },
  EventCommentJson,
);

/**
 * An event as REST answers it (spec §3), with the people the viewer follows who are interested:
 * `friends_interested: { count, people: [{ account_id, username, profile_image }] }`.
 */
export async function eventJson(row: Row<Event>, loaders: ItemLoaders) {
  const [engagement, media, state, interested, rsvp, going] = await Promise.all([
    engagementJson(row, loaders),
    loaders.media.load(row.id),
    loaders.viewer.load(row.id),
    friendsInterestedOf(loaders).load(row.id),
    rsvpOf(loaders).load(row.id),
    friendsGoingOf(loaders).load(row.id),
  ]);
  return {
    event_id: row.event_id,
    event_name: row.event_name,
    event_description: row.event_description,
    event_date: row.event_date,
    event_location: row.event_location,
    event_category: row.event_category,
    event_is_online: row.event_is_online,
    media: mediaJson(media),
    interest_count: row.interest_count,
    is_interested: state.is_interested,
    ...engagement,
    friends_interested: friendsJson(interested),
    event_capacity: row.event_capacity,
    event_requires_approval: row.event_requires_approval,
    going_count: row.going_count,
    waitlist_count: row.waitlist_count,
    seats_left: row.seats_left,
    rsvp_status: rsvp.rsvp_status,
    waitlist_position: rsvp.waitlist_position,
    friends_going: friendsJson(going),
  };
}

function friendsJson({ count, people }: FriendsInterestedOf | FriendsGoingOf) {
  return { count, people: people.map((person) => ({ account_id: person.id, username: person.username, profile_image: person.profile_image })) };
}
