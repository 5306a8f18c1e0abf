import type { EntityManager } from 'typeorm';

/**
 * What tag pages need to hear of content's writes, in their transaction: items whose texts were
 * written (made or edited). Content tells hashtags/ through this port, which the hashtags' writes
 * module provides under `HASHTAG_WRITES`, as the feed is told through FEED_WRITES.
 */
export const HASHTAG_WRITES = Symbol('HASHTAG_WRITES');

export interface HashtagWrites {
  /** Stores the tags the items' texts carry now (a remark's, a post's caption, an event's name and description), dropping those they no longer carry. */
  textsWritten(manager: EntityManager, itemIds: readonly string[]): Promise<void>;
}
