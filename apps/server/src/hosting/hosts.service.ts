import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { contentForbidden, contentNotFound, ERROR_CODES, HOSTING_MESSAGES, isUuid, type TextRef } from '@gatherly/schema';
import { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from '../accounts/viewer';
import { DomainError } from '../common/errors/domain-error';
import { reachableSql } from '../common/visibility/visibility-sql';

/** An event missing for the viewer: absent, of another kind, of a suspended author, or behind a block. */
export const eventNotFound = () => new DomainError(ERROR_CODES.eventNotFound, [contentNotFound('event')]);

/** What the viewer is to an event they may see. */
export interface EventRole {
  authorId: string;
  isAuthor: boolean;
  isHost: boolean;
}

/** SQL true when `account` hosts the event `item` (an expression of content_items' id): its author or a co-host. */
export const isHostSql = (item: string, author: string, account: string) =>
  `(${author} = ${account} OR EXISTS (SELECT 1 FROM event_co_hosts h WHERE h.item_id = ${item} AND h.account_id = ${account}))`;

/**
 * Who runs an event: its creator and the co-hosts they chose. Hosts edit the event, manage its
 * guests, message them and open its chat; only the creator deletes it and chooses co-hosts.
 */
@Injectable()
export class HostsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * What the viewer is to the event, in one statement; a 404 as for the event when they may not see
   * it. With `lock`, the event's row is locked for the rest of `manager`'s transaction.
   */
  async roleOf(viewer: Viewer, eventId: string, manager: EntityManager = this.db.manager, lock = false): Promise<EventRole> {
    const rows: Array<{ author_id: string; is_host: boolean }> = isUuid(eventId)
      ? await manager.query(
          `SELECT i.author_id, ${isHostSql('i.id', 'i.author_id', '$2::uuid')} AS is_host
             FROM content_items i
            WHERE i.id = $1 AND i.kind = 'event' AND ${reachableSql('$2::uuid', 'i.author_id')}
            ${lock ? 'FOR UPDATE OF i' : ''}`,
          [eventId, viewer.accountId],
        )
      : [];
    const [row] = rows;
    if (!row) throw eventNotFound();
    return { authorId: row.author_id, isAuthor: row.author_id === viewer.accountId, isHost: row.is_host };
  }

  /** Nothing, when the viewer hosts the event; a 404 as for the event when they may not see it, else a 403 `event/not_host`. */
  async requireHost(viewer: Viewer, eventId: string, manager?: EntityManager): Promise<void> {
    const role = await this.roleOf(viewer, eventId, manager);
    if (!role.isHost) throw new DomainError(ERROR_CODES.notHost, [HOSTING_MESSAGES.notHost]);
  }

  /**
   * Nothing, when the viewer may change the event's fields (its hosts); a 404 as for the event when
   * they may not see it, else the 403 every kind answers to someone changing what is not theirs.
   */
  async requireEditor(viewer: Viewer, eventId: string, manager?: EntityManager): Promise<EventRole> {
    const role = await this.roleOf(viewer, eventId, manager);
    if (!role.isHost) throw new DomainError(ERROR_CODES.forbidden, [contentForbidden('event')]);
    return role;
  }

  /** Nothing, when the viewer created the event; a 404 as for the event when they may not see it, else a 403 `event/not_creator` (`message` says what only the creator may do). */
  async requireCreator(viewer: Viewer, eventId: string, manager?: EntityManager, message: TextRef = HOSTING_MESSAGES.notCreator): Promise<EventRole> {
    const role = await this.roleOf(viewer, eventId, manager);
    if (!role.isAuthor) throw new DomainError(ERROR_CODES.notEventCreator, [message]);
    return role;
  }

  /**
   * A 403 `event/not_creator` when the viewer co-hosts the event: they run it with its creator, who
   * alone deletes it. Nothing otherwise; whoever else is refused is answered as for any item.
   */
  async refuseCoHostDeleting(viewer: Viewer, eventId: string, manager: EntityManager = this.db.manager): Promise<void> {
    if (!isUuid(eventId)) return;
    const rows: unknown[] = await manager.query('SELECT 1 FROM event_co_hosts WHERE item_id = $1 AND account_id = $2', [eventId, viewer.accountId]);
    if (rows.length > 0) throw new DomainError(ERROR_CODES.notEventCreator, [HOSTING_MESSAGES.notCreator]);
  }

  /** Whether the account hosts the event (false for an event that does not exist). */
  async isHost(viewerId: string, eventId: string, manager: EntityManager = this.db.manager): Promise<boolean> {
    if (!isUuid(eventId) || !isUuid(viewerId)) return false;
    const [row]: Array<{ is_host: boolean }> = await manager.query(
      `SELECT ${isHostSql('i.id', 'i.author_id', '$2::uuid')} AS is_host FROM content_items i WHERE i.id = $1 AND i.kind = 'event'`,
      [eventId, viewerId],
    );
    return row?.is_host ?? false;
  }
}
