import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CHAT_LIMITS, CHAT_MESSAGES, conversationNameProblems, ERROR_CODES, messageProblems } from '@gatherly/schema';
import { isUUID } from 'class-validator';
import { DataSource } from 'typeorm';
import type { Viewer } from '../accounts/viewer';
import { DomainError } from '../common/errors/domain-error';
import { prepared } from '../database/prepared';
import { RealtimeBus } from '../realtime/realtime-bus';
import { ThrottleService } from '../throttle/throttle.service';
import type { ChatEvent, ChatPersonData, ChatPosition, ConversationData, MessageData } from './chat-events';
import { MessageWriter, type MessageRow } from './message-writer';
import { notBlockedSql, notSuspendedSql, reachableSql } from '../safety/safety-sql';

const notFound = () => new DomainError(ERROR_CODES.notFound, [CHAT_MESSAGES.conversationNotFound]);

/** A message id as clients send it back: digits only, within PostgreSQL's bigint. */
const MESSAGE_ID = /^\d{1,18}$/;

/** Columns of a message `m` with its sender `s`, read by `messageOf`. */
const MESSAGE_COLUMNS = `m.id, m.conversation_id, m.content, m.created_at, s.id AS sender_id, s.username AS sender_username,
  s.full_name AS sender_full_name, s.profile_image AS sender_profile_image`;

interface ConversationRow {
  id: string;
  name: string;
  created_at: Date;
  last_activity_at: Date;
  last_read_message_id: string;
  participants: ChatPersonData[];
  last_id: string | null;
  last_content: string | null;
  last_created_at: Date | null;
  last_sender_id: string | null;
  last_sender_username: string | null;
  last_sender_full_name: string | null;
  last_sender_profile_image: string | null;
}

/**
 * The conversations of `me` (the viewer, $1): participants, the last message and the viewer's read
 * position, in one statement; `where` narrows them.
 */
const conversationsSql = (where: string) => `
  SELECT c.id, c.name, c.created_at, COALESCE(lm.created_at, c.created_at) AS last_activity_at, me.last_read_message_id,
         (SELECT json_agg(json_build_object('id', a.id, 'username', a.username, 'full_name', a.full_name, 'profile_image', a.profile_image) ORDER BY cm.joined_at, a.username)
            FROM conversation_members cm JOIN accounts a ON a.id = cm.account_id WHERE cm.conversation_id = c.id) AS participants,
         lm.id AS last_id, lm.content AS last_content, lm.created_at AS last_created_at, ls.id AS last_sender_id,
         ls.username AS last_sender_username, ls.full_name AS last_sender_full_name, ls.profile_image AS last_sender_profile_image
    FROM conversation_members me
    JOIN conversations c ON c.id = me.conversation_id
    LEFT JOIN LATERAL (SELECT m.id, m.content, m.created_at, m.sender_id FROM messages m
                      WHERE m.conversation_id = c.id AND ${notSuspendedSql('m.sender_id')} ORDER BY m.id DESC LIMIT 1) lm ON true
    LEFT JOIN accounts ls ON ls.id = lm.sender_id
   WHERE me.account_id = $1 ${where}
   ORDER BY COALESCE(lm.created_at, c.created_at) DESC, c.id DESC`;

function messageOf(row: MessageRow): MessageData {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    content: row.content,
    timestamp: row.created_at.toISOString(),
    sender: { id: row.sender_id, username: row.sender_username, full_name: row.sender_full_name, profile_image: row.sender_profile_image },
  };
}

function conversationOf(row: ConversationRow): ConversationData {
  const last: MessageData | null =
    row.last_id === null
      ? null
      : messageOf({
          id: row.last_id,
          conversation_id: row.id,
          content: row.last_content ?? '',
          created_at: row.last_created_at ?? row.created_at,
          sender_id: row.last_sender_id ?? '',
          sender_username: row.last_sender_username ?? '',
          sender_full_name: row.last_sender_full_name ?? '',
          sender_profile_image: row.last_sender_profile_image,
        });
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    last_activity_at: row.last_activity_at.toISOString(),
    participants: row.participants ?? [],
    last_message: last,
    last_read_message_id: row.last_read_message_id,
  };
}

/**
 * Conversations and messages. Every rule lives here, whichever door a request came through
 * (GraphQL, REST, the /chat/ socket): only participants read or write a conversation, and a
 * conversation someone is not in answers as if it did not exist. A message is stored first and
 * then published on the bus.
 */
@Injectable()
export class ChatService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly bus: RealtimeBus,
    private readonly throttle: ThrottleService,
    private readonly writer: MessageWriter,
  ) {}

  /** The viewer's conversations, newest activity first. */
  async conversations(viewer: Viewer): Promise<ConversationData[]> {
    const rows = await prepared<ConversationRow>(this.db, 'chat-conversations', conversationsSql(''), [viewer.accountId]);
    return rows.map(conversationOf);
  }

  /** One conversation of the viewer's; 404 when there is none or the viewer is not in it. */
  async conversation(viewer: Viewer, conversationId: string): Promise<ConversationData> {
    if (!isUUID(conversationId)) throw notFound();
    const [row] = await prepared<ConversationRow>(this.db, 'chat-conversation', conversationsSql('AND c.id = $2'), [viewer.accountId, conversationId]);
    if (!row) throw notFound();
    return conversationOf(row);
  }

  /**
   * A page of a conversation's messages, oldest first: the newest page, or the one before message
   * `before`. `older` is where the page before it starts, null at the beginning.
   */
  async messages(viewer: Viewer, conversationId: string, before?: string | null): Promise<{ items: MessageData[]; older: string | null }> {
    if (before !== undefined && before !== null && !MESSAGE_ID.test(before)) throw DomainError.invalid(['before must be a message id.']);
    await this.membersOf(viewer, conversationId);
    const rows = await prepared<MessageRow>(
      this.db,
      before ? 'chat-messages-before' : 'chat-messages',
      `SELECT ${MESSAGE_COLUMNS} FROM messages m JOIN accounts s ON s.id = m.sender_id
        WHERE m.conversation_id = $1 AND s.suspended_at IS NULL ${before ? 'AND m.id < $2' : ''}
        ORDER BY m.id DESC LIMIT ${CHAT_LIMITS.pageSize + 1}`,
      before ? [conversationId, before] : [conversationId],
    );
    const page = rows.slice(0, CHAT_LIMITS.pageSize);
    return { items: page.reverse().map(messageOf), older: rows.length > CHAT_LIMITS.pageSize ? page[0].id : null };
  }

  /**
   * Starts a conversation of the viewer with `participantIds`. With one other person and an
   * existing one-to-one conversation between them, that one is answered instead (`created` false).
   */
  async create(viewer: Viewer, participantIds: unknown, name: string | null | undefined): Promise<{ conversation: ConversationData; created: boolean }> {
    if (!Array.isArray(participantIds) || participantIds.some((id) => typeof id !== 'string')) {
      throw DomainError.invalid(['participant_ids must be a list of account ids.']);
    }
    const others = [...new Set(participantIds as string[])].filter((id) => id !== viewer.accountId);
    if (others.length === 0) throw DomainError.invalid([CHAT_MESSAGES.participantsRequired]);
    if (others.length > CHAT_LIMITS.participants) throw DomainError.invalid([CHAT_MESSAGES.tooManyParticipants]);
    const title = (name ?? '').trim();
    const problems = conversationNameProblems(title);
    if (problems.length > 0) throw DomainError.invalid(problems);
    if (others.some((id) => !isUUID(id))) throw DomainError.invalid([CHAT_MESSAGES.participantUnknown]);
    await this.throttle.consumeForAccount('conversation', viewer.accountId);
    // Someone with a block either way, or suspended, is, here, absent.
    const found: Array<{ id: string }> = await this.db.query(`SELECT a.id FROM accounts a WHERE a.id = ANY($1::uuid[]) AND ${reachableSql('$2', 'a.id')}`, [others, viewer.accountId]);
    if (found.length !== others.length) throw DomainError.invalid([CHAT_MESSAGES.participantUnknown]);

    const directKey = others.length === 1 ? [viewer.accountId, others[0]].sort().join(':') : null;
    const { id, created } = await this.db.transaction(async (manager) => {
      const [made] = await manager.query(
        `INSERT INTO conversations (name, created_by, direct_key) VALUES ($1, $2, $3)
         ON CONFLICT (direct_key) WHERE direct_key IS NOT NULL DO NOTHING RETURNING id`,
        [title, viewer.accountId, directKey],
      );
      if (!made) {
        const [existing] = await manager.query('SELECT id FROM conversations WHERE direct_key = $1', [directKey]);
        return { id: existing.id as string, created: false };
      }
      await manager.query(
        `INSERT INTO conversation_members (conversation_id, account_id) SELECT $1, unnest($2::uuid[])`,
        [made.id, [viewer.accountId, ...others]],
      );
      return { id: made.id as string, created: true };
    });
    const conversation = await this.conversation(viewer, id);
    if (created) {
      await this.publish([viewer.accountId, ...others], { kind: 'conversation', conversation: { ...conversation, last_read_message_id: '0' } });
    }
    return { conversation, created };
  }

  /**
   * Stores a message and publishes it to the conversation's participants (the sender's other
   * devices included). Ids grow within a conversation in the order messages become visible (see
   * MessageWriter).
   */
  async send(viewer: Viewer, conversationId: string, content: unknown): Promise<MessageData> {
    if (typeof content !== 'string') throw DomainError.invalid([CHAT_MESSAGES.messageBlank]);
    const problems = messageProblems(content);
    if (problems.length > 0) throw DomainError.invalid(problems);
    if (!isUUID(conversationId)) throw notFound();
    await this.throttle.consumeForAccount('chatSend', viewer.accountId);
    await this.refuseBlocked(viewer, conversationId);
    const row = await this.writer.write({ conversationId, senderId: viewer.accountId, content: content.trim() });
    if (!row) throw notFound();
    const message = messageOf(row);
    await this.publish(row.member_ids, { kind: 'message', message });
    return message;
  }

  /** One-to-one conversations where a block stands between the two take no more messages (403). */
  private async refuseBlocked(viewer: Viewer, conversationId: string): Promise<void> {
    const [blocked]: unknown[] = await this.db.query(
      `SELECT 1 FROM conversations c JOIN conversation_members m ON m.conversation_id = c.id AND m.account_id <> $1
        WHERE c.id = $2 AND c.direct_key IS NOT NULL AND NOT (${notBlockedSql('$1', 'm.account_id')})`,
      [viewer.accountId, conversationId],
    );
    if (blocked) throw new DomainError(ERROR_CODES.forbidden, [CHAT_MESSAGES.blocked]);
  }

  /** Tells the other participants that the viewer started or stopped typing. */
  async typing(viewer: Viewer, conversationId: string, isTyping: unknown): Promise<void> {
    if (typeof isTyping !== 'boolean') throw DomainError.invalid(['is_typing must be true or false.']);
    await this.throttle.consumeForAccount('chatTyping', viewer.accountId);
    const { members, username } = await this.membersOf(viewer, conversationId);
    const others = members.filter((id) => id !== viewer.accountId);
    await this.publish(others, { kind: 'typing', typing: { conversation_id: conversationId, username, is_typing: isTyping } });
  }

  /** Moves the viewer's read position forward to `messageId` (never back, never past the last message). */
  async markRead(viewer: Viewer, conversationId: string, messageId: string): Promise<ConversationData> {
    if (!MESSAGE_ID.test(messageId)) throw DomainError.invalid(['message_id must be a message id.']);
    if (!isUUID(conversationId)) throw notFound();
    const updated: unknown[] = await this.db.query(
      `UPDATE conversation_members
          SET last_read_message_id = GREATEST(last_read_message_id, LEAST($3::bigint, COALESCE((SELECT max(id) FROM messages WHERE conversation_id = $1), 0)))
        WHERE conversation_id = $1 AND account_id = $2 RETURNING 1`,
      [conversationId, viewer.accountId, messageId],
    );
    if (updated.length === 0) throw notFound();
    return this.conversation(viewer, conversationId);
  }

  /**
   * What a reconnecting client missed: the messages after each position it gives, in conversations
   * it is still in, oldest first, at most CHAT_LIMITS.catchUp (past that it reloads what it shows).
   */
  async missed(viewer: Viewer, positions: ChatPosition[]): Promise<MessageData[]> {
    const valid = positions.filter((p) => isUUID(p.conversation_id) && MESSAGE_ID.test(p.message_id));
    if (valid.length === 0) return [];
    const rows = await prepared<MessageRow>(
      this.db,
      'chat-missed',
      `SELECT ${MESSAGE_COLUMNS}
         FROM unnest($2::uuid[], $3::bigint[]) AS p(conversation_id, after)
         JOIN conversation_members me ON me.conversation_id = p.conversation_id AND me.account_id = $1
         JOIN messages m ON m.conversation_id = p.conversation_id AND m.id > p.after
         JOIN accounts s ON s.id = m.sender_id AND s.suspended_at IS NULL
        ORDER BY m.id LIMIT ${CHAT_LIMITS.catchUp}`,
      [viewer.accountId, valid.map((p) => p.conversation_id), valid.map((p) => p.message_id)],
    );
    return rows.map(messageOf);
  }

  /** The participants of a conversation the viewer is in, and the viewer's user name; 404 otherwise. */
  private async membersOf(viewer: Viewer, conversationId: string): Promise<{ members: string[]; username: string }> {
    if (!isUUID(conversationId)) throw notFound();
    const [row] = await prepared<{ members: string[] | null; username: string }>(
      this.db,
      'chat-members',
      `SELECT (SELECT array_agg(account_id) FROM conversation_members WHERE conversation_id = $1) AS members,
              (SELECT username FROM accounts WHERE id = $2) AS username`,
      [conversationId, viewer.accountId],
    );
    if (!row?.members?.includes(viewer.accountId)) throw notFound();
    return { members: row.members, username: row.username };
  }

  private publish(to: string[], event: ChatEvent): Promise<void> {
    return this.bus.publish('chat', { to, event });
  }
}
