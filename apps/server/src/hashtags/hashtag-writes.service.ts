import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { HASHTAG_LIMITS, hashtagsOf } from '@gatherly/schema';
import { DataSource, EntityManager } from 'typeorm';
import type { HashtagWrites } from '../common/ports/hashtag-writes';
import { JobQueue } from '../queue/job-queue';

/** The texts of an item that carry its tags, by kind, as one string (an event's name and description both count). */
const ITEM_TEXTS = `SELECT i.id, coalesce(r.content, p.caption, concat_ws(E'\\n', e.name, e.description), '') AS text
  FROM content_items i
  LEFT JOIN remarks r ON r.item_id = i.id
  LEFT JOIN posts p ON p.item_id = i.id
  LEFT JOIN events e ON e.item_id = i.id
 WHERE i.id = ANY($1::uuid[])`;

/**
 * Writes of the tags items carry, in the transaction that writes their texts: the tags are read
 * with the one parser client and server share (`hashtagsOf`), and the counts of tag pages and
 * trending follow by the table's trigger, so nothing ever counts by scanning items.
 */
@Injectable()
export class HashtagWritesService implements HashtagWrites, OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly queue: JobQueue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.work('hashtag-hours-sweep', () => this.sweep());
    await this.queue.schedule('hashtag-hours-sweep', '41 * * * *');
  }

  async textsWritten(manager: EntityManager, itemIds: readonly string[]): Promise<void> {
    if (itemIds.length === 0) return;
    const items: Array<{ id: string; text: string }> = await manager.query(ITEM_TEXTS, [itemIds]);
    const rows = items.flatMap((item) => hashtagsOf(item.text).map((tag) => ({ item: item.id, tag })));
    // Tags no longer written go (the trigger counts them down); those new to the item are counted once.
    await manager.query(
      `DELETE FROM item_hashtags h WHERE h.item_id = ANY($1::uuid[])
          AND NOT EXISTS (SELECT 1 FROM unnest($2::uuid[], $3::varchar[]) AS k(item_id, tag) WHERE k.item_id = h.item_id AND k.tag = h.tag)`,
      [itemIds, rows.map((row) => row.item), rows.map((row) => row.tag)],
    );
    if (rows.length === 0) return;
    // The item's created_at is copied in SQL: its microseconds order the tag page as the feed.
    await manager.query(
      `INSERT INTO item_hashtags (item_id, tag, created_at, counted_hour)
       SELECT k.item_id, k.tag, i.created_at, date_trunc('hour', now()) FROM unnest($1::uuid[], $2::varchar[]) AS k(item_id, tag) JOIN content_items i ON i.id = k.item_id
        ORDER BY k.tag, k.item_id
       ON CONFLICT DO NOTHING`,
      [rows.map((row) => row.item), rows.map((row) => row.tag)],
    );
  }

  /** Drops the hourly counts trending no longer reads. */
  private async sweep(): Promise<void> {
    await this.db.query(`DELETE FROM hashtag_hours WHERE hour < now() - interval '${HASHTAG_LIMITS.trendingHours + 1} hours'`);
  }
}
