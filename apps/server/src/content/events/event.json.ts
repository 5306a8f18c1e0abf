import { restModel } from '../../openapi/rest-model';
import { commentModel, engagementJson, itemModel, MediaJson, mediaJson } from '../shared/content-json';
import type { Row } from '../shared/content.models';
import type { ItemLoaders } from '../shared/content-kind';
import type { Event } from './event.model';
import { friendsInterestedOf, type FriendsInterestedOf } from './friends-interested.loader';
import { EVENT_CATEGORIES } from '@gatherly/schema';
import { FIELD_SCHEMAS } from '../../openapi/field-schemas';

const FriendJson = restModel('FriendInterestedJson', { account_id: FIELD_SCHEMAS.uuid, username: { type: String }, profile_image: { type: String, nullable: true } });
const FriendsInterestedJson = restModel('FriendsInterestedJson', {
  count: { type: 'integer', description: 'How many of the people the caller follows are interested.' },
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
  },
  EventCommentJson,
);

/**
 * An event as REST answers it (spec §3), with the people the viewer follows who are interested:
 * `friends_interested: { count, people: [{ account_id, username, profile_image }] }`.
 */
export async function eventJson(row: Row<Event>, loaders: ItemLoaders) {
  const [engagement, media, state, interested] = await Promise.all([
    engagementJson(row, loaders),
    loaders.media.load(row.id),
    loaders.viewer.load(row.id),
    friendsInterestedOf(loaders).load(row.id),
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
  };
}

function friendsJson({ count, people }: FriendsInterestedOf) {
  return { count, people: people.map((person) => ({ account_id: person.id, username: person.username, profile_image: person.profile_image })) };
}
