import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { mentionedUsernames, RICH_TEXT_LIMITS } from '@gatherly/schema';
import { DataSource, EntityManager } from 'typeorm';
import { NOTICES, type Notices, type Recorded } from '../../common/ports/notices';
import { notSilencedSql, reachableSql } from '../../common/visibility/visibility-sql';
import { JobQueue } from '../../queue/job-queue';
import type { Mention } from './mention.model';

/** A text that mentions: an item's own (its remark, caption or description), or a comment on it. */
export interface MentioningText {
  itemId: string;
  commentId?: string | null;
}

/** The stored mentions of a text, `m` the mentions table; `$1` is the item, `$2` the comment (null for the item's own text). */
const ofText = (commentId: string | null) => (commentId ? 'm.item_id = $1::uuid AND m.comment_id = $2::uuid' : 'm.item_id = $1::uuid AND m.comment_id IS NULL AND $2::uuid IS NULL');

/**
 * SQL of the mentions `viewer` is shown of a comment (`commentId`, an SQL expression), as a JSON
 * array in the order written: accounts on the other side of a block, suspended or deleted drop out.
 */
export const commentMentionsSql = (viewer: string, commentId: string) =>
  `COALESCE((SELECT json_agg(json_build_object('account_id', ma.id, 'username', ma.username, 'written_as', m.written_as) ORDER BY m.position)
               FROM mentions m JOIN accounts ma ON ma.id = m.account_id
              WHERE m.comment_id = ${commentId} AND ${reachableSql(viewer, 'm.account_id')}), '[]'::json)`;

/** As commentMentionsSql, of an item's own text (`itemId`, an SQL expression). */
export const itemMentionsSql = (viewer: string, itemId: string) =>
  `COALESCE((SELECT json_agg(json_build_object('account_id', ma.id, 'username', ma.username, 'written_as', m.written_as) ORDER BY m.position)
               FROM mentions m JOIN accounts ma ON ma.id = m.account_id
              WHERE m.item_id = ${itemId} AND m.comment_id IS NULL AND ${reachableSql(viewer, 'm.account_id')}), '[]'::json)`;

/**
 * Mentions: stored with the text that makes them, in its transaction, as references to accounts
 * (so a rename keeps them right), and told to the people mentioned by a queued job, at most
 * RICH_TEXT_LIMITS.mentionsNotifiedPerText per text and once each, however often the text is edited.
 */
@Injectable()
export class MentionsService implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly queue: JobQueue,
    @Inject(NOTICES) private readonly notices: Notices,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.work('mention-notices', ({ itemId, commentId }) => this.notify({ itemId, commentId }));
  }

  /**
   * Stores the mentions of `content`, the text just written or edited, in `manager`'s transaction:
   * the accounts it names that exist (any case), replacing those stored before; those not yet told
   * are told once it commits.
   */
  async store(manager: EntityManager, text: MentioningText, content: string): Promise<void> {
    const commentId = text.commentId ?? null;
    const conflict = commentId ? '(comment_id, account_id) WHERE comment_id IS NOT NULL' : '(item_id, account_id) WHERE comment_id IS NULL';
    const stored: Array<{ pending: boolean }> = await manager.query(
      `WITH written AS (SELECT w.name, w.position FROM unnest($3::text[]) WITH ORDINALITY AS w(name, position)),
            found AS (SELECT DISTINCT ON (a.id) a.id AS account_id, w.name, w.position
                        FROM written w JOIN accounts a ON lower(a.username) = lower(w.name) AND a.deleted_at IS NULL AND a.email_verified_at IS NOT NULL
                       ORDER BY a.id, w.position),
            gone AS (DELETE FROM mentions m WHERE ${ofText(commentId)} AND m.account_id NOT IN (SELECT account_id FROM found))
       INSERT INTO mentions (item_id, comment_id, account_id, written_as, position)
       SELECT $1::uuid, $2::uuid, account_id, name, position FROM found
       ON CONFLICT ${conflict} DO UPDATE SET written_as = excluded.written_as, position = excluded.position
       RETURNING notified_at IS NULL AS pending`,
      [text.itemId, commentId, mentionedUsernames(content)],
    );
    if (stored.some((row) => row.pending)) await this.queue.send('mention-notices', { itemId: text.itemId, commentId }, manager);
  }

  /**
   * Tells the people a text mentions who were not told yet: in the order written, never its author,
   * nobody who muted them or with a block either way, and no more than the limit per text (those
   * told before count). Each is marked told in the same statement, so a job run twice tells no one twice.
   */
  async notify(text: MentioningText): Promise<void> {
    const commentId = text.commentId ?? null;
    const recorded = await this.db.transaction(async (manager) => {
      const [author]: Array<{ id: string }> = await manager.query(
        commentId
          ? 'SELECT c.author_id AS id FROM comments c JOIN accounts a ON a.id = c.author_id WHERE c.id = $1 AND a.suspended_at IS NULL'
          : 'SELECT i.author_id AS id FROM content_items i JOIN accounts a ON a.id = i.author_id WHERE i.id = $1 AND a.suspended_at IS NULL',
        [commentId ?? text.itemId],
      );
      // Gone meanwhile, or written by someone suspended since: nobody is told.
      if (!author) return [];
      const rows: Array<{ recipient_id: string; group_key: string }> = await manager.query(
        `WITH told AS (SELECT count(*)::int AS count FROM mentions m WHERE ${ofText(commentId)} AND m.notified_at IS NOT NULL),
              picked AS (SELECT m.id, m.account_id AS recipient_id, m.item_id FROM mentions m JOIN accounts a ON a.id = m.account_id
                          WHERE ${ofText(commentId)} AND m.notified_at IS NULL AND m.account_id <> $3::uuid
                            AND a.suspended_at IS NULL AND ${notSilencedSql('m.account_id', '$3::uuid')}
                          ORDER BY m.position
                          LIMIT GREATEST(0, ${RICH_TEXT_LIMITS.mentionsNotifiedPerText} - (SELECT count FROM told))
                          FOR UPDATE OF m),
              marked AS (UPDATE mentions SET notified_at = now() WHERE id IN (SELECT id FROM picked)),
              ${this.notices.recordingSql('mention', 'picked', '$3::uuid', commentId ? '$2::uuid' : 'NULL::uuid')}
         SELECT recipient_id, group_key FROM grouped`,
        [text.itemId, commentId, author.id],
      );
      const told = rows.map((row): Recorded => ({ recipientId: row.recipient_id, groupKey: row.group_key }));
      await this.notices.queuePushes(manager, ...told);
      return told;
    });
    await this.notices.announce(...recorded);
  }

  /** The mentions of one comment as `viewerId` is shown them (for the answer to writing it). */
  async ofComment(viewerId: string, commentId: string): Promise<Mention[]> {
    const [row]: Array<{ mentions: Mention[] }> = await this.db.query(`SELECT ${commentMentionsSql('$1::uuid', '$2::uuid')} AS mentions`, [viewerId, commentId]);
    return row.mentions;
  }
}
