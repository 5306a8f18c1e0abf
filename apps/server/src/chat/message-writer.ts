import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MessageKindName } from '@gatherly/schema';
import { DataSource, type EntityManager } from 'typeorm';
import type { ChatPersonData } from './chat-events';
import { preparedIn } from '../database/prepared';
import { JobQueue } from '../queue/job-queue';
import { PUSH_DELAY_SECONDS } from '../queue/jobs';
import { audienceSql, MESSAGE_COLUMNS } from './chat-sql';
import { mentionedAccountsSql, mentionedNames, type MessageMentionData, storedMentionsJsonSql } from './message-mentions-sql';

export interface MessageToWrite {
  conversationId: string;
  senderId: string;
  content: string;
  /** The id the sender's app gave it: a message of the sender's with that id already stored is answered instead. */
  clientId?: string | null;
}

/** A stored message with its sender, as the chat's statements read it. */
export interface MessageRow {
  id: string;
  conversation_id: string;
  content: string;
  created_at: Date;
  kind: MessageKindName;
  unsent: boolean;
  /** The id its sender's app gave it, if it gave one. */
  client_id?: string | null;
  /** For `added`: who was added. */
  people: ChatPersonData[];
  /** The people it mentions that its sender may see. */
  mentions: MessageMentionData[];
  /** Written just now, to a conversation where someone besides its sender has a device with push on. */
  pushed?: boolean;
  sender_id: string;
  sender_username: string;
  sender_full_name: string;
  sender_profile_image: string | null;
}

/** A message just written, with everyone in its conversation who sees it (no block with its sender). */
export interface WrittenMessage extends MessageRow {
  member_ids: string[];
  /** Stored before, under the same client id: sent again, so nobody is told of it again. */
  repeated?: boolean;
}

/** Messages in one statement at most. */
const BATCH = 200;

/**
 * Stores messages, many to a statement when many come at once: while a statement is under way the
 * next messages wait and then go together, so a busy instance commits once for many messages
 * instead of once each, and a quiet one writes each message at once. One statement at a time, so
 * the answers, and the publishing that follows them, come in the order of the ids.
 *
 * Within a conversation, ids grow in the order messages become visible, across instances too: a
 * transaction locks its conversations (in the order of their ids, so two instances never wait on
 * each other in a circle) before it takes ids, and holds the locks until it commits. Messages of
 * senders who are not in the conversation (by then) are left out: their answer is null.
 */
@Injectable()
export class MessageWriter {
  private readonly waiting: Array<{ message: MessageToWrite; done: (written: WrittenMessage | null) => void; failed: (error: unknown) => void }> = [];
  private running = false;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly queue: JobQueue,
  ) {}

  write(message: MessageToWrite): Promise<WrittenMessage | null> {
    return new Promise((done, failed) => {
      this.waiting.push({ message, done, failed });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, BATCH);
        try {
          const rows = await this.store(batch.map((entry) => entry.message));
          const byPlace = new Map(rows.map((row) => [row.place, row]));
          batch.forEach((entry, index) => entry.done(byPlace.get(index + 1) ?? null));
        } catch (error) {
          batch.forEach((entry) => entry.failed(error));
        }
      }
    } finally {
      this.running = false;
    }
  }

  /**
   * Writes one message within `manager`'s transaction (a conversation started, a group's event), under the conversation's lock as `write`
   * takes it (held until the commit, so ids keep the order messages become visible). `member_ids`:
   * who is in the conversation now and sees its sender (no block either way).
   */
  async writeIn(
    manager: EntityManager,
    message: { conversationId: string; senderId: string; kind: MessageKindName; content: string; people: string[] },
  ): Promise<WrittenMessage> {
    await lockConversation(manager, message.conversationId);
    const { places, names } = mentionedNames(message.kind === 'text' ? [message.content] : []);
    const [row] = await manager.query(
      `WITH written AS (
         INSERT INTO messages (conversation_id, sender_id, content, kind, people, created_at)
         VALUES ($1, $2, $3, $4, $5::uuid[], clock_timestamp()) RETURNING *),
       mentioned AS (${mentionedAccountsSql('$6', '$7', '(SELECT 1 AS place, $2::uuid AS sender_id)')}),
       stored_mentions AS (
         INSERT INTO message_mentions (message_id, account_id, written_as, position)
         SELECT w.id, f.account_id, f.name, f.position FROM mentioned f CROSS JOIN written w
         RETURNING message_id, account_id, written_as, position)
       SELECT ${MESSAGE_COLUMNS}, ${storedMentionsJsonSql('stored_mentions', 'm.id')} AS stored_mentions, ${audienceSql('m.conversation_id', 'm.sender_id')} AS member_ids,
              ${pushedSql('m.conversation_id', 'm.sender_id')} AS pushed
         FROM written m JOIN accounts s ON s.id = m.sender_id`,
      [message.conversationId, message.senderId, message.content, message.kind, message.people, places, names],
    );
    // The statement's reads do not see the mentions it stores: they come from its own answer.
    const { stored_mentions: mentions, ...written } = row;
    const stored = { ...written, mentions, member_ids: row.member_ids ?? [] } as WrittenMessage;
    await this.queuePushes(manager, [stored]);
    return stored;
  }

  /**
   * Queues, in the transaction that writes them, the push of the written messages (not a group's
   * events) whose conversation has someone besides their sender with a device where push is on (the
   * statement that wrote them tells: `pushed`).
   */
  private async queuePushes(manager: EntityManager, messages: WrittenMessage[]): Promise<void> {
    const ids = messages.filter((message) => message.kind === 'text' && message.pushed).map((message) => message.id);
    if (ids.length === 0) return;
    await this.queue.send('push-messages', { messageIds: ids }, manager, { startAfter: PUSH_DELAY_SECONDS });
  }

  private store(messages: MessageToWrite[]): Promise<Array<WrittenMessage & { place: number }>> {
    return this.db.transaction(async (manager) => {
      const written = await this.insert(manager, messages);
      await this.queuePushes(manager, written);
      return [...written, ...(await this.repeated(manager, messages, new Set(written.map((row) => row.place))))];
    });
  }

  /**
   * The messages of the batch not written because their sender had already sent them (the same
   * client id), as they were stored then: the places left out that carry a client id. Under READ
   * COMMITTED this statement sees one stored by a transaction the insert waited for.
   */
  private async repeated(manager: EntityManager, messages: MessageToWrite[], written: Set<number>): Promise<Array<WrittenMessage & { place: number }>> {
    const again = messages.map((message, index) => ({ ...message, place: index + 1 })).filter((message) => message.clientId && !written.has(message.place));
    if (again.length === 0) return [];
    const rows = await preparedIn<MessageRow & { place: number }>(
      manager,
      'chat-repeated-messages',
      `SELECT a.place::int AS place, ${MESSAGE_COLUMNS}
         FROM unnest($1::uuid[], $2::uuid[], $3::int[]) AS a(sender_id, client_id, place)
         JOIN messages m ON m.sender_id = a.sender_id AND m.client_id = a.client_id JOIN accounts s ON s.id = m.sender_id`,
      [again.map((message) => message.senderId), again.map((message) => message.clientId), again.map((message) => message.place)],
    );
    return rows.map((row) => ({ ...row, member_ids: [], repeated: true }));
  }

  /** Writes a batch under its conversations' locks; answers each message written, with its place in the batch. */
  private async insert(manager: EntityManager, messages: MessageToWrite[]): Promise<Array<WrittenMessage & { place: number }>> {
    const { places, names } = mentionedNames(messages.map((m) => m.content));
    // The locks come first, in a statement of their own: under READ COMMITTED the next statement
    // reads who is in each conversation once they are held, so a send that waited on a leave or
    // an add sees it (the one who left is no longer told, the one added is).
    await preparedIn(
      manager,
      'chat-lock-conversations',
      `SELECT count(pg_advisory_xact_lock(hashtextextended(c.id::text, 0))) AS n
         FROM (SELECT DISTINCT id FROM unnest($1::uuid[]) AS u(id) ORDER BY id) c`,
      [messages.map((m) => m.conversationId)],
    );
    return preparedIn<WrittenMessage & { place: number }>(
      manager,
      'chat-write-messages',
      `WITH input AS (
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $6::uuid[]) WITH ORDINALITY AS i(conversation_id, sender_id, content, client_id, place)),
       allowed AS (
         SELECT i.* FROM input i
          WHERE EXISTS (SELECT 1 FROM conversation_members cm WHERE cm.conversation_id = i.conversation_id AND cm.account_id = i.sender_id)),
       numbered AS (
         -- Volatile functions run after the ORDER BY: ids are taken in the order messages came.
         SELECT a.place, nextval(pg_get_serial_sequence('messages', 'id')) AS id, clock_timestamp() AS created_at FROM allowed a ORDER BY a.place),
       written AS (
         INSERT INTO messages (id, conversation_id, sender_id, content, client_id, created_at)
         SELECT n.id, a.conversation_id, a.sender_id, a.content, a.client_id, n.created_at FROM numbered n JOIN allowed a USING (place)
         -- Sent again (the same client id): left out here, answered as it was stored (see repeated).
         ON CONFLICT (sender_id, client_id) WHERE client_id IS NOT NULL DO NOTHING
         RETURNING id),
       mentioned AS (${mentionedAccountsSql('$4', '$5', 'allowed')}),
       stored_mentions AS (
         INSERT INTO message_mentions (message_id, account_id, written_as, position)
         SELECT n.id, f.account_id, f.name, f.position FROM mentioned f JOIN numbered n USING (place) WHERE n.id IN (SELECT id FROM written)
         RETURNING message_id, account_id, written_as, position)
       SELECT n.place::int AS place, n.id, a.conversation_id, a.content, n.created_at, 'text' AS kind, false AS unsent, a.client_id, '[]'::json AS people,
              ${storedMentionsJsonSql('stored_mentions', 'n.id')} AS mentions, s.id AS sender_id, s.username AS sender_username,
              s.full_name AS sender_full_name, s.profile_image AS sender_profile_image, ${audienceSql('a.conversation_id', 'a.sender_id')} AS member_ids,
              ${pushedSql('a.conversation_id', 'a.sender_id')} AS pushed
         FROM written w JOIN numbered n ON n.id = w.id JOIN allowed a USING (place) JOIN accounts s ON s.id = a.sender_id`,
      [messages.map((m) => m.conversationId), messages.map((m) => m.senderId), messages.map((m) => m.content), places, names, messages.map((m) => m.clientId ?? null)],
    );
  }
}

/** Whether someone in conversation `conversation` besides `sender` has a device with push on: its messages are pushed (see queuePushes). */
const pushedSql = (conversation: string, sender: string) =>
  `EXISTS (SELECT 1 FROM conversation_members cm JOIN push_subscriptions ps ON ps.account_id = cm.account_id WHERE cm.conversation_id = ${conversation} AND cm.account_id <> ${sender})`;

/** Takes the lock of a conversation that MessageWriter takes, until the transaction ends. */
export function lockConversation(manager: EntityManager, conversationId: string): Promise<unknown> {
  return manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1::text, 0))', [conversationId]);
}
