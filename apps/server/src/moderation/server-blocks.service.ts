import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_CODES, MODERATION_LIMITS, MODERATION_MESSAGES, serverHostOf, type ModerationAction } from '@gatherly/schema';
import { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from '../accounts/viewer';
import { AccountAnswersService } from '../attendance/account-answers.service';
import { DomainError } from '../common/errors/domain-error';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { AfterCommit } from '../attendance/seats';
import { NotificationsService } from '../notifications/notifications.service';
import { ModerationActionEntity } from './moderation-action.entity';
import { checkedReason, ModerationService } from './moderation.service';
import type { KnownServer, KnownServerPage } from './server-blocks.models';

/**
 * Servers of the fediverse as moderators see them, and blocking them (defederation): a blocked
 * server's accounts here are suspended with it (hidden everywhere, as any suspension hides), and
 * the federation refuses it at every door (`isBlocked`): its requests answer 403, nothing is sent
 * to it or fetched from it. Unblocking lifts the suspensions the block made, not those a moderator
 * made of an account on its own.
 */
@Injectable()
export class ServerBlocksService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly moderation: ModerationService,
    private readonly notifications: NotificationsService,
    private readonly answers: AccountAnswersService,
  ) {}

  /** Whether `host` (`name[:port]`, any letter case) is blocked. */
  async isBlocked(host: string): Promise<boolean> {
    return (await this.blockedAmong([host])).size > 0;
  }

  /** The blocked ones among `hosts` (any letter case), in lower case. */
  async blockedAmong(hosts: readonly string[]): Promise<Set<string>> {
    if (hosts.length === 0) return new Set();
    const rows: Array<{ host: string }> = await this.db.query('SELECT host FROM server_blocks WHERE host = ANY($1)', [[...new Set(hosts.map((host) => host.toLowerCase()))]]);
    return new Set(rows.map((row) => row.host));
  }

  /** The servers known here (with accounts here) or blocked, by host, after `after`. */
  async servers(viewer: Viewer, after: string | null | undefined): Promise<KnownServerPage> {
    await this.moderation.requireModerator(viewer);
    if (after && after.length > MODERATION_LIMITS.hostLength) throw DomainError.invalid([MODERATION_MESSAGES.cursorInvalid]);
    const size = MODERATION_LIMITS.serversPageSize;
    const rows: KnownServer[] = await this.db.query(
      `WITH known AS (SELECT host, count(*)::int AS account_count FROM accounts WHERE host IS NOT NULL AND deleted_at IS NULL GROUP BY host)
       SELECT COALESCE(k.host, b.host) AS host, COALESCE(k.account_count, 0) AS account_count, b.host IS NOT NULL AS is_blocked,
              b.created_at AS blocked_at, b.reason AS block_reason
         FROM known k FULL JOIN server_blocks b ON b.host = k.host
        WHERE COALESCE(k.host, b.host) > $1
        ORDER BY 1 LIMIT $2`,
      [after ?? '', size + 1],
    );
    const items = rows.slice(0, size);
    return { items, next_cursor: rows.length > size ? items[items.length - 1].host : null };
  }

  /** Blocks `host`: from now on it is refused everywhere, and its accounts here are suspended with it. */
  async block(viewer: Viewer, host: string, reason: string): Promise<void> {
    const moderator = await this.moderation.requireModerator(viewer);
    const server = this.checkedHost(host);
    const why = checkedReason(reason, MODERATION_MESSAGES.logReasonRequired);
    const afters = await this.db.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        'INSERT INTO server_blocks (host, blocked_by_id, reason) VALUES ($1, $2, $3) ON CONFLICT (host) DO NOTHING RETURNING host',
        [server, moderator.id, why],
      );
      if (inserted.length === 0) throw new DomainError(ERROR_CODES.conflict, [MODERATION_MESSAGES.serverAlreadyBlocked]);
      const [suspended]: [Array<{ id: string }>, number] = await manager.query(
        'UPDATE accounts SET suspended_at = now(), suspended_with_server = true WHERE host = $1 AND suspended_at IS NULL AND deleted_at IS NULL RETURNING id',
        [server],
      );
      const afters: AfterCommit[] = [];
      for (const { id } of suspended) {
        // As a suspension of the account alone: what it did leaves others' notifications, its answers the events' counts.
        await this.notifications.withholdAllBy(manager, id);
        afters.push(await this.answers.setAsideAnswersOf(manager, id));
      }
      await this.record(manager, moderator, 'block_server', server, why);
      return afters;
    });
    for (const after of afters) await after();
  }

  /** Unblocks `host`: it is heard again, and the accounts its block suspended show again. The reason, for the log, may be left out. */
  async unblock(viewer: Viewer, host: string, reason: string | null | undefined): Promise<void> {
    const moderator = await this.moderation.requireModerator(viewer);
    const server = this.checkedHost(host);
    const why = typeof reason === 'string' && reason.trim() !== '' ? checkedReason(reason, MODERATION_MESSAGES.logReasonRequired) : '';
    const afters = await this.db.transaction(async (manager) => {
      const [deleted]: [unknown[], number] = await manager.query('DELETE FROM server_blocks WHERE host = $1 RETURNING host', [server]);
      if (deleted.length === 0) throw new DomainError(ERROR_CODES.conflict, [MODERATION_MESSAGES.serverNotBlocked]);
      const [lifted]: [Array<{ id: string }>, number] = await manager.query(
        'UPDATE accounts SET suspended_at = NULL, suspended_with_server = false WHERE host = $1 AND suspended_with_server RETURNING id',
        [server],
      );
      const afters: AfterCommit[] = [];
      for (const { id } of lifted) {
        await this.notifications.restoreAllBy(manager, id);
        afters.push(await this.answers.restoreAnswersOf(manager, id));
      }
      await this.record(manager, moderator, 'unblock_server', server, why);
      return afters;
    });
    for (const after of afters) await after();
  }

  /** `host` as the table keeps it; a 400 when it names no server, or this one. */
  private checkedHost(host: unknown): string {
    const server = serverHostOf(host);
    if (!server) throw DomainError.invalid([MODERATION_MESSAGES.hostInvalid]);
    if (server === new URL(this.config.publicUrl).host) throw DomainError.invalid([MODERATION_MESSAGES.ownServer]);
    return server;
  }

  private async record(manager: EntityManager, moderator: { id: string; username: string }, action: ModerationAction, host: string, reason: string): Promise<void> {
    await manager.insert(ModerationActionEntity, {
      moderatorId: moderator.id,
      moderatorUsername: moderator.username,
      action,
      targetType: 'server',
      targetId: host,
      accountId: null,
      accountUsername: '',
      reportId: null,
      reason,
    });
  }
}
