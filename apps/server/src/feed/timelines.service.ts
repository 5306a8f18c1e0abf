import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FEED_LIMITS } from '@gatherly/schema';
import { DataSource, EntityManager } from 'typeorm';
import type { FeedWrites } from '../common/ports/feed-writes';
import { notSilencedSql } from '../common/visibility/visibility-sql';
import { JobQueue } from '../queue/job-queue';

/** Accounts whose timelines fan-out keeps up to date: a state row read within the active window. */
const ACTIVE = `s.read_at >= now() - interval '${FEED_LIMITS.activeDays} days'`;

/**
 * Writes of the home timelines (fan-out on write, as Mastodon's feed manager does). A new item
 * goes into its author's timeline in the creating transaction and into the active followers'
 * timelines by a queued job, in batches, after the commit; following and unfollowing merge an
 * author's items in or take them out. Every step can run twice without harm, so a job retried
 * after a crash finishes the work.
 */
@Injectable()
export class TimelinesService implements OnApplicationBootstrap, FeedWrites {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly queue: JobQueue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.work('feed-fanout', ({ itemId }) => this.fanOut(itemId));
    await this.queue.work('feed-merge', ({ followerId, followeeId }) => this.merge(followerId, followeeId));
    await this.queue.work('feed-unmerge', ({ followerId, followeeId }) => this.unmerge(followerId, followeeId));
  }

  /** Called in the transaction that creates an item: the author sees it at once, followers after the commit. */
  async itemCreated(manager: EntityManager, itemId: string): Promise<void> {
    await manager.query(
      `INSERT INTO home_timelines (account_id, item_id, author_id, created_at)
       SELECT author_id, id, author_id, created_at FROM content_items WHERE id = $1 ON CONFLICT DO NOTHING`,
      [itemId],
    );
    await this.queue.send('feed-fanout', { itemId }, manager);
  }

  /** Called in the transaction that adds or removes a follow. */
  async followChanged(manager: EntityManager, followerId: string, followeeId: string, following: boolean): Promise<void> {
    await this.queue.send(following ? 'feed-merge' : 'feed-unmerge', { followerId, followeeId }, manager);
  }

  /**
   * Pushes an item into the timelines of its author's active followers and of the active followers
   * of a tag it carries since before it was made (unless they muted its author or a block stands
   * between them), a batch per statement; someone who is both gets it once.
   */
  async fanOut(itemId: string): Promise<void> {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const [batch]: Array<{ last: string | null; size: number }> = await this.db.query(
        `WITH item AS (SELECT id, author_id, created_at FROM content_items WHERE id = $1),
              readers AS (SELECT f.follower_id FROM item JOIN follows f ON f.followee_id = item.author_id
                          UNION
                          SELECT hf.account_id FROM item JOIN item_hashtags ih ON ih.item_id = item.id JOIN hashtag_follows hf ON hf.tag = ih.tag
                           WHERE hf.account_id <> item.author_id AND hf.created_at <= item.created_at AND ${notSilencedSql('hf.account_id', 'item.author_id')}),
              batch AS (SELECT r.follower_id FROM readers r
                          JOIN timeline_states s ON s.account_id = r.follower_id AND ${ACTIVE}
                         WHERE r.follower_id > $2 ORDER BY r.follower_id LIMIT ${FEED_LIMITS.fanoutBatch}),
              added AS (INSERT INTO home_timelines (account_id, item_id, author_id, created_at)
                        SELECT batch.follower_id, item.id, item.author_id, item.created_at FROM batch, item
                        ON CONFLICT DO NOTHING)
         SELECT max(follower_id::text) AS last, count(*)::int AS size FROM batch`,
        [itemId, after],
      );
      if (!batch.last || batch.size < FEED_LIMITS.fanoutBatch) return;
      after = batch.last;
    }
  }

  /**
   * Merges the followee's items into an active follower's timeline: those newer than the
   * timeline's floor, at most a timeline's worth. Merge and unmerge act on the follow as it is when
   * they run, so a follow, unfollow and follow again come out right in whatever order they run. When the followee has more than that, the floor
   * rises to the oldest one merged, so that the timeline stays whole above its floor.
   */
  async merge(followerId: string, followeeId: string): Promise<void> {
    await this.db.query(
      `WITH s AS (SELECT * FROM timeline_states s WHERE s.account_id = $1 AND ${ACTIVE}
                     AND EXISTS (SELECT 1 FROM follows WHERE follower_id = $1 AND followee_id = $2)),
            picked AS (SELECT i.id, i.author_id, i.created_at FROM content_items i, s
                        WHERE i.author_id = $2 AND (s.floor_at IS NULL OR (i.created_at, i.id) > (s.floor_at, s.floor_id))
                        ORDER BY i.created_at DESC, i.id DESC LIMIT ${FEED_LIMITS.timelineCap}),
            added AS (INSERT INTO home_timelines (account_id, item_id, author_id, created_at)
                      SELECT $1, id, author_id, created_at FROM picked ON CONFLICT DO NOTHING),
            oldest AS (SELECT created_at, id FROM picked ORDER BY created_at, id LIMIT 1)
       UPDATE timeline_states t SET floor_at = oldest.created_at, floor_id = oldest.id
         FROM oldest WHERE t.account_id = $1 AND (SELECT count(*) FROM picked) >= ${FEED_LIMITS.timelineCap}
          AND (t.floor_at IS NULL OR (oldest.created_at, oldest.id) > (t.floor_at, t.floor_id))`,
      [followerId, followeeId],
    );
  }

  /** Takes the followee's items out of the follower's timeline (reads already leave them out). */
  async unmerge(followerId: string, followeeId: string): Promise<void> {
    await this.db.query(
      `DELETE FROM home_timelines WHERE account_id = $1 AND author_id = $2
          AND NOT EXISTS (SELECT 1 FROM follows WHERE follower_id = $1 AND followee_id = $2)`,
      [followerId, followeeId],
    );
  }

  /**
   * Builds a timeline from the tables: the newest items of the account and of everyone it follows,
   * at most the cap, with the floor set when there were more. Marks it active.
   */
  async rebuild(accountId: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`timeline:${accountId}`]);
      await manager.query('DELETE FROM home_timelines WHERE account_id = $1', [accountId]);
      await manager.query(
        `WITH added AS (INSERT INTO home_timelines (account_id, item_id, author_id, created_at)
                        SELECT $1, i.id, i.author_id, i.created_at FROM content_items i
                         WHERE i.author_id = $1 OR i.author_id IN (SELECT followee_id FROM follows WHERE follower_id = $1)
                         ORDER BY i.created_at DESC, i.id DESC LIMIT ${FEED_LIMITS.timelineCap}
                        RETURNING item_id, created_at),
              oldest AS (SELECT created_at, item_id FROM added ORDER BY created_at, item_id LIMIT 1),
              full_ AS (SELECT count(*) >= ${FEED_LIMITS.timelineCap} AS cut FROM added)
         INSERT INTO timeline_states (account_id, read_at, floor_at, floor_id)
         SELECT $1, now(), CASE WHEN full_.cut THEN oldest.created_at END, CASE WHEN full_.cut THEN oldest.item_id END
           FROM full_ LEFT JOIN oldest ON true
         ON CONFLICT (account_id) DO UPDATE SET read_at = excluded.read_at, floor_at = excluded.floor_at, floor_id = excluded.floor_id`,
        [accountId],
      );
    });
  }

  /**
   * Marks the timeline read now and cuts it back to its cap, raising the floor to the oldest entry
   * kept. Runs at most hourly per reader (see FeedService).
   */
  async touch(accountId: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const [edge]: Array<{ created_at: string; item_id: string }> = await manager.query(
        `SELECT created_at::text, item_id FROM home_timelines WHERE account_id = $1 ORDER BY created_at DESC, item_id DESC OFFSET ${FEED_LIMITS.timelineCap - 1} LIMIT 1`,
        [accountId],
      );
      let floor: typeof edge | null = null;
      if (edge) {
        // TypeORM answers a DELETE with [rows, affected count].
        const [, cut]: [unknown[], number] = await manager.query(
          'DELETE FROM home_timelines WHERE account_id = $1 AND (created_at, item_id) < ($2::timestamptz, $3::uuid)',
          [accountId, edge.created_at, edge.item_id],
        );
        if (cut > 0) floor = edge;
      }
      await manager.query(
        `UPDATE timeline_states SET read_at = now(),
                floor_at = CASE WHEN $2::timestamptz IS NOT NULL AND (floor_at IS NULL OR ($2::timestamptz, $3::uuid) > (floor_at, floor_id)) THEN $2::timestamptz ELSE floor_at END,
                floor_id = CASE WHEN $2::timestamptz IS NOT NULL AND (floor_at IS NULL OR ($2::timestamptz, $3::uuid) > (floor_at, floor_id)) THEN $3::uuid ELSE floor_id END
          WHERE account_id = $1`,
        [accountId, floor?.created_at ?? null, floor?.item_id ?? null],
      );
    });
  }
}
