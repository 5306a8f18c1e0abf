import { restModel } from '../../openapi/rest-model';
import { commentModel, engagementJson, itemModel, MediaJson, mediaJson } from '../shared/content-json';
import type { Row } from '../shared/content.models';
import type { ItemLoaders } from '../shared/content-kind';
import type { Event } from './event.model';
import { friendsInterestedOf, type FriendsInterestedOf } from './friends-interested.loader';
import { EVENT_CATEGORIES, RSVP_STATUSES } from '@gatherly/schema';
import { friendsGoingOf, rsvpOf, type FriendsGoingOf } from '../../attendance/attendance-loaders';
import { FIELD_SCHEMAS } from '../../openapi/field-schemas';
import { EventPlaceJson } from '../../places/place.json';
import { eventHostingOf } from '../../hosting/event-hosting.loader';
import { CoHostJson } from '../../hosting/hosting.json';

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
    event_timezone: { type: String, example: 'Europe/Paris', description: "The IANA time zone its time is told in: its place's, or the one chosen (an online event); UTC when neither." },
    event_place: { type: EventPlaceJson, nullable: true, description: 'Where on Earth it takes place (the venue line is event_location); null without a place.' },
    media: { type: [MediaJson] },
    interest_count: { type: 'integer' },
    is_interested: { type: Boolean, description: 'Whether the caller marked interest.' },
    series_id: { ...FIELD_SCHEMAS.uuid, nullable: true, description: 'The series this event is a date of (GET /api/events/series/{series_id}); null for an event that does not repeat.' },
    distance_km: { type: Number, nullable: true, description: 'Kilometres from the place searched near, to a tenth; null outside a search near a place.' },
    friends_interested: { type: FriendsInterestedJson },
    event_capacity: { type: 'integer', nullable: true, description: 'How many people can be going; null when any number can.' },
    event_requires_approval: { type: Boolean, description: 'Whether going asks the hosts first (Request to join).' },
    going_count: { type: 'integer', description: 'How many people are going.' },
    waitlist_count: { type: 'integer', description: 'How many people are waiting for a seat.' },
    seats_left: { type: 'integer', nullable: true, description: 'Seats still free (0 when full); null without a capacity.' },
    rsvp_status: { type: String, nullable: true, pattern: `^(${RSVP_STATUSES.join('|')})$`, description: "The caller's answer: going, waitlisted, requested, or null." },
    waitlist_position: { type: 'integer', nullable: true, description: "The caller's place in the waitlist (1 = next); null when not waiting." },
    friends_going: { type: FriendsGoingJson },
    co_hosts: { type: [CoHostJson], description: 'The people the creator chose to run the event with them, first chosen first.' },
    is_host: { type: Boolean, description: 'Whether the caller hosts the event: its creator or a co-host.' },
    event_conversation_id: { ...FIELD_SCHEMAS.uuid, nullable: true, description: "The event's chat (a group conversation), for its hosts and the guests going; null for others or while none is open." },
    is_in_event_chat: { type: Boolean, description: "Whether the caller is in the event's chat now: joined it (or put in it as a host) and did not leave it." },
  },
  EventCommentJson,
);

/**
 * An event as REST answers it (spec §3), with the people the viewer follows who are interested:
 * `friends_interested: { count, people: [{ account_id, username, profile_image }] }`.
 */
export async function eventJson(row: Row<Event>, loaders: ItemLoaders) {
  const [engagement, media, state, interested, rsvp, going, hosting] = await Promise.all([
    engagementJson(row, loaders),
    loaders.media.load(row.id),
    loaders.viewer.load(row.id),
    friendsInterestedOf(loaders).load(row.id),
    rsvpOf(loaders).load(row.id),
    friendsGoingOf(loaders).load(row.id),
    eventHostingOf(loaders).load(row.id),
  ]);
  return {
    event_id: row.event_id,
    event_name: row.event_name,
    event_description: row.event_description,
    event_date: row.event_date,
    event_location: row.event_location,
    event_category: row.event_category,
    event_is_online: row.event_is_online,
    event_timezone: row.event_timezone,
    event_place: row.event_place,
    media: mediaJson(media),
    interest_count: row.interest_count,
    is_interested: state.is_interested,
    series_id: row.series_id,
    distance_km: row.distance_km ?? null,
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
    co_hosts: hosting.co_hosts.map((person) => ({ account_id: person.id, username: person.username, profile_image: person.profile_image })),
    is_host: hosting.is_host,
    event_conversation_id: hosting.event_conversation_id,
    is_in_event_chat: hosting.is_in_event_chat,
  };
}

function friendsJson({ count, people }: FriendsInterestedOf | FriendsGoingOf) {
  return { count, people: people.map((person) => ({ account_id: person.id, username: person.username, profile_image: person.profile_image })) };
}
