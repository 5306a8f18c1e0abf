import { EVENT_SEARCH_LIMITS } from '@gatherly/schema';
import type DataLoader from 'dataloader';
import type { ItemLoaders } from '../shared/content-kind';
import { loadFriendsAnswered, type FriendsAnsweredOf } from './friends-answered';

/** The people the viewer follows who marked interest in one event: how many, and the latest few. */
export type FriendsInterestedOf = FriendsAnsweredOf;

/**
 * "Friends interested" of events, batched: a page of events costs one SQL statement, not one per card
 * (event_interests by item, follows by its primary key).
 */
export function friendsInterestedOf(loaders: ItemLoaders): DataLoader<string, FriendsInterestedOf> {
  return loaders.ofOwn('event-friends-interested', (db, viewerId, ids) =>
    loadFriendsAnswered(db, viewerId, ids, { table: 'event_interests', shown: EVENT_SEARCH_LIMITS.friendsInterestedShown }),
  );
}
