import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_CODES, isSequenceId, isUuid, NOT_FOUND_CODES, REPORT_MESSAGES, reportProblems, storedText, type ContentKindName, type ReportReason, type ReportTargetType } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import type { Viewer } from '../accounts/viewer';
import { DomainError } from '../common/errors/domain-error';
import { CONTENT_KINDS, type ContentKindRegistry } from '../content/shared/content-kind';
import { ThrottleService } from '../throttle/throttle.service';
import type { Report } from './report.models';
import { reachableSql } from '../common/visibility/visibility-sql';

interface Target {
  valid: (id: string) => boolean;
  /** Finds the target as the reporter ($1) may see it ($2 the target), with its owner. */
  sql: string;
}

/** An item of any kind in the registry, `$3` its kind. */
const ITEM_TARGET: Target = {
  valid: isUuid,
  sql: `SELECT i.author_id AS owner_id FROM content_items i WHERE i.id = $2::uuid AND i.kind = $3 AND ${reachableSql('$1', 'i.author_id')}`,
};

/**
 * Per kind of target that is not an item: SQL that finds it as the reporter may see it, with its
 * owner, so that nobody reports what they cannot see, or themselves.
 */
const TARGETS: Record<Exclude<ReportTargetType, ContentKindName>, Target> = {
  account: { valid: isUuid, sql: `SELECT a.id AS owner_id FROM accounts a WHERE a.id = $2::uuid AND a.email_verified_at IS NOT NULL AND ${reachableSql('$1', 'a.id')}` },
  comment: {
    valid: isUuid,
    sql: `SELECT c.author_id AS owner_id FROM comments c JOIN content_items i ON i.id = c.item_id WHERE c.id = $2::uuid AND ${reachableSql('$1', 'i.author_id')}`,
  },
  message: {
    valid: isSequenceId,
    sql: `SELECT m.sender_id AS owner_id FROM messages m JOIN conversation_members cm ON cm.conversation_id = m.conversation_id AND cm.account_id = $1
           WHERE m.id = $2::bigint AND m.id > cm.visible_from_message_id`,
  },
};

export interface ReportInput {
  target_type?: unknown;
  target_id?: unknown;
  reason?: unknown;
  text?: unknown;
}

/** Reports: anyone signed in tells the moderators about what they can see. */
@Injectable()
export class ReportsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly throttle: ThrottleService,
    @Inject(CONTENT_KINDS) private readonly kinds: ContentKindRegistry,
  ) {}

  /** Files a report: 400 for a bad kind or reason, 404 for a target one cannot see, 409 when one's report of it is still open. */
  async report(viewer: Viewer, input: ReportInput): Promise<Report> {
    const problems = reportProblems(input);
    if (problems.length > 0) throw DomainError.invalid(problems);
    const targetType = input.target_type as ReportTargetType;
    const isItem = Object.hasOwn(this.kinds, targetType);
    const target = isItem ? ITEM_TARGET : TARGETS[targetType as keyof typeof TARGETS];
    const targetId = typeof input.target_id === 'string' ? input.target_id : '';
    await this.throttle.consumeForAccount('comment', viewer.accountId);
    const missing = () => new DomainError(NOT_FOUND_CODES[targetType], [REPORT_MESSAGES.notFound]);
    if (!target.valid(targetId)) throw missing();
    const [found]: Array<{ owner_id: string }> = await this.db.query(target.sql, isItem ? [viewer.accountId, targetId, targetType] : [viewer.accountId, targetId]);
    if (!found) throw missing();
    if (found.owner_id === viewer.accountId) throw DomainError.invalid([REPORT_MESSAGES.self]);
    const [row]: Report[] = await this.db.query(
      `INSERT INTO reports (reporter_id, target_type, target_id, reason, text, owner_id) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (reporter_id, target_type, target_id) WHERE status = 'open' DO NOTHING
       RETURNING id, target_type, target_id, reason, text, status, created_at`,
      [viewer.accountId, targetType, targetId, input.reason as ReportReason, typeof input.text === 'string' ? storedText(input.text) : '', found.owner_id],
    );
    if (!row) throw new DomainError(ERROR_CODES.conflict, [REPORT_MESSAGES.alreadyReported]);
    return row;
  }
}
