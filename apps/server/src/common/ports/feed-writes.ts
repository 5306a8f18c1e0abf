import type { EntityManager } from 'typeorm';

/**
 * What the home feed needs to hear of other domains' changes, in their transaction: an item made
 * (content), a follow added or removed (profiles). The feed reads those domains, so they tell it
 * through this port, which the feed's timelines module provides under `FEED_WRITES`.
 */
export const FEED_WRITES = Symbol('FEED_WRITES');

export interface FeedWrites {
  /** Called in the transaction that creates an item: the author sees it at once, followers after the commit. */
  itemCreated(manager: EntityManager, itemId: string): Promise<void>;
  /** Called in the transaction that adds or removes a follow. */
  followChanged(manager: EntityManager, followerId: string, followeeId: string, following: boolean): Promise<void>;
}
