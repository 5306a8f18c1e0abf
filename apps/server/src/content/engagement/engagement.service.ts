import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { validateComment, type ContentKindName } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../accounts/viewer';
import { DomainError } from '../../common/errors/domain-error';
import { ThrottleService } from '../../throttle/throttle.service';
import { ContentItemsService } from '../shared/content-items.service';
import { parseCursor, type PageCursor } from '../../common/paging/keyset';
import { prepared } from '../../database/prepared';
import type { Comment, CommentPage } from '../shared/content.models';
import { COMMENT_COLUMNS, COMMENT_ORDER, COMMENTS_PAGE_SIZE, commentPageOf, type CommentRow } from './comment-pages';

/**
 * Likes, comments and event interest: one mechanism for every kind of content. Each statement that
 * adds or removes a row also moves the item's counter, and only when a row really changed, so the
 * counters stay equal to the rows however many requests race (as Mastodon's status stats do).
 */
@Injectable()
export class EngagementService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly items: ContentItemsService,
    private readonly throttle: ThrottleService,
  ) {}

  /** Liking twice is the same as liking once. */
  async like(viewer: Viewer, id: string, kind: ContentKindName): Promise<void> {
    await this.throttle.consumeForAccount('engage', viewer.accountId);
    await this.items.require(id, kind);
    await this.db.query(
      `WITH added AS (INSERT INTO likes (item_id, account_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING item_id)
       UPDATE content_items SET like_count = like_count + 1 WHERE id IN (SELECT item_id FROM added)`,
      [id, viewer.accountId],
    );
  }

  async unlike(viewer: Viewer, id: string, kind: ContentKindName): Promise<void> {
    await this.throttle.consumeForAccount('engage', viewer.accountId);
    await this.items.require(id, kind);
    await this.db.query(
      `WITH removed AS (DELETE FROM likes WHERE item_id = $1 AND account_id = $2 RETURNING item_id)
       UPDATE content_items SET like_count = like_count - 1 WHERE id IN (SELECT item_id FROM removed)`,
      [id, viewer.accountId],
    );
  }

  async markInterest(viewer: Viewer, eventId: string): Promise<void> {
    await this.throttle.consumeForAccount('engage', viewer.accountId);
    await this.items.require(eventId, 'event');
    await this.db.query(
      `WITH added AS (INSERT INTO event_interests (item_id, account_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING item_id)
       UPDATE content_items SET interest_count = interest_count + 1 WHERE id IN (SELECT item_id FROM added)`,
      [eventId, viewer.accountId],
    );
  }

  async unmarkInterest(viewer: Viewer, eventId: string): Promise<void> {
    await this.throttle.consumeForAccount('engage', viewer.accountId);
    await this.items.require(eventId, 'event');
    await this.db.query(
      `WITH removed AS (DELETE FROM event_interests WHERE item_id = $1 AND account_id = $2 RETURNING item_id)
       UPDATE content_items SET interest_count = interest_count - 1 WHERE id IN (SELECT item_id FROM removed)`,
      [eventId, viewer.accountId],
    );
  }

  /**
   * A page of an item's comments, oldest first: the newest ones, or those older than `after` (the
   * next_cursor of the page shown). Item reads carry the newest page already (content-loaders.ts).
   */
  async comments(id: string, kind: ContentKindName, after: Partial<PageCursor> | null | undefined): Promise<CommentPage> {
    const cursor = parseCursor(after);
    await this.items.require(id, kind);
    const rows = await prepared<CommentRow>(
      this.db,
      cursor ? 'content-comments-after' : 'content-comments',
      `SELECT ${COMMENT_COLUMNS}
         FROM comments c JOIN accounts a ON a.id = c.author_id JOIN content_items i ON i.id = c.item_id
        WHERE c.item_id = $1 ${cursor ? 'AND (c.created_at, c.id) < ($2::timestamptz, $3::uuid)' : ''}
        ${COMMENT_ORDER} LIMIT ${COMMENTS_PAGE_SIZE + 1}`,
      cursor ? [id, cursor.cursor_timestamp, cursor.cursor_id] : [id],
    );
    return commentPageOf(rows);
  }

  async comment(viewer: Viewer, id: string, kind: ContentKindName, content: string): Promise<Comment> {
    const problems = validateComment(content);
    if (problems.length > 0) throw DomainError.invalid(problems);
    await this.throttle.consumeForAccount('comment', viewer.accountId);
    await this.items.require(id, kind);
    const [row]: Array<{ id: string; created_at: Date; username: string; profile_image: string | null }> = await this.db.query(
      `WITH created AS (INSERT INTO comments (item_id, author_id, content) VALUES ($1, $2, $3) RETURNING id, item_id, author_id, created_at),
            counted AS (UPDATE content_items SET comment_count = comment_count + 1 WHERE id IN (SELECT item_id FROM created))
       SELECT created.id, created.created_at, a.username, a.profile_image FROM created JOIN accounts a ON a.id = created.author_id`,
      [id, viewer.accountId, content.trim()],
    );
    return { id: row.id, kind, comment_content: content.trim(), created_at: row.created_at, account_username: row.username, account_profile_image: row.profile_image };
  }
}
