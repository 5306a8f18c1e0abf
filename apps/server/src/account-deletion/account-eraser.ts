import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { hashPassword, randomToken } from '../accounts/secrets';
import { AccountAnswersService } from '../attendance/account-answers.service';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { EngagementService } from '../content/engagement/engagement.service';
import { ContentItemsService } from '../content/shared/content-items.service';
import { ARCHIVE_STORE, type ArchiveStore } from '../data-export/archive-store';
import { MailService } from '../mail/mail.service';
import { MediaService } from '../media/media.service';
import { ModerationActionEntity } from '../moderation/moderation-action.entity';
import { FollowsService } from '../profiles/follows.service';
import { JobQueue } from '../queue/job-queue';
import { accountDeletedMail } from './account-deletion-mails';
import { recipientLanguage } from '../i18n/texts';

/** Rows taken at a time, each batch in a transaction of its own. */
const BATCH = 50;

/**
 * What stays of a deleted account: the accounts row (the tombstone, keeping its user name
 * reserved), the messages it sent in conversations with others (shown as from "Deleted account"),
 * reports about it (for the moderators, with what they were about removed) and the moderation
 * log's entries. These references to accounts are kept; every other one is removed (or emptied,
 * where the reference may be null) by `sweep`.
 */
export const KEPT_REFERENCES: ReadonlyArray<{ table: string; column: string }> = [
  { table: 'messages', column: 'sender_id' },
  { table: 'reports', column: 'owner_id' },
  { table: 'moderation_actions', column: 'moderator_id' },
  { table: 'moderation_actions', column: 'account_id' },
];

interface Reference {
  table: string;
  column: string;
  on_delete: 'c' | 'n' | 'a' | 'r' | 'd';
}

/**
 * Carries out the deletions that are due: the 'account-deletion' job, queued at the request to
 * start when the grace period ends, and a sweep every minute that queues those a lost job would
 * leave behind. Each step is idempotent and runs in a transaction of its own, so a run cut off by
 * a crash is simply run again; a run for an account not yet due, cancelled or already deleted
 * does nothing.
 */
@Injectable()
export class AccountEraser implements OnModuleInit {
  private readonly log = new Logger('AccountDeletion');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly queue: JobQueue,
    private readonly items: ContentItemsService,
    private readonly engagement: EngagementService,
    private readonly answers: AccountAnswersService,
    private readonly follows: FollowsService,
    private readonly media: MediaService,
    private readonly mail: MailService,
    @Inject(ARCHIVE_STORE) private readonly archives: ArchiveStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.queue.work('account-deletion', async ({ accountId }) => void (await this.erase(accountId)), { alone: true });
    await this.queue.work('account-deletion-sweep', async () => void (await this.queueDue()));
    await this.queue.schedule('account-deletion-sweep', '* * * * *');
  }

  /** Queues the deletion of every account whose time has come; answers how many. */
  async queueDue(): Promise<number> {
    const due: Array<{ id: string }> = await this.db.query('SELECT id FROM accounts WHERE deletion_scheduled_for <= now() AND deleted_at IS NULL');
    for (const { id } of due) await this.queue.send('account-deletion', { accountId: id });
    return due.length;
  }

  /** Deletes everything of the account but its tombstone, once its deletion is due; true when it ran. */
  async erase(accountId: string): Promise<boolean> {
    const [account]: Array<{ due: boolean }> = await this.db.query(
      'SELECT deletion_scheduled_for <= now() AS due FROM accounts WHERE id = $1 AND deleted_at IS NULL AND deletion_scheduled_for IS NOT NULL',
      [accountId],
    );
    if (!account?.due) return false;
    await this.removeItems(accountId);
    await this.removeComments(accountId);
    await this.removeEngagement(accountId);
    await this.answers.endAnswersOf(accountId);
    await this.removeFollows(accountId);
    await this.removePhoto(accountId);
    await this.leaveConversations(accountId);
    await this.removeArchives(accountId);
    await this.sweep(accountId);
    await this.entomb(accountId);
    this.log.log(`account ${accountId} deleted`);
    return true;
  }

  /** Its items, with their comments, likes, interest, answers and images (objects in the media store too). */
  private async removeItems(accountId: string): Promise<void> {
    for (;;) {
      const rows: Array<{ id: string }> = await this.db.query('SELECT id FROM content_items WHERE author_id = $1 LIMIT $2', [accountId, BATCH]);
      if (rows.length === 0) return;
      for (const { id } of rows) {
        const keys = await this.db.transaction((manager) => this.items.deleteIn(manager, id));
        await this.items.dropImages(keys, `item ${id} of a deleted account`);
      }
    }
  }

  /** Its comments on others' items; each item's count follows. */
  private async removeComments(accountId: string): Promise<void> {
    for (;;) {
      const rows: Array<{ id: string }> = await this.db.query('SELECT id FROM comments WHERE author_id = $1 LIMIT $2', [accountId, BATCH]);
      if (rows.length === 0) return;
      await this.db.transaction(async (manager) => {
        for (const { id } of rows) await this.engagement.removeComment(manager, id);
      });
    }
  }

  /** Its likes and interest at others' items; the items' counts follow. */
  private async removeEngagement(accountId: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      for (const [table, counter] of [
        ['likes', 'like_count'],
        ['event_interests', 'interest_count'],
      ]) {
        await manager.query(
          `WITH gone AS (DELETE FROM ${table} WHERE account_id = $1 RETURNING item_id)
           UPDATE content_items i SET ${counter} = GREATEST(0, i.${counter} - g.n) FROM (SELECT item_id, count(*)::int AS n FROM gone GROUP BY item_id) g WHERE i.id = g.item_id`,
          [accountId],
        );
      }
    });
  }

  /** Follows both ways, the others' counts corrected and their timelines cleaned as at an unfollow. */
  private async removeFollows(accountId: string): Promise<void> {
    const others: Array<{ id: string }> = await this.db.query(
      'SELECT followee_id AS id FROM follows WHERE follower_id = $1 UNION SELECT follower_id FROM follows WHERE followee_id = $1',
      [accountId],
    );
    for (const { id } of others) await this.follows.severBoth(accountId, id);
  }

  /** The profile photo, from the media store first: a crash between the two removes it again. */
  private async removePhoto(accountId: string): Promise<void> {
    const [row]: Array<{ key: string | null }> = await this.db.query('SELECT profile_image_key AS key FROM accounts WHERE id = $1', [accountId]);
    if (row?.key) await this.media.removeImages([row.key]);
    await this.db.query('UPDATE accounts SET profile_image = NULL, profile_image_key = NULL WHERE id = $1', [accountId]);
  }

  /** Out of every conversation; the messages it sent stay for the others. */
  private async leaveConversations(accountId: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      await manager.query('DELETE FROM conversation_members WHERE account_id = $1', [accountId]);
      await manager.query('UPDATE conversations SET created_by = NULL WHERE created_by = $1', [accountId]);
    });
  }

  /** The archives of its data, files first: their rows are how the store's files are found. */
  private async removeArchives(accountId: string): Promise<void> {
    const rows: Array<{ name: string }> = await this.db.query('SELECT storage_name AS name FROM data_exports WHERE account_id = $1 AND storage_name IS NOT NULL', [accountId]);
    if (rows.length > 0) await this.archives.delete(rows.map((row) => row.name));
    await this.db.query('DELETE FROM data_exports WHERE account_id = $1', [accountId]);
  }

  /**
   * Every other row that refers to the account, whatever its table (tokens, sessions, notifications
   * to and from it, settings, blocks, mutes, second factors, passkeys, archives…), found from the
   * database's own foreign keys, so that a table added later is covered too: deleted where the
   * reference cascades, emptied where it may be null.
   */
  private async sweep(accountId: string): Promise<void> {
    const references: Reference[] = await this.db.query(
      `SELECT cl.relname AS table, att.attname AS column, con.confdeltype AS on_delete
         FROM pg_constraint con
         JOIN pg_class cl ON cl.oid = con.conrelid
         JOIN pg_namespace ns ON ns.oid = cl.relnamespace
         JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = con.conkey[1]
        WHERE con.contype = 'f' AND con.confrelid = 'accounts'::regclass AND ns.nspname = current_schema() AND cardinality(con.conkey) = 1
        ORDER BY cl.relname, att.attname`,
    );
    await this.db.transaction(async (manager) => {
      for (const { table, column, on_delete } of references) {
        if (table === 'accounts' || KEPT_REFERENCES.some((kept) => kept.table === table && kept.column === column)) continue;
        const [quotedTable, quotedColumn] = [`"${table.replace(/"/g, '""')}"`, `"${column.replace(/"/g, '""')}"`];
        if (on_delete === 'n') await manager.query(`UPDATE ${quotedTable} SET ${quotedColumn} = NULL WHERE ${quotedColumn} = $1`, [accountId]);
        else await manager.query(`DELETE FROM ${quotedTable} WHERE ${quotedColumn} = $1`, [accountId]);
      }
    });
  }

  /**
   * The row becomes the tombstone: hidden for good, its user name kept, every other personal
   * column emptied. The mail saying so goes to the address it had, composed and queued with the change.
   */
  private async entomb(accountId: string): Promise<void> {
    const unusable = await hashPassword(randomToken());
    await this.db.transaction(async (manager) => {
      const [account]: Array<{ email: string; username: string; language: string | null }> = await manager.query(
        'SELECT email, username, language FROM accounts WHERE id = $1 AND deleted_at IS NULL FOR UPDATE',
        [accountId],
      );
      if (!account) return;
      await this.mail.queue('account-notice', accountDeletedMail(recipientLanguage(account.language), this.config.publicUrl, account.email, account.username), manager);
      await manager.insert(ModerationActionEntity, {
        moderatorId: accountId,
        moderatorUsername: account.username,
        action: 'account_deleted',
        targetType: 'account',
        targetId: accountId,
        accountId,
        accountUsername: account.username,
        reportId: null,
        reason: '',
      });
      await manager.query(
        `UPDATE accounts SET email = 'deleted+' || id || '@invalid', full_name = '', phone_number = NULL, password_hash = $2, email_verified_at = NULL,
                profile_image = NULL, profile_image_key = NULL, bio = '', gender = '', follower_count = 0, following_count = 0,
                theme_preference = DEFAULT, language = NULL, role = 'member', suspended_at = COALESCE(suspended_at, now()), hidden_by_deletion = true, deleted_at = now()
          WHERE id = $1`,
        [accountId, unusable],
      );
    });
  }
}
