import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CHAT_LIMITS, CHAT_MESSAGES, ERROR_CODES, isUuid, type MessageKindName } from '@gatherly/schema';
import { DataSource, type EntityManager } from 'typeorm';
import type { Viewer } from '../accounts/viewer';
import { DomainError } from '../common/errors/domain-error';
import { ThrottleService } from '../throttle/throttle.service';
import type { ConversationData } from './chat-events';
import { messageOf } from './chat-sql';
import { ChatService, conversationNotFound } from './chat.service';
import { lockConversation, MessageWriter, type WrittenMessage } from './message-writer';

const notAGroup = () => new DomainError(ERROR_CODES.notAGroup, [CHAT_MESSAGES.notAGroup]);

/** How many people a group joined by another domain's rule holds, and what refuses one more. */
export interface GroupRoom {
  members: number;
  full: () => DomainError;
}

const tooMany = () => DomainError.invalid([CHAT_MESSAGES.tooManyParticipants]);

/** A group's own room: its creator and CHAT_LIMITS.participants others. */
const GROUP_ROOM: GroupRoom = { members: CHAT_LIMITS.participants + 1, full: tooMany };

/**
 * Changes to a group by any of its members: its name, who is in it. Each is a message of its own
 * kind, written in the same transaction as the change, and a conversation_updated to the members.
 */
@Injectable()
export class ChatGroupsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly chat: ChatService,
    private readonly throttle: ThrottleService,
    private readonly writer: MessageWriter,
  ) {}

  /**
   * A group change by the viewer, in one transaction under the conversation's lock: `change` is
   * given the members before it and answers the event message to write (null: nothing changes).
   * 404 when the viewer is not in it (unless `joining`), 400 (chat/not_a_group) for a one-to-one conversation.
   */
  private async changeGroup(
    viewer: Pick<Viewer, 'accountId'>,
    conversationId: string,
    change: (manager: EntityManager, group: { name: string; members: string[] }) => Promise<{ kind: MessageKindName; content: string; people: string[] } | null>,
    { joining = false } = {},
  ): Promise<{ written: WrittenMessage; before: string[]; after: string[] } | null> {
    if (!isUuid(conversationId)) throw conversationNotFound();
    return this.db.transaction(async (manager) => {
      await lockConversation(manager, conversationId);
      const [group]: Array<{ name: string; is_group: boolean; members: string[] }> = await manager.query(
        `SELECT c.name, c.direct_key IS NULL AS is_group, array_agg(cm.account_id ORDER BY cm.joined_at) AS members
           FROM conversations c JOIN conversation_members cm ON cm.conversation_id = c.id WHERE c.id = $1 GROUP BY c.id`,
        [conversationId],
      );
      if (!group || (!joining && !group.members.includes(viewer.accountId))) throw conversationNotFound();
      if (!group.is_group) throw notAGroup();
      const event = await change(manager, group);
      if (!event) return null;
      const written = await this.writer.writeIn(manager, { conversationId, senderId: viewer.accountId, ...event });
      const [now]: Array<{ members: string[] | null }> = await manager.query('SELECT array_agg(account_id) AS members FROM conversation_members WHERE conversation_id = $1', [conversationId]);
      return { written, before: group.members, after: now?.members ?? [] };
    });
  }

  /** Names a group (any member may); the members see it as a message and a conversation_updated. An unchanged name changes nothing. */
  async rename(viewer: Viewer, conversationId: string, name: unknown): Promise<ConversationData> {
    const title = this.chat.nameOf(name);
    await this.throttle.consumeForAccount('chatSend', viewer.accountId);
    const done = await this.changeGroup(viewer, conversationId, async (manager, group) => {
      if (group.name === title) return null;
      await manager.query('UPDATE conversations SET name = $2 WHERE id = $1', [conversationId, title]);
      return { kind: 'renamed', content: title, people: [] };
    });
    if (done) await this.announce(done, conversationId);
    return this.chat.conversation(viewer, conversationId);
  }

  /**
   * Adds people to a group (any member may), with the rules of starting a group: nobody the viewer
   * may not reach, no block between any two of the members. The added receive new_conversation, and
   * see the conversation from the ADDED line on, not what was said before.
   */
  async addParticipants(viewer: Viewer, conversationId: string, participantIds: unknown): Promise<ConversationData> {
    const asked = this.chat.othersOf(viewer, participantIds);
    await this.throttle.consumeForAccount('conversation', viewer.accountId);
    const done = await this.changeGroup(viewer, conversationId, async (manager, group) => {
      const fresh = asked.filter((id) => !group.members.includes(id));
      if (fresh.length === 0) throw DomainError.invalid([CHAT_MESSAGES.alreadyMembers]);
      if (group.members.length - 1 + fresh.length > CHAT_LIMITS.participants) throw DomainError.invalid([CHAT_MESSAGES.tooManyParticipants]);
      await this.chat.checkSeating(viewer, fresh, group.members, manager);
      await seat(manager, conversationId, fresh);
      return { kind: 'added', content: '', people: fresh };
    });
    if (done) {
      const added = done.after.filter((id) => !done.before.includes(id));
      await this.chat.publishViews(added, conversationId, 'conversation');
      await this.announce({ ...done, after: done.after.filter((id) => !added.includes(id)) }, conversationId);
    }
    return this.chat.conversation(viewer, conversationId);
  }

  /**
   * Starts a group of the viewer with `others` for what another domain keeps it for (an event's
   * chat), within `manager`'s transaction, so that it is linked to that in the same commit: always a
   * group, even with one other person or none. The caller checks who may sit in it and calls
   * `announceNew` once committed. Answers its id.
   */
  async createIn(manager: EntityManager, viewer: Viewer, others: string[], name: string): Promise<string> {
    const [made]: Array<{ id: string }> = await manager.query('INSERT INTO conversations (name, created_by, direct_key) VALUES ($1, $2, NULL) RETURNING id', [
      this.chat.nameOf(name),
      viewer.accountId,
    ]);
    await manager.query('INSERT INTO conversation_members (conversation_id, account_id) SELECT $1, unnest($2::uuid[])', [made.id, [viewer.accountId, ...others]]);
    return made.id;
  }

  /** Tells the members of a group made with `createIn` that they are in it, once its transaction committed. */
  announceNew(memberIds: string[], conversationId: string): Promise<void> {
    return this.chat.publishViews(memberIds, conversationId, 'conversation');
  }

  /**
   * The viewer joins a group by a rule of another domain (a guest going to an event joins its chat;
   * that domain checks the rule and may give the group a `room` of its own): with the rules of
   * being added, seeing it from their ADDED line on, which names them as who added and who was
   * added ("Ada joined"). Already in it: nothing changes.
   */
  async join(viewer: Viewer, conversationId: string, room: GroupRoom = GROUP_ROOM): Promise<ConversationData> {
    await this.throttle.consumeForAccount('conversation', viewer.accountId);
    await this.admit(viewer, conversationId, viewer.accountId, room);
    return this.chat.conversation(viewer, conversationId);
  }

  /**
   * Seats someone in a group by a rule of another domain that no room limits (a co-host is in
   * their event's chat), named as added by `actor`, whether or not `actor` is in it. Already in it,
   * or unable to sit with its members (a block either way): nothing changes. Answers whether they were seated.
   */
  async seatByRule(actor: Viewer, conversationId: string, accountId: string): Promise<boolean> {
    try {
      return await this.admit(actor, conversationId, accountId, { members: Number.POSITIVE_INFINITY, full: tooMany });
    } catch (error) {
      if (error instanceof DomainError && error.code === ERROR_CODES.forbidden) return false;
      throw error;
    }
  }

  /**
   * Takes someone out of a group by a rule of another domain (a co-host removed leaves their
   * event's chat): as if they left it, which its members see as a message. Not in it: nothing changes.
   */
  async unseatByRule(conversationId: string, accountId: string): Promise<void> {
    const done = await this.changeGroup(
      { accountId },
      conversationId,
      async (manager, group) => {
        if (!group.members.includes(accountId)) return null;
        await manager.query('DELETE FROM conversation_members WHERE conversation_id = $1 AND account_id = $2', [conversationId, accountId]);
        return { kind: 'left', content: '', people: [] };
      },
      { joining: true },
    );
    if (!done) return;
    await this.chat.publish([accountId], { kind: 'left', conversation_id: conversationId });
    await this.announce(done, conversationId);
  }

  /** Seats `accountId`, added by `actor`, under the group's lock; their view and the members' updates follow the commit. Answers whether they were seated. */
  private async admit(actor: Viewer, conversationId: string, accountId: string, room: GroupRoom): Promise<boolean> {
    const done = await this.changeGroup(
      actor,
      conversationId,
      async (manager, group) => {
        if (group.members.includes(accountId)) return null;
        if (group.members.length >= room.members) throw room.full();
        await this.chat.checkSeating(actor, [accountId], group.members, manager);
        await seat(manager, conversationId, [accountId]);
        return { kind: 'added', content: '', people: [accountId] };
      },
      { joining: true },
    );
    if (!done) return false;
    await this.chat.publishViews([accountId], conversationId, 'conversation');
    await this.announce({ ...done, after: done.after.filter((id) => id !== accountId) }, conversationId);
    return true;
  }

  /**
   * The viewer leaves a group: from the commit on they receive nothing of it on any socket, it
   * leaves their list (their other devices get conversation_left), and the others see it as a message.
   */
  async leave(viewer: Viewer, conversationId: string): Promise<void> {
    await this.throttle.consumeForAccount('chatSend', viewer.accountId);
    const done = await this.changeGroup(viewer, conversationId, async (manager) => {
      await manager.query('DELETE FROM conversation_members WHERE conversation_id = $1 AND account_id = $2', [conversationId, viewer.accountId]);
      return { kind: 'left', content: '', people: [] };
    });
    await this.chat.publish([viewer.accountId], { kind: 'left', conversation_id: conversationId });
    if (done) await this.announce(done, conversationId);
  }

  /** A group change's message to who sees its author, and conversation_updated to every member `after` it. */
  private async announce(done: { written: WrittenMessage; after: string[] }, conversationId: string): Promise<void> {
    await this.chat.publish(done.written.member_ids, { kind: 'message', message: messageOf(done.written) });
    await this.chat.publishViews(done.after, conversationId, 'conversation_updated');
  }
}

/** Puts people in a group, under its lock: no message comes between the last one they will not see and the ADDED line they will. */
async function seat(manager: EntityManager, conversationId: string, accountIds: string[]): Promise<void> {
  await manager.query(
    `INSERT INTO conversation_members (conversation_id, account_id, visible_from_message_id)
     SELECT $1, unnest($2::uuid[]), COALESCE((SELECT max(id) FROM messages WHERE conversation_id = $1), 0)`,
    [conversationId, accountIds],
  );
}
