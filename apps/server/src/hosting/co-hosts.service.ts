import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_CODES, HOSTING_LIMITS, HOSTING_MESSAGES } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import type { Viewer } from '../accounts/viewer';
import { DomainError } from '../common/errors/domain-error';
import { reachableSql } from '../common/visibility/visibility-sql';
import { eventKind } from '../content/events/event.kind';
import type { Event } from '../content/events/event.model';
import type { Row } from '../content/shared/content.models';
import { ContentItemsService } from '../content/shared/content-items.service';
import { EventChatService } from './event-chat.service';
import { HostsService } from './hosts.service';

const coHostNotFound = () => new DomainError(ERROR_CODES.coHostNotFound, [HOSTING_MESSAGES.notCoHost]);

/** The user name as sent; a 400 naming the field when there is none. */
function usernameOf(username: unknown): string {
  if (typeof username !== 'string' || username.trim() === '') throw DomainError.invalid([HOSTING_MESSAGES.coHostUsernameRequired]);
  return username.trim();
}

/**
 * Who runs an event with its creator. Only the creator chooses co-hosts, among the people they
 * follow, at most HOSTING_LIMITS.coHosts; a co-host may step down. Someone on the other side of a
 * block, or suspended, is as unknown. Hosts are always in the event's chat: a co-host added is put
 * in it, one removed taken out unless they are going.
 */
@Injectable()
export class CoHostsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly hosts: HostsService,
    private readonly items: ContentItemsService,
    private readonly chat: EventChatService,
  ) {}

  /** Makes the person a co-host of the viewer's event, and puts them in its chat if one is open; adding them again changes nothing. Answers the event. */
  async add(viewer: Viewer, eventId: string, username: unknown): Promise<Row<Event>> {
    const name = usernameOf(username);
    await this.items.countWrite(viewer);
    const added = await this.db.transaction(async (manager) => {
      // The event's row is locked, so that two additions at once cannot pass the limit together.
      const role = await this.hosts.roleOf(viewer, eventId, manager, true);
      if (!role.isAuthor) throw new DomainError(role.isHost ? ERROR_CODES.notEventCreator : ERROR_CODES.notHost, [HOSTING_MESSAGES.notCreatorCoHosts]);
      const [person]: Array<{ id: string; followed: boolean; co_host: boolean; co_hosts: number }> = await manager.query(
        `SELECT a.id,
                EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $1 AND f.followee_id = a.id) AS followed,
                EXISTS (SELECT 1 FROM event_co_hosts h WHERE h.item_id = $3 AND h.account_id = a.id) AS co_host,
                (SELECT count(*) FROM event_co_hosts h WHERE h.item_id = $3)::int AS co_hosts
           FROM accounts a
          WHERE lower(a.username) = lower($2) AND a.email_verified_at IS NOT NULL AND ${reachableSql('$1::uuid', 'a.id')}`,
        [viewer.accountId, name, eventId],
      );
      if (!person) throw new DomainError(ERROR_CODES.accountNotFound, [HOSTING_MESSAGES.coHostUnknown]);
      if (person.id === viewer.accountId) throw DomainError.invalid([HOSTING_MESSAGES.coHostSelf]);
      if (person.co_host) return null;
      if (!person.followed) throw DomainError.invalid([HOSTING_MESSAGES.coHostNotFollowed]);
      if (person.co_hosts >= HOSTING_LIMITS.coHosts) throw DomainError.invalid([HOSTING_MESSAGES.tooManyCoHosts]);
      await manager.query('INSERT INTO event_co_hosts (item_id, account_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [eventId, person.id]);
      return person.id;
    });
    if (added) await this.chat.seatHost(viewer, eventId, added);
    return this.items.get(eventKind, eventId, viewer);
  }

  /**
   * Takes a co-host off the event, and out of its chat unless they are going: the creator removes
   * anyone, a co-host themself. Answers the event as the viewer now sees it (a co-host who stepped
   * down still sees it, as a guest would).
   */
  async remove(viewer: Viewer, eventId: string, username: unknown): Promise<Row<Event>> {
    const name = usernameOf(username);
    await this.items.countWrite(viewer);
    const removed = await this.db.transaction(async (manager) => {
      const role = await this.hosts.roleOf(viewer, eventId, manager, true);
      if (!role.isHost) throw new DomainError(ERROR_CODES.notHost, [HOSTING_MESSAGES.notHost]);
      const [coHost]: Array<{ account_id: string }> = await manager.query(
        `SELECT h.account_id FROM event_co_hosts h JOIN accounts a ON a.id = h.account_id WHERE h.item_id = $1 AND lower(a.username) = lower($2)`,
        [eventId, name],
      );
      if (!coHost) throw coHostNotFound();
      if (!role.isAuthor && coHost.account_id !== viewer.accountId) throw new DomainError(ERROR_CODES.notEventCreator, [HOSTING_MESSAGES.coHostRemoveForbidden]);
      await manager.query('DELETE FROM event_co_hosts WHERE item_id = $1 AND account_id = $2', [eventId, coHost.account_id]);
      return coHost.account_id;
    });
    await this.chat.unseatHost(eventId, removed);
    return this.items.get(eventKind, eventId, viewer);
  }
}
