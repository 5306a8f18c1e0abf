import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CHAT_LIMITS, ERROR_CODES, HOSTING_LIMITS, HOSTING_MESSAGES } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import type { Viewer } from '../accounts/viewer';
import { ChatGroupsService, type GroupRoom } from '../chat/chat-groups.service';
import type { ConversationData } from '../chat/chat-events';
import { ChatService } from '../chat/chat.service';
import { DomainError } from '../common/errors/domain-error';
import { reachableSql } from '../common/visibility/visibility-sql';
import { HostsService } from './hosts.service';

const chatFull = () => new DomainError(ERROR_CODES.conflict, [HOSTING_MESSAGES.chatFull]);

/** The guests going join while the chat holds fewer than HOSTING_LIMITS.eventChatMembers people; past that it is full (409). */
const GUESTS_ROOM: GroupRoom = { members: HOSTING_LIMITS.eventChatMembers, full: chatFull };

/** Hosts are always let in. */
const HOSTS_ROOM: GroupRoom = { members: Number.POSITIVE_INFINITY, full: chatFull };

/**
 * An event's chat: a group conversation of the existing chat (every door, subscriptions, leaving),
 * opened by a host with the event's hosts in it and linked by events.conversation_id; co-hosts
 * added later are put in it, and those removed taken out (unless they are going). The guests going
 * join it themselves, up to HOSTING_LIMITS.eventChatMembers people in all, and leave it as any group.
 */
@Injectable()
export class EventChatService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly hosts: HostsService,
    private readonly chat: ChatService,
    private readonly groups: ChatGroupsService,
  ) {}

  /**
   * Opens the event's chat, named after the event, with its hosts (those the opener may sit with).
   * Already open: the same conversation, which the opener joins again if they were not in it.
   */
  async open(viewer: Viewer, eventId: string): Promise<ConversationData> {
    const opened = await this.db.transaction(async (manager) => {
      // The event's row is locked: two hosts opening at once make one chat.
      const role = await this.hosts.roleOf(viewer, eventId, manager, true);
      if (!role.isHost) throw new DomainError(ERROR_CODES.notHost, [HOSTING_MESSAGES.notHost]);
      const [event]: Array<{ name: string; conversation_id: string | null }> = await manager.query('SELECT name, conversation_id FROM events WHERE item_id = $1', [eventId]);
      if (event.conversation_id) return { id: event.conversation_id, members: null };
      // Hosts on either side of a block with another host are left out: the chat could not hold both.
      const others: Array<{ id: string }> = await manager.query(
        `WITH host AS (SELECT i.author_id AS id FROM content_items i WHERE i.id = $1 UNION SELECT h.account_id FROM event_co_hosts h WHERE h.item_id = $1)
         SELECT a.id FROM host JOIN accounts a ON a.id = host.id
          WHERE a.id <> $2 AND ${reachableSql('$2::uuid', 'a.id')}
            AND NOT EXISTS (SELECT 1 FROM blocks b, host other
                             WHERE (b.blocker_id = a.id AND b.blocked_id = other.id) OR (b.blocked_id = a.id AND b.blocker_id = other.id))
          LIMIT ${CHAT_LIMITS.participants}`,
        [eventId, viewer.accountId],
      );
      const otherIds = others.map((row) => row.id);
      const id = await this.groups.createIn(manager, viewer, otherIds, event.name);
      await manager.query('UPDATE events SET conversation_id = $2 WHERE item_id = $1', [eventId, id]);
      return { id, members: [viewer.accountId, ...otherIds] };
    });
    if (opened.members) {
      await this.groups.announceNew(opened.members, opened.id);
      return this.chat.conversation(viewer, opened.id);
    }
    return this.groups.join(viewer, opened.id, HOSTS_ROOM);
  }

  /**
   * The viewer joins the event's chat: its hosts and the guests going may; joining twice changes
   * nothing. A guest finds it full (409) once it holds HOSTING_LIMITS.eventChatMembers people.
   */
  async join(viewer: Viewer, eventId: string): Promise<ConversationData> {
    const role = await this.hosts.roleOf(viewer, eventId);
    const [event]: Array<{ conversation_id: string | null; going: boolean }> = await this.db.query(
      `SELECT e.conversation_id, EXISTS (SELECT 1 FROM event_rsvps r WHERE r.item_id = e.item_id AND r.account_id = $2 AND r.status = 'going') AS going
         FROM events e WHERE e.item_id = $1`,
      [eventId, viewer.accountId],
    );
    if (!role.isHost && !event.going) throw new DomainError(ERROR_CODES.forbidden, [HOSTING_MESSAGES.chatJoinForbidden]);
    if (!event.conversation_id) throw new DomainError(ERROR_CODES.conflict, [HOSTING_MESSAGES.chatNotOpen]);
    return this.groups.join(viewer, event.conversation_id, role.isHost ? HOSTS_ROOM : GUESTS_ROOM);
  }

  /** Puts a co-host just added in the event's chat, when one is open, named as added by `actor`; someone blocked by a member stays out. */
  async seatHost(actor: Viewer, eventId: string, accountId: string): Promise<void> {
    const conversationId = await this.chatOf(eventId);
    if (conversationId) await this.groups.seatByRule(actor, conversationId, accountId);
  }

  /** Takes a co-host just removed out of the event's chat, unless they are going to the event (then they stay as a guest). */
  async unseatHost(eventId: string, accountId: string): Promise<void> {
    const [event]: Array<{ conversation_id: string | null; going: boolean }> = await this.db.query(
      `SELECT e.conversation_id, EXISTS (SELECT 1 FROM event_rsvps r WHERE r.item_id = e.item_id AND r.account_id = $2 AND r.status = 'going') AS going
         FROM events e WHERE e.item_id = $1`,
      [eventId, accountId],
    );
    if (event?.conversation_id && !event.going) await this.groups.unseatByRule(event.conversation_id, accountId);
  }

  private async chatOf(eventId: string): Promise<string | null> {
    const [event]: Array<{ conversation_id: string | null }> = await this.db.query('SELECT conversation_id FROM events WHERE item_id = $1', [eventId]);
    return event?.conversation_id ?? null;
  }
}
