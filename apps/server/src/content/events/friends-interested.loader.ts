import { EVENT_SEARCH_LIMITS } from '@gatherly/schema';
import type DataLoader from 'dataloader';
import type { ItemLoaders } from '../shared/content-kind';
import { friendsAnsweredPart, type FriendsAnsweredOf } from './friends-answered';

/** The people the viewer follows who marked interest in one event: how many, and the latest few. */
export type FriendsInterestedOf = FriendsAnsweredOf;

/** "Friends interested" of an event, a part of events (event.kind.ts): read with a page of events, or batched. */
export const FRIENDS_INTERESTED = friendsAnsweredPart('event-friends-interested', ['friends_interested'], {
  table: 'event_interests',
  shown: EVENT_SEARCH_LIMITS.friendsInterestedShown,
  counter: 'i.interest_count',
});

/** "Friends interested" of events, batched: a page of events costs one SQL statement, not one per card. */
export function friendsInterestedOf(loaders: ItemLoaders): DataLoader<string, FriendsInterestedOf> {
  return loaders.ofPart(FRIENDS_INTERESTED);
}
