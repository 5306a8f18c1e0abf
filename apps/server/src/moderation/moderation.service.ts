import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_CODES, isUuid, MODERATION_LIMITS, MODERATION_MESSAGES, moderationReasonProblems, NOT_FOUND_CODES, storedText, type ModerationAction, type ModerationTargetType, type ReportTargetType, type Said } from '@gatherly/schema';
import { DataSource, EntityManager } from 'typeorm';
import { SessionsService } from '../accounts/sessions.service';
import { AccountAnswersService } from '../attendance/account-answers.service';
import type { Viewer } from '../accounts/viewer';
import { DomainError } from '../common/errors/domain-error';
import { cursorTimestampSql, type Page, type PageCursor, pageOf, parseCursor } from '../common/paging/keyset';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { EngagementService } from '../content/engagement/engagement.service';
import { ContentItemsService } from '../content/shared/content-items.service';
import { CONTENT_KINDS, type ContentKindRegistry } from '../content/shared/content-kind';
import { KindSql } from '../content/shared/kind-sql';
import { MailService } from '../mail/mail.service';
import { MediaService } from '../media/media.service';
import { NotificationsService } from '../notifications/notifications.service';
import { ModerationActionEntity } from './moderation-action.entity';
import { reinstatementMail, removalMail, suspensionMail } from './moderation-mails';
import type { ModerationLogEntry, OpenReport } from './moderation.models';
import { recipientLanguage } from '../i18n/texts';

const forbidden = () => new DomainError(ERROR_CODES.forbidden, [MODERATION_MESSAGES.forbidden]);
const reportNotFound = () => new DomainError(ERROR_CODES.reportNotFound, [MODERATION_MESSAGES.reportNotFound]);
/** The reported thing (or, for `account`, the account that wrote it) is gone. */
const targetGone = (type: ReportTargetType) => new DomainError(NOT_FOUND_CODES[type], [MODERATION_MESSAGES.targetGone]);

/** A person as JSON, for `alias` (an accounts row); $1 is the viewer, for is_following. */
const personJsonSql = (alias: string) =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id, 'username', ${alias}.username, 'full_name', ${alias}.full_name,
     'profile_image', ${alias}.profile_image, 'is_following', EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $1 AND f.followee_id = ${alias}.id)) END`;

/**
 * The target of a report `r`, joined by type: its item (`i`, of one of `kinds`), comment (`cm`, on
 * item `ci`) or message (`msg`). Ids were checked when the report was filed, so each cast only runs
 * for its own type.
 */
const targetJoinsSql = (kinds: KindSql) => `
  LEFT JOIN content_items i ON i.id = (CASE WHEN r.target_type IN ${kinds.names()} THEN r.target_id::uuid END)
  LEFT JOIN comments cm ON cm.id = (CASE WHEN r.target_type = 'comment' THEN r.target_id::uuid END)
  LEFT JOIN content_items ci ON ci.id = cm.item_id
  LEFT JOIN messages msg ON msg.id = (CASE WHEN r.target_type = 'message' THEN r.target_id::bigint END)`;

/** The reported text, or null when the target is gone. */
const previewSql = (kinds: KindSql) => `CASE r.target_type WHEN 'account' THEN ow.bio WHEN 'comment' THEN cm.content WHEN 'message' THEN msg.content
                      ELSE ${kinds.preview('i')} END`;

/** Whether the report's target still exists. */
const TARGET_EXISTS_SQL = `CASE r.target_type WHEN 'account' THEN ow.id IS NOT NULL WHEN 'comment' THEN cm.id IS NOT NULL
                            WHEN 'message' THEN msg.id IS NOT NULL ELSE i.id IS NOT NULL END`;

interface ReportRow extends Omit<OpenReport, 'image'> {
  image_key: string | null;
  cursor_timestamp: string;
  cursor_id: string;
}

/** An open report locked for the action on it, with its target and owner. */
interface LockedReport {
  id: string;
  target_type: ReportTargetType;
  target_id: string;
  target_exists: boolean;
  preview: string | null;
  owner_id: string | null;
  owner_username: string | null;
  owner_email: string | null;
  owner_language: string | null;
  owner_role: string | null;
}

interface Moderator {
  id: string;
  username: string;
}

/**
 * Moderation: moderators (accounts with the role, granted by `npm run admin`) read the open
 * reports, remove reported content (its author is told why), suspend accounts (their sessions end,
 * they cannot log in, what they shared is hidden: common/visibility/visibility-sql.ts, and what they did leaves others'
 * notifications and events' going counts until the lift), lift suspensions and dismiss reports. Every action is logged with who did it.
 * Everyone else is refused here, whatever the door.
 */
@Injectable()
export class ModerationService {
  /** SQL of the report's target, made once from the registry of content kinds. */
  private readonly target: { joins: string; preview: string };

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly items: ContentItemsService,
    private readonly engagement: EngagementService,
    private readonly sessions: SessionsService,
    private readonly media: MediaService,
    private readonly notifications: NotificationsService,
    private readonly answers: AccountAnswersService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CONTENT_KINDS) kinds: ContentKindRegistry,
  ) {
    const kindSql = new KindSql(db, kinds);
    this.target = { joins: targetJoinsSql(kindSql), preview: previewSql(kindSql) };
  }

  /** The viewer, if they are a moderator; a 403 for everyone else. */
  async requireModerator(viewer: Viewer): Promise<Moderator> {
    const [row]: Moderator[] = await this.db.query(`SELECT id, username FROM accounts WHERE id = $1 AND role = 'moderator' AND suspended_at IS NULL`, [viewer.accountId]);
    if (!row) throw forbidden();
    return row;
  }

  /** A page of open reports, oldest first, each with what it is about. */
  async openReports(viewer: Viewer, cursor: Partial<PageCursor> | null | undefined): Promise<Page<OpenReport>> {
    await this.requireModerator(viewer);
    const after = parseCursor(cursor);
    const rows: ReportRow[] = await this.db.query(
      `SELECT r.id, r.target_type, r.target_id, r.reason, r.text, r.created_at,
              ${cursorTimestampSql('r.created_at')} AS cursor_timestamp, r.id AS cursor_id,
              ${personJsonSql('rp')} AS reporter, ${personJsonSql('ow')} AS owner, ow.suspended_at IS NOT NULL AS owner_suspended,
              COALESCE(i.kind, ci.kind) AS item_kind, ${this.target.preview} AS preview,
              (SELECT m.storage_key FROM content_media m WHERE m.item_id = i.id ORDER BY m.display_order LIMIT 1) AS image_key,
              (SELECT m.alt_text FROM content_media m WHERE m.item_id = i.id ORDER BY m.display_order LIMIT 1) AS image_alt,
              (SELECT count(*) FROM reports o WHERE o.status = 'open' AND o.target_type = r.target_type AND o.target_id = r.target_id)::int AS report_count
         FROM reports r
         LEFT JOIN accounts rp ON rp.id = r.reporter_id
         LEFT JOIN accounts ow ON ow.id = r.owner_id
         ${this.target.joins}
        WHERE r.status = 'open' AND ($2::timestamptz IS NULL OR (r.created_at, r.id) > ($2::timestamptz, $3::uuid))
        ORDER BY r.created_at, r.id
        LIMIT ${MODERATION_LIMITS.pageSize + 1}`,
      [viewer.accountId, after?.cursor_timestamp ?? null, after?.cursor_id ?? null],
    );
    return pageOf(rows, MODERATION_LIMITS.pageSize, ({ image_key, cursor_timestamp: _t, cursor_id: _i, ...report }) => ({
      ...report,
      image: image_key ? this.media.thumbnailUrlOf(image_key) : null,
    }));
  }

  /** Removes the reported remark, post, event, comment or message; its author is told why by mail. */
  async removeContent(viewer: Viewer, reportId: string, reason: string): Promise<void> {
    const moderator = await this.requireModerator(viewer);
    const why = checkedReason(reason);
    const { report, images } = await this.db.transaction(async (manager) => {
      const report = await this.lockOpenReport(manager, reportId);
      if (report.target_type === 'account') throw DomainError.invalid([MODERATION_MESSAGES.notRemovable]);
      if (!report.target_exists) throw targetGone(report.target_type);
      let images: string[] = [];
      if (report.target_type === 'comment') await this.engagement.removeComment(manager, report.target_id);
      else if (report.target_type === 'message') await manager.query('DELETE FROM messages WHERE id = $1', [report.target_id]);
      else images = await this.items.deleteIn(manager, report.target_id);
      await this.resolve(manager, moderator, 'remove_content', report, why, `target_type = $4 AND target_id = $5`, [report.target_type, report.target_id]);
      if (report.owner_email && report.owner_username) {
        const mail = removalMail(recipientLanguage(report.owner_language), this.config.appeal, report.owner_email, report.owner_username, report.target_type, report.preview ?? '', why);
        await this.mail.queue('moderation', mail, manager);
      }
      return { report, images };
    });
    await this.items.dropImages(images, `removed ${report.target_type} ${report.target_id}`);
  }

  /**
   * Suspends the account that wrote (or is) the reported target: it cannot log in, its sessions end
   * now on every instance, what it shared is hidden, and its open reports are settled with this one.
   */
  async suspend(viewer: Viewer, reportId: string, reason: string): Promise<void> {
    const moderator = await this.requireModerator(viewer);
    const why = checkedReason(reason);
    const { ownerId, newly, after } = await this.db.transaction(async (manager) => {
      const report = await this.lockOpenReport(manager, reportId);
      const ownerId = report.owner_id;
      if (!ownerId) throw targetGone('account');
      if (ownerId === moderator.id) throw DomainError.invalid([MODERATION_MESSAGES.selfSuspension]);
      if (report.owner_role === 'moderator') throw new DomainError(ERROR_CODES.forbidden, [MODERATION_MESSAGES.moderatorSuspension]);
      // Hidden by a pending deletion already, it now stays hidden should that deletion be cancelled.
      await manager.query('UPDATE accounts SET hidden_by_deletion = false WHERE id = $1 AND hidden_by_deletion AND deleted_at IS NULL', [ownerId]);
      // Suspended with its server already, it now stays suspended should that server be unblocked.
      await manager.query('UPDATE accounts SET suspended_with_server = false WHERE id = $1 AND suspended_with_server', [ownerId]);
      const [suspended]: [unknown[], number] = await manager.query('UPDATE accounts SET suspended_at = now() WHERE id = $1 AND suspended_at IS NULL RETURNING id', [ownerId]);
      // What it did leaves others' notifications now, kept aside until a lift, rather than every read checking for suspensions.
      if (suspended.length > 0) await this.notifications.withholdAllBy(manager, ownerId);
      // Its going leaves the events' counts, and the seats it held go to those waiting.
      const after = suspended.length > 0 ? await this.answers.setAsideAnswersOf(manager, ownerId) : async () => undefined;
      await this.resolve(manager, moderator, 'suspend_account', report, why, 'owner_id = $4', [ownerId]);
      // Settling a report of an account suspended meanwhile neither ends sessions again nor mails twice.
      if (suspended.length > 0 && report.owner_email && report.owner_username) {
        await this.mail.queue('moderation', suspensionMail(recipientLanguage(report.owner_language), this.config.appeal, report.owner_email, report.owner_username, why), manager);
      }
      return { ownerId, newly: suspended.length > 0, after };
    });
    await after();
    if (newly) await this.sessions.endAll(ownerId, 'suspended');
  }

  /** Lifts an account's suspension: it can log in again, what it shared shows again, and what it did is in others' notifications again. */
  async liftSuspension(viewer: Viewer, accountId: string, reason: string): Promise<void> {
    const moderator = await this.requireModerator(viewer);
    const why = checkedReason(reason);
    const after = await this.db.transaction(async (manager) => {
      const [account]: Array<{ id: string; username: string; email: string; language: string | null; suspended: boolean; deletion_pending: boolean }> = isUuid(accountId)
        ? await manager.query(
            'SELECT id, username, email, language, suspended_at IS NOT NULL AND NOT hidden_by_deletion AS suspended, deletion_scheduled_for IS NOT NULL AS deletion_pending FROM accounts WHERE id = $1 FOR UPDATE',
            [accountId],
          )
        : [];
      if (!account) throw new DomainError(ERROR_CODES.accountNotFound, [MODERATION_MESSAGES.accountNotFound]);
      if (!account.suspended) throw new DomainError(ERROR_CODES.conflict, [MODERATION_MESSAGES.notSuspended]);
      if (account.deletion_pending) {
        // Its owner asked to delete it: it stays hidden, now by that deletion alone (cancelling it shows the account again).
        await manager.query('UPDATE accounts SET hidden_by_deletion = true WHERE id = $1', [account.id]);
        await this.record(manager, moderator, 'lift_suspension', { targetType: 'account', targetId: account.id, accountId: account.id, accountUsername: account.username, reportId: null, reason: why });
        return async () => undefined;
      }
      await manager.query('UPDATE accounts SET suspended_at = NULL, suspended_with_server = false WHERE id = $1', [account.id]);
      // A device that comes back now is not told of a suspension that is over: it just signs in again.
      await this.sessions.forgetEndReason(manager, account.id, 'suspended');
      // The restricted session it signed in to while suspended ends: it signs in again, fully.
      await this.sessions.endRestricted(manager, account.id);
      // What it did comes back in others' notifications, as after an unblock.
      await this.notifications.restoreAllBy(manager, account.id);
      const counted = await this.answers.restoreAnswersOf(manager, account.id);
      await this.record(manager, moderator, 'lift_suspension', { targetType: 'account', targetId: account.id, accountId: account.id, accountUsername: account.username, reportId: null, reason: why });
      await this.mail.queue('moderation', reinstatementMail(recipientLanguage(account.language), this.config.publicUrl, account.email, account.username, why), manager);
      return counted;
    });
    await after();
  }

  /** Closes the report, and the other open reports of the same target, with nothing done to it; the log keeps why. */
  async dismiss(viewer: Viewer, reportId: string, reason: string): Promise<void> {
    const moderator = await this.requireModerator(viewer);
    const why = checkedReason(reason, MODERATION_MESSAGES.dismissReasonRequired);
    await this.db.transaction(async (manager) => {
      const report = await this.lockOpenReport(manager, reportId);
      await this.resolve(manager, moderator, 'dismiss_report', report, why, `target_type = $4 AND target_id = $5`, [report.target_type, report.target_id]);
    });
  }

  /** A page of the moderation log, newest first. */
  async actions(viewer: Viewer, cursor: Partial<PageCursor> | null | undefined): Promise<Page<ModerationLogEntry>> {
    await this.requireModerator(viewer);
    const after = parseCursor(cursor);
    const rows: Array<ModerationLogEntry & PageCursor> = await this.db.query(
      `SELECT ma.id, ma.action, ma.moderator_username, ma.target_type, ma.target_id, ma.account_id, ma.account_username,
              COALESCE(a.suspended_at IS NOT NULL, false) AS account_suspended, ma.reason, ma.created_at,
              ${cursorTimestampSql('ma.created_at')} AS cursor_timestamp, ma.id AS cursor_id
         FROM moderation_actions ma LEFT JOIN accounts a ON a.id = ma.account_id
        WHERE ($1::timestamptz IS NULL OR (ma.created_at, ma.id) < ($1::timestamptz, $2::uuid))
        ORDER BY ma.created_at DESC, ma.id DESC
        LIMIT ${MODERATION_LIMITS.pageSize + 1}`,
      [after?.cursor_timestamp ?? null, after?.cursor_id ?? null],
    );
    return pageOf(rows, MODERATION_LIMITS.pageSize, ({ cursor_timestamp: _t, cursor_id: _i, ...entry }) => entry);
  }

  /** Adds an entry to the moderation log. */
  private async record(manager: EntityManager, moderator: Moderator, action: ModerationAction, entry: LogFields): Promise<void> {
    await manager.insert(ModerationActionEntity, { moderatorId: moderator.id, moderatorUsername: moderator.username, action, ...entry });
  }

  /** The open report, locked until the action on it commits; a 404 when it is unknown or already settled. */
  private async lockOpenReport(manager: EntityManager, reportId: string): Promise<LockedReport> {
    if (!isUuid(reportId)) throw reportNotFound();
    const [report]: LockedReport[] = await manager.query(
      `SELECT r.id, r.target_type, r.target_id, ${TARGET_EXISTS_SQL} AS target_exists, ${this.target.preview} AS preview,
              r.owner_id, ow.username AS owner_username, ow.email AS owner_email, ow.language AS owner_language, ow.role AS owner_role
         FROM reports r
         LEFT JOIN accounts ow ON ow.id = r.owner_id
         ${this.target.joins}
        WHERE r.id = $1 AND r.status = 'open'
        FOR UPDATE OF r`,
      [reportId],
    );
    if (!report) throw reportNotFound();
    return report;
  }

  /**
   * Settles the report and the other open reports `others` picks (SQL over reports with $1–$3 taken:
   * the action, the moderator, the report), and logs the action. An unsent message left with no
   * open report loses the text it kept for the moderators.
   */
  private async resolve(manager: EntityManager, moderator: Moderator, action: ModerationAction, report: LockedReport, reason: string, others: string, values: unknown[]): Promise<void> {
    const [settled]: [Array<{ target_type: ReportTargetType; target_id: string }>, number] = await manager.query(
      `UPDATE reports SET status = 'resolved', resolution = $1, resolved_by_id = $2, resolved_at = now()
        WHERE status = 'open' AND (id = $3 OR (${others})) RETURNING target_type, target_id`,
      [action, moderator.id, report.id, ...values],
    );
    const messages = settled.filter((row) => row.target_type === 'message').map((row) => row.target_id);
    // An unsent message kept its text for the moderators only while a report on it was open.
    if (messages.length > 0) {
      await manager.query(
        `UPDATE messages m SET content = '' WHERE m.id = ANY($1::bigint[]) AND m.unsent_at IS NOT NULL AND m.content <> ''
            AND NOT EXISTS (SELECT 1 FROM reports r WHERE r.status = 'open' AND r.target_type = 'message' AND r.target_id = m.id::text)`,
        [messages],
      );
    }
    await this.record(manager, moderator, action, {
      targetType: report.target_type,
      targetId: report.target_id,
      accountId: report.owner_id,
      accountUsername: report.owner_username ?? '',
      reportId: report.id,
      reason,
    });
  }
}

/** What an entry of the log says besides who did what. */
interface LogFields {
  targetType: ModerationTargetType;
  targetId: string;
  accountId: string | null;
  accountUsername: string;
  reportId: string | null;
  reason: string;
}

/** The reason, trimmed; a 400 when it is missing or too long. */
export function checkedReason(reason: unknown, required?: Said): string {
  const problems = moderationReasonProblems(reason, required);
  if (problems.length > 0) throw DomainError.invalid(problems);
  return storedText(reason as string);
}
