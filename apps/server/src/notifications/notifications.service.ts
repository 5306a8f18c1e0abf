import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isSequenceId, NOTIFICATION_LIMITS, NOTIFICATION_MAILED_AT_ONCE, NOTIFICATION_MESSAGES, type AttendanceNoticeKind } from '@gatherly/schema';
import { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from '../accounts/viewer';
import { DomainError } from '../common/errors/domain-error';
import type { NotificationFact, Notices, Recorded, Withdrawn } from '../common/ports/notices';
import { CONTENT_KINDS, type ContentKindRegistry } from '../content/shared/content-kind';
import { KindSql } from '../content/shared/kind-sql';
import { MediaService } from '../media/media.service';
import { JobQueue } from '../queue/job-queue';
import { PUSH_DELAY_SECONDS } from '../queue/jobs';
import { RealtimeBus } from '../realtime/realtime-bus';
import { entryText, type NotificationEntry, type NotificationPage } from './notification.models';
import { wantsSql } from './notification-preferences.service';
import { DAY, entrySelect, kindList, NOT_ONLY_SILENCED, NOTIFICATION_ROW, recordingSql, WANTED, withdrawingSql, type EntryRow } from './notification-sql';
import { recipientLanguage } from '../i18n/texts';

export type { NotificationFact, Recorded } from '../common/ports/notices';

/**
 * Notifications: recorded in the transaction of what they tell about (a like and its notification
 * commit together or not at all), withdrawn when it is undone, read a page of entries at a time,
 * and announced to the recipient's open subscriptions on every instance once committed.
 */
@Injectable()
export class NotificationsService implements Notices {
  private readonly entrySelect: string;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly bus: RealtimeBus,
    private readonly media: MediaService,
    private readonly queue: JobQueue,
    @Inject(CONTENT_KINDS) kinds: ContentKindRegistry,
  ) {
    const kindSql = new KindSql(db, kinds);
    this.entrySelect = entrySelect(kindSql.preview('i'), kindSql.startsAt('i'));
  }

  /**
   * Records a notification in `manager`'s transaction and adds it to its entry. Acting on one's own
   * item tells nobody: null.
   */
  async record(manager: EntityManager, fact: NotificationFact): Promise<Recorded | null> {
    const [recorded]: Array<{ recipient_id: string; group_key: string }> = await manager.query(
      `WITH source AS (SELECT $1::uuid AS recipient_id, $3::uuid AS item_id), ${recordingSql(fact.kind, 'source', '$2::uuid', '$4::uuid')}
       SELECT recipient_id, group_key FROM grouped`,
      [fact.recipientId, fact.actorId, fact.itemId ?? null, fact.commentId ?? null],
    );
    if (!recorded) return null;
    const entry = { recipientId: recorded.recipient_id, groupKey: recorded.group_key };
    await this.queuePushes(manager, entry);
    return entry;
  }

  /**
   * Queues, in `manager`'s transaction, the push of each entry recorded to its recipient's devices,
   * for recipients with a device where push is on: it is sent exactly when what it tells committed.
   * Whether they want the kind pushed, and have not read it meanwhile, is read when it is sent.
   */
  async queuePushes(manager: EntityManager, ...recorded: Array<Recorded | null>): Promise<void> {
    const entries = recorded.filter((entry): entry is Recorded => entry !== null);
    if (entries.length === 0) return;
    const rows: Array<{ account_id: string }> = await manager.query('SELECT DISTINCT account_id FROM push_subscriptions WHERE account_id = ANY($1::uuid[])', [
      [...new Set(entries.map((entry) => entry.recipientId))],
    ]);
    const reached = new Set(rows.map((row) => row.account_id));
    for (const { recipientId, groupKey } of entries) {
      if (reached.has(recipientId)) await this.queue.send('push-notification', { recipientId, groupKey }, manager, { startAfter: PUSH_DELAY_SECONDS });
    }
  }

  /**
   * Records a notification about no one in particular (a seat, an answered request) for each of
   * `recipientIds` about the event `itemId`, in `manager`'s transaction, one entry per kind, event
   * and day. Answers each with whether its recipient wants it by mail too, to queue that mail in the
   * same transaction.
   */
  async recordAboutNoOne(manager: EntityManager, kind: AttendanceNoticeKind, itemId: string, recipientIds: readonly string[]): Promise<Array<Recorded & { byMail: boolean }>> {
    if (recipientIds.length === 0) return [];
    const rows: Array<{ recipient_id: string; group_key: string; by_mail: boolean }> = await manager.query(
      `WITH added AS (
         INSERT INTO notifications (recipient_id, kind, item_id, group_key)
         SELECT r.id, $2::text, $1::uuid, $2::text || ':' || $1::text || ':' || ${DAY} FROM unnest($3::uuid[]) AS r(id)
         RETURNING id, recipient_id, item_id, group_key, created_at),
       grouped AS (
         INSERT INTO notification_groups (recipient_id, group_key, kind, item_id, latest_id, actor_count, updated_at)
         SELECT recipient_id, group_key, $2::text, item_id, id, 0, created_at FROM added
         ON CONFLICT (recipient_id, group_key) DO UPDATE SET latest_id = excluded.latest_id, updated_at = excluded.updated_at)
       SELECT added.recipient_id, added.group_key, ${wantsSql('added.recipient_id', '$2::text', 'email')} AS by_mail FROM added`,
      [itemId, kind, recipientIds],
    );
    const recorded = rows.map((row) => ({ recipientId: row.recipient_id, groupKey: row.group_key, byMail: row.by_mail }));
    await this.queuePushes(manager, ...recorded);
    return recorded;
  }

  /**
   * Records a notification about the recipient's own account, of no item and no one (their
   * archive is ready), in `manager`'s transaction: one entry per `subject` (the archive's id).
   * Answers with whether they want it by mail too, to queue that mail in the same transaction.
   */
  async recordAboutAccount(manager: EntityManager, kind: 'data_export_ready', recipientId: string, subject: string): Promise<Recorded & { byMail: boolean }> {
    const [row]: Array<{ recipient_id: string; group_key: string; by_mail: boolean }> = await manager.query(
      `WITH added AS (
         INSERT INTO notifications (recipient_id, kind, group_key) VALUES ($1::uuid, $2::text, $2::text || ':' || $3::text)
         RETURNING id, recipient_id, group_key, created_at),
       grouped AS (
         INSERT INTO notification_groups (recipient_id, group_key, kind, item_id, latest_id, actor_count, updated_at)
         SELECT recipient_id, group_key, $2::text, NULL, id, 0, created_at FROM added
         ON CONFLICT (recipient_id, group_key) DO UPDATE SET latest_id = excluded.latest_id, updated_at = excluded.updated_at)
       SELECT added.recipient_id, added.group_key, ${wantsSql('added.recipient_id', '$2::text', 'email')} AS by_mail FROM added`,
      [recipientId, kind, subject],
    );
    const recorded = { recipientId: row.recipient_id, groupKey: row.group_key, byMail: row.by_mail };
    await this.queuePushes(manager, recorded);
    return recorded;
  }

  /** Withdraws the notifications of an action undone: an unfollow, a deleted comment (see withdrawingSql). */
  async withdraw(manager: EntityManager, where: Withdrawn): Promise<void> {
    const [condition, values] =
      'commentId' in where
        ? ['comment_id = $1', [where.commentId]]
        : [
            'actor_id = $1 AND kind = $2 AND item_id IS NOT DISTINCT FROM $3::uuid AND ($4::uuid IS NULL OR recipient_id = $4)',
            [where.actorId, where.kind, where.itemId ?? null, where.recipientId ?? null],
          ];
    // One set aside while its actor is suspended goes too: it must not come back at the lift.
    await manager.query(`WITH ${withdrawingSql(condition)}, aside AS (DELETE FROM withheld_notifications WHERE ${condition}) SELECT 1`, values);
  }

  /**
   * Takes everything `actorId` did that anyone was told of out of their entries, as withdrawing
   * does, but keeps it aside (a suspension): `restoreAllBy` puts it back. The bell's reads stay
   * as they are, with no check for suspensions.
   */
  async withholdAllBy(manager: EntityManager, actorId: string): Promise<void> {
    await manager.query(
      `WITH ${withdrawingSql('actor_id = $1')},
            kept AS (INSERT INTO withheld_notifications (${NOTIFICATION_ROW}) SELECT ${NOTIFICATION_ROW} FROM gone)
       SELECT 1`,
      [actorId],
    );
  }

  /**
   * Puts back what `withholdAllBy` kept aside (a suspension lifted): each row in its entry with its
   * own id and time, and each entry pointing at its newest row and counting its people again.
   * Nothing is announced: these are not new.
   */
  async restoreAllBy(manager: EntityManager, actorId: string): Promise<void> {
    const entries: Array<{ recipient_id: string; group_key: string }> = await manager.query(
      `WITH back AS (DELETE FROM withheld_notifications WHERE actor_id = $1 RETURNING ${NOTIFICATION_ROW}),
            restored AS (INSERT INTO notifications (${NOTIFICATION_ROW}) SELECT ${NOTIFICATION_ROW} FROM back RETURNING recipient_id, group_key)
       SELECT DISTINCT recipient_id, group_key FROM restored`,
      [actorId],
    );
    if (entries.length === 0) return;
    await manager.query(
      `UPDATE notification_groups g
          SET latest_id = newest.id, updated_at = newest.created_at,
              actor_count = (SELECT count(DISTINCT n.actor_id) FROM notifications n WHERE n.recipient_id = g.recipient_id AND n.group_key = g.group_key)
         FROM unnest($1::uuid[], $2::text[]) AS e(recipient_id, group_key)
         CROSS JOIN LATERAL (SELECT n.id, n.created_at FROM notifications n WHERE n.recipient_id = e.recipient_id AND n.group_key = e.group_key
                              ORDER BY n.id DESC LIMIT 1) newest
        WHERE g.recipient_id = e.recipient_id AND g.group_key = e.group_key`,
      [entries.map((entry) => entry.recipient_id), entries.map((entry) => entry.group_key)],
    );
  }

  recordingSql(kind: NotificationFact['kind'], source: string, actor: string, commentId?: string): string {
    return recordingSql(kind, source, actor, commentId);
  }

  withdrawingSql(condition: string): string {
    return withdrawingSql(condition);
  }

  /** Tells the recipients' open subscriptions, on every instance; call after the commit. */
  async announce(...recorded: Array<Recorded | null>): Promise<void> {
    for (const entry of recorded) if (entry) await this.bus.publish('notification', { to: entry.recipientId, groupKey: entry.groupKey });
  }

  /** A page of the viewer's entries, newest first: the first, or the one after `before` (the next_cursor shown), worded in `language`. */
  async list(viewer: Viewer, before: string | null | undefined, language: string): Promise<NotificationPage> {
    if (before !== undefined && before !== null && !isSequenceId(before)) throw DomainError.invalid([NOTIFICATION_MESSAGES.cursorInvalid]);
    const rows: EntryRow[] = await this.db.query(
      `${this.entrySelect}
        WHERE g.recipient_id = $1 AND g.latest_id > 0 AND ($2::bigint IS NULL OR g.latest_id < $2::bigint) AND ${WANTED}
        ORDER BY g.latest_id DESC
        LIMIT ${NOTIFICATION_LIMITS.pageSize + 1}`,
      [viewer.accountId, before ?? null],
    );
    const kept = rows.slice(0, NOTIFICATION_LIMITS.pageSize);
    return {
      items: kept.map((row) => this.entryOf(row, language)),
      next_cursor: rows.length > NOTIFICATION_LIMITS.pageSize ? { before: kept[kept.length - 1].latest_id } : null,
      unread_count: await this.unreadCount(viewer),
    };
  }

  /** One entry of the viewer's, as a subscription announces it (its sentence in `language`); null when it is gone meanwhile. */
  async entry(accountId: string, groupKey: string, language: string): Promise<NotificationEntry | null> {
    const [row]: EntryRow[] = await this.db.query(`${this.entrySelect} WHERE g.recipient_id = $1 AND g.group_key = $2 AND g.latest_id > 0 AND ${WANTED}`, [accountId, groupKey]);
    return row ? this.entryOf(row, language) : null;
  }

  /**
   * One entry as a push tells it: null when the account does not want its kind pushed, it is only
   * about people they silenced, or they have read it (they are looking at their notifications).
   */
  async pushedEntry(accountId: string, groupKey: string): Promise<NotificationEntry | null> {
    const [row]: EntryRow[] = await this.db.query(
      `${this.entrySelect}
        WHERE g.recipient_id = $1 AND g.group_key = $2 AND g.latest_id > 0 AND ${wantsSql('$1', 'g.kind', 'push')} AND ${NOT_ONLY_SILENCED}
          AND g.latest_id > COALESCE((SELECT r.last_read_id FROM notification_reads r WHERE r.account_id = $1), 0)`,
      [accountId, groupKey],
    );
    return row ? this.entryOf(row, await this.languageOf(accountId)) : null;
  }

  /**
   * The unread entries of the last day that the account wants by e-mail, newest first (at most a
   * page): what its daily digest tells. Reminders, seats and the like are mailed as they come, not here.
   */
  async digestEntries(accountId: string, language: string): Promise<NotificationEntry[]> {
    const rows: EntryRow[] = await this.db.query(
      `${this.entrySelect}
        WHERE g.recipient_id = $1 AND g.latest_id > 0 AND g.kind NOT IN (${kindList(NOTIFICATION_MAILED_AT_ONCE)}) AND g.updated_at > now() - interval '1 day'
          AND g.latest_id > COALESCE((SELECT r.last_read_id FROM notification_reads r WHERE r.account_id = $1), 0)
          AND ${wantsSql('$1', 'g.kind', 'email')} AND ${NOT_ONLY_SILENCED}
        ORDER BY g.latest_id DESC
        LIMIT ${NOTIFICATION_LIMITS.pageSize}`,
      [accountId],
    );
    return rows.map((row) => this.entryOf(row, language));
  }

  /** Unread entries, counted up to NOTIFICATION_LIMITS.unreadCountCap. */
  async unreadCount(viewer: Pick<Viewer, 'accountId'>): Promise<number> {
    const [row]: Array<{ count: number }> = await this.db.query(
      `SELECT count(*)::int AS count FROM (
         SELECT 1 FROM notification_groups g
          WHERE g.recipient_id = $1 AND g.latest_id > COALESCE((SELECT r.last_read_id FROM notification_reads r WHERE r.account_id = $1), 0) AND ${WANTED}
          LIMIT ${NOTIFICATION_LIMITS.unreadCountCap}) unread`,
      [viewer.accountId],
    );
    return row.count;
  }

  /**
   * Marks the viewer's entries read: all of them, or those up to `upTo` (an entry's `position`, so
   * that what arrived after the list was shown stays unread). Reading never goes backwards.
   */
  async markRead(viewer: Viewer, upTo: string | null | undefined): Promise<number> {
    if (upTo !== undefined && upTo !== null && !isSequenceId(upTo)) throw DomainError.invalid([NOTIFICATION_MESSAGES.cursorInvalid]);
    await this.db.query(
      `INSERT INTO notification_reads (account_id, last_read_id)
       SELECT $1, LEAST(COALESCE($2::bigint, newest.id), newest.id)
         FROM (SELECT COALESCE(max(g.latest_id), 0) AS id FROM notification_groups g WHERE g.recipient_id = $1) newest
       ON CONFLICT (account_id) DO UPDATE SET last_read_id = GREATEST(notification_reads.last_read_id, excluded.last_read_id)`,
      [viewer.accountId, upTo ?? null],
    );
    return this.unreadCount(viewer);
  }

  /** The language an account is told things in when it is not asking: its choice, else English. */
  private async languageOf(accountId: string): Promise<string> {
    const [account]: Array<{ language: string | null }> = await this.db.query('SELECT language FROM accounts WHERE id = $1', [accountId]);
    return recipientLanguage(account?.language);
  }

  private entryOf(row: EntryRow, language: string): NotificationEntry {
    const entry: Omit<NotificationEntry, 'text'> = {
      id: row.group_key,
      kind: row.kind,
      item_id: row.item_id,
      item_kind: row.item_kind,
      item_preview: row.item_preview,
      comment_text: row.comment_text,
      item_image: row.item_image_key ? this.media.thumbnailUrlOf(row.item_image_key) : null,
      item_image_alt: row.item_image_alt,
      actors: (row.actors ?? []).slice(0, NOTIFICATION_LIMITS.namedActors),
      actor_count: row.actor_count,
      created_at: row.updated_at,
      read: !row.unread,
      position: row.latest_id,
    };
    return { ...entry, text: entryText(language, entry, row.starts_in_ms) };
  }
}
