import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { COMMENT_MESSAGES, ERROR_CODES, isUuid, storedText, validateComment, type ContentKindName } from '@gatherly/schema';
import { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from '../../accounts/viewer';
import { DomainError } from '../../common/errors/domain-error';
import { FEDERATION_WRITES, type FederationWrites } from '../../common/ports/federation-writes';
import { NOTICES, type Notices } from '../../common/ports/notices';
import { ThrottleService } from '../../throttle/throttle.service';
import { ContentItemsService } from '../shared/content-items.service';
import { MentionsService } from '../mentions/mentions.service';
import { parseCursor, type PageCursor } from '../../common/paging/keyset';
import { prepared } from '../../database/prepared';
import { linkPreviewsOf } from '../../link-previews/link-preview-reads';
import { LinkPreviewsService } from '../../link-previews/link-previews.service';
import { MediaService } from '../../media/media.service';
import type { Comment, CommentPage } from '../shared/content.models';
import { commentColumns, COMMENT_ORDER, COMMENTS_PAGE_SIZE, commentPageOf, type CommentRow } from './comment-pages';

/** The rows of each toggle and the counter of content_items that counts them. */
const ENGAGEMENTS = {
  like: { table: 'likes', counter: 'like_count' },
  interest: { table: 'event_interests', counter: 'interest_count' },
} as const;

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
    @Inject(NOTICES) private readonly notifications: Notices,
    private readonly mentions: MentionsService,
    private readonly linkPreviews: LinkPreviewsService,
    @Inject(MediaService) private readonly media: MediaService,
    @Inject(FEDERATION_WRITES) private readonly federation: FederationWrites,
  ) {}

  private readonly mediaUrlOf = (key: string) => this.media.urlOf(key);

  /** Liking twice is the same as liking once; the author is told (not when it is their own item). */
  async like(viewer: Viewer, id: string, kind: ContentKindName): Promise<void> {
    await this.engage(viewer, id, kind, 'like', true);
  }

  /** Unliking withdraws the like's notification. */
  async unlike(viewer: Viewer, id: string, kind: ContentKindName): Promise<void> {
    await this.engage(viewer, id, kind, 'like', false);
  }

  async markInterest(viewer: Viewer, eventId: string): Promise<void> {
    await this.engage(viewer, eventId, 'event', 'interest', true);
  }

  async unmarkInterest(viewer: Viewer, eventId: string): Promise<void> {
    await this.engage(viewer, eventId, 'event', 'interest', false);
  }

  /**
   * Adds or removes a like or an interest, moves the item's counter, and records or withdraws the
   * author's notification, in one statement and only when a row really changed; a notification
   * recorded queues its push in the same transaction.
   */
  private async engage(viewer: Viewer, id: string, kind: ContentKindName, what: 'like' | 'interest', on: boolean): Promise<void> {
    await this.throttle.consumeForAccount('engage', viewer.accountId);
    await this.items.requireVisible(viewer, id, kind);
    const { table, counter } = ENGAGEMENTS[what];
    if (!on) {
      await this.db.transaction(async (manager) => {
        await manager.query(
          `WITH changed AS (DELETE FROM ${table} WHERE item_id = $1 AND account_id = $2 RETURNING item_id),
                counted AS (UPDATE content_items SET ${counter} = ${counter} - 1 WHERE id IN (SELECT item_id FROM changed) RETURNING id),
                ${this.notifications.withdrawingSql(`actor_id = $2 AND kind = '${what}' AND item_id IN (SELECT id FROM counted)`)}
           SELECT 1`,
          [id, viewer.accountId],
        );
        if (what === 'like') await this.federation.liked(manager, id, viewer.accountId, false);
      });
      return;
    }
    const recorded = await this.db.transaction(async (manager) => {
      const [row]: Array<{ recipient_id: string; group_key: string }> = await manager.query(
        `WITH changed AS (INSERT INTO ${table} (item_id, account_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING item_id),
              counted AS (UPDATE content_items SET ${counter} = ${counter} + 1 WHERE id IN (SELECT item_id FROM changed) RETURNING id AS item_id, author_id AS recipient_id),
              ${this.notifications.recordingSql(what, 'counted', '$2::uuid')}
         SELECT recipient_id, group_key FROM grouped`,
        [id, viewer.accountId],
      );
      const told = row ? { recipientId: row.recipient_id, groupKey: row.group_key } : null;
      await this.notifications.queuePushes(manager, told);
      if (what === 'like') await this.federation.liked(manager, id, viewer.accountId, true);
      return told;
    });
    await this.notifications.announce(recorded);
  }

  /**
   * A page of an item's comments as the viewer sees them, oldest first: the newest ones, or those
   * older than `after` (the next_cursor of the page shown). An item whose author is on the other
   * side of a block, or suspended, is a 404, as the item itself. Item reads carry the newest page
   * already (content-loaders.ts).
   */
  async comments(viewer: Viewer, id: string, kind: ContentKindName, after: Partial<PageCursor> | null | undefined): Promise<CommentPage> {
    const cursor = parseCursor(after);
    await this.items.requireVisible(viewer, id, kind);
    const rows = await prepared<CommentRow>(
      this.db,
      cursor ? 'content-comments-after' : 'content-comments',
      `SELECT ${commentColumns('$2::uuid')}
         FROM comments c JOIN accounts a ON a.id = c.author_id JOIN content_items i ON i.id = c.item_id
        WHERE c.item_id = $1 ${cursor ? 'AND (c.created_at, c.id) < ($3::timestamptz, $4::uuid)' : ''}
        ${COMMENT_ORDER} LIMIT ${COMMENTS_PAGE_SIZE + 1}`,
      cursor ? [id, viewer.accountId, cursor.cursor_timestamp, cursor.cursor_id] : [id, viewer.accountId],
    );
    return commentPageOf(rows, this.mediaUrlOf);
  }

  async comment(viewer: Viewer, id: string, kind: ContentKindName, content: string): Promise<Comment> {
    const row = (await this.write(viewer, id, kind, content, null))!;
    // A link already previewed (by another text) shows at once; a new one once its fetch is done.
    const [mentions, [linkPreview]] = await Promise.all([this.mentions.ofComment(viewer.accountId, row.id), linkPreviewsOf(this.db, this.mediaUrlOf, 'comments', [row.id])]);
    return {
      id: row.id,
      kind,
      comment_content: storedText(content),
      created_at: row.created_at,
      account_username: row.username,
      account_profile_image: row.profile_image,
      mentions,
      link_preview: linkPreview,
    };
  }

  /**
   * A reply of another server's account (`viewer`), kept as its comment under the same rules as
   * any (visibility, blocks, pace, length) and once: false when `remoteUrl` is known already.
   */
  async commentFrom(viewer: Viewer, id: string, kind: ContentKindName, content: string, remoteUrl: string): Promise<boolean> {
    return (await this.write(viewer, id, kind, content, remoteUrl)) !== null;
  }

  /** Writes a comment with its count, notification, mentions and link; null when its remote_url was kept already. */
  private async write(viewer: Viewer, id: string, kind: ContentKindName, content: string, remoteUrl: string | null): Promise<WrittenComment | null> {
    const problems = validateComment(content);
    if (problems.length > 0) throw DomainError.invalid(problems);
    await this.throttle.consumeForAccount('comment', viewer.accountId);
    await this.items.requireVisible(viewer, id, kind);
    const { row, notified } = await this.db.transaction(async (manager) => {
      const [created]: WrittenComment[] = await manager.query(
        `WITH created AS (INSERT INTO comments (item_id, author_id, content, remote_url) VALUES ($1, $2, $3, $4)
                           ON CONFLICT (remote_url) WHERE remote_url IS NOT NULL DO NOTHING RETURNING id, item_id, author_id, created_at),
              counted AS (UPDATE content_items SET comment_count = comment_count + 1 WHERE id IN (SELECT item_id FROM created) RETURNING author_id)
         SELECT created.id, created.created_at, a.username, a.profile_image, (SELECT author_id FROM counted) AS item_author_id
           FROM created JOIN accounts a ON a.id = created.author_id`,
        [id, viewer.accountId, storedText(content), remoteUrl],
      );
      if (!created) return { row: null, notified: null };
      const recorded = await this.notifications.record(manager, { kind: 'comment', recipientId: created.item_author_id, actorId: viewer.accountId, itemId: id, commentId: created.id });
      await this.mentions.store(manager, { itemId: id, commentId: created.id }, storedText(content));
      await this.linkPreviews.textWritten(manager, { table: 'comments', id: created.id }, storedText(content));
      await this.federation.commented(manager, created.id);
      return { row: created, notified: recorded };
    });
    if (notified) await this.notifications.announce(notified);
    return row;
  }

  /**
   * Deletes a comment: its author may, and so may the author of the item it is on. The item's
   * count and the comment's notification follow in the same transaction. Answers the item's id.
   */
  async deleteComment(viewer: Viewer, commentId: string, kind: ContentKindName | null): Promise<{ itemId: string; kind: ContentKindName }> {
    await this.throttle.consumeForAccount('comment', viewer.accountId);
    if (!isUuid(commentId)) throw commentNotFound();
    return this.db.transaction(async (manager) => {
      const [comment]: Array<{ item_id: string; kind: ContentKindName; author_id: string; item_author_id: string }> = await manager.query(
        `SELECT c.item_id, i.kind, c.author_id, i.author_id AS item_author_id FROM comments c JOIN content_items i ON i.id = c.item_id
          WHERE c.id = $1 ${kind ? 'AND i.kind = $2' : ''} FOR UPDATE OF c`,
        kind ? [commentId, kind] : [commentId],
      );
      if (!comment) throw commentNotFound();
      if (viewer.accountId !== comment.author_id && viewer.accountId !== comment.item_author_id) throw new DomainError(ERROR_CODES.forbidden, [COMMENT_MESSAGES.forbidden]);
      await this.removeComment(manager, commentId);
      return { itemId: comment.item_id, kind: comment.kind };
    });
  }

  /** Deletes a comment in `manager`'s transaction, whoever asks: its notifications are withdrawn and its item's count follows. */
  async removeComment(manager: EntityManager, commentId: string): Promise<void> {
    await this.notifications.withdraw(manager, { commentId });
    await this.federation.commentDeleted(manager, commentId);
    await manager.query(
      `WITH removed AS (DELETE FROM comments WHERE id = $1 RETURNING item_id)
       UPDATE content_items SET comment_count = comment_count - 1 WHERE id IN (SELECT item_id FROM removed)`,
      [commentId],
    );
  }
}

/** A comment as written, with what its answer and notification need. */
interface WrittenComment {
  id: string;
  created_at: Date;
  username: string;
  profile_image: string | null;
  item_author_id: string;
}

const commentNotFound = () => new DomainError(ERROR_CODES.commentNotFound, [COMMENT_MESSAGES.notFound]);
