import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CHAT_LIMITS, CHAT_MESSAGES, conversationNameProblems, ERROR_CODES, isSequenceId, isUuid, messageProblems, storedText } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import type { Viewer } from '../accounts/viewer';
import { DomainError } from '../common/errors/domain-error';
import { cursorTimestampSql, type Page, type PageCursor, pageOf, parseCursor } from '../common/paging/keyset';
import { prepared } from '../database/prepared';
import { RealtimeBus } from '../realtime/realtime-bus';
import { ThrottleService } from '../throttle/throttle.service';
import type { ChatEvent, ChatPersonData, ChatPosition, ConversationData, MessageData } from './chat-events';
import { MessageWriter, type MessageRow } from './message-writer';
import { notBlockedSql, notSuspendedSql, reachableSql } from '../common/visibility/visibility-sql';

/** A page of messages asked for: the newest, or the one before message `before`. */
export interface MessagePageRequest {
  conversationId: string;
  before?: string | null;
}

/** Messages oldest first, and the id to page back from (null at the beginning). */
export interface MessagePageData {
  items: MessageData[];
  older: string | null;
}

const notFound = () => new DomainError(ERROR_CODES.conversationNotFound, [CHAT_MESSAGES.conversationNotFound]);

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
 * The conversations of `me` (the viewer, $1), newest activity first: participants, the last message
 * the viewer may see and the viewer's read position, in one statement, whatever their number.
 * `where` narrows them before they are ordered (`AND c.id = $2`); `after` keeps those past a
 * cursor ($2, $3). Participants and senders are read for the rows of the page only.
 */
const conversationsSql = ({ where = '', after = false }: { where?: string; after?: boolean }) => `
  WITH mine AS (
    SELECT c.id, c.name, c.created_at, COALESCE(lm.created_at, c.created_at) AS last_activity_at, me.last_read_message_id,
           lm.id AS last_id, lm.content AS last_content, lm.created_at AS last_created_at, lm.sender_id AS last_sender_id
      FROM conversation_members me
      JOIN conversations c ON c.id = me.conversation_id
      LEFT JOIN LATERAL (SELECT m.id, m.content, m.created_at, m.sender_id FROM messages m
                        WHERE m.conversation_id = c.id AND ${notSuspendedSql('m.sender_id')} AND ${notBlockedSql('$1', 'm.sender_id')}
                        ORDER BY m.id DESC LIMIT 1) lm ON true
     WHERE me.account_id = $1 ${where}),
  page AS (
    SELECT * FROM mine ${after ? 'WHERE (last_activity_at, id) < ($2::timestamptz, $3::uuid)' : ''}
     ORDER BY last_activity_at DESC, id DESC LIMIT ${CHAT_LIMITS.conversationsPageSize + 1})
  SELECT p.id, p.name, p.created_at, p.last_activity_at, p.last_read_message_id, p.last_id, p.last_content, p.last_created_at,
         ${cursorTimestampSql('p.last_activity_at')} AS cursor_timestamp, p.id AS cursor_id,
         (SELECT json_agg(json_build_object('id', a.id, 'username', a.username, 'full_name', a.full_name, 'profile_image', a.profile_image) ORDER BY cm.joined_at, a.username)
            FROM conversation_members cm JOIN accounts a ON a.id = cm.account_id WHERE cm.conversation_id = p.id) AS participants,
         ls.id AS last_sender_id, ls.username AS last_sender_username, ls.full_name AS last_sender_full_name, ls.profile_image AS last_sender_profile_image
    FROM page p LEFT JOIN accounts ls ON ls.id = p.last_sender_id
   ORDER BY p.last_activity_at DESC, p.id DESC`;

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

  /** A page of the viewer's conversations, newest activity first: the first, or the one after `cursor`. */
  async conversations(viewer: Viewer, cursor?: Partial<PageCursor> | null): Promise<Page<ConversationData>> {
    const after = parseCursor(cursor);
    const rows = after
      ? await prepared<ConversationRow & PageCursor>(this.db, 'chat-conversations-after', conversationsSql({ after: true }), [viewer.accountId, after.cursor_timestamp, after.cursor_id])
      : await prepared<ConversationRow & PageCursor>(this.db, 'chat-conversations', conversationsSql({}), [viewer.accountId]);
    return pageOf(rows, CHAT_LIMITS.conversationsPageSize, conversationOf);
  }

  /** One conversation of the viewer's; 404 when there is none or the viewer is not in it. */
  async conversation(viewer: Viewer, conversationId: string): Promise<ConversationData> {
    if (!isUuid(conversationId)) throw notFound();
    const [row] = await prepared<ConversationRow>(this.db, 'chat-conversation', conversationsSql({ where: 'AND c.id = $2' }), [viewer.accountId, conversationId]);
    if (!row) throw notFound();
    return conversationOf(row);
  }

  /**
   * A page of a conversation's messages, oldest first: the newest page, or the one before message
   * `before`. `older` is where the page before it starts, null at the beginning.
   */
  async messages(viewer: Viewer, conversationId: string, before?: string | null): Promise<MessagePageData> {
    const [page] = await this.messagePages(viewer, [{ conversationId, before }]);
    if (page instanceof DomainError) throw page;
    return page;
  }

  /**
   * Pages of several conversations at once (the GraphQL list asking each for its messages), in
   * one statement whatever their number; in place of a page, the error of a bad `before` (400) or
   * of a conversation the viewer is not in (404).
   */
  async messagePages(viewer: Viewer, requests: ReadonlyArray<MessagePageRequest>): Promise<Array<MessagePageData | DomainError>> {
    const problems = requests.map(({ conversationId, before }) =>
      before !== undefined && before !== null && !isSequenceId(before) ? DomainError.invalid(['before must be a message id.']) : !isUuid(conversationId) ? notFound() : null,
    );
    const asked = requests.filter((_request, index) => problems[index] === null);
    const rows = asked.length === 0 ? [] : await prepared<MessageRow & { place: number; member: boolean }>(
      this.db,
      'chat-message-pages',
      `SELECT p.place::int AS place, me.account_id IS NOT NULL AS member, ${MESSAGE_COLUMNS}
         FROM unnest($2::uuid[], $3::bigint[]) WITH ORDINALITY AS p(conversation_id, before, place)
         LEFT JOIN conversation_members me ON me.conversation_id = p.conversation_id AND me.account_id = $1
         LEFT JOIN LATERAL (SELECT mm.* FROM messages mm JOIN accounts ms ON ms.id = mm.sender_id
                             WHERE me.account_id IS NOT NULL AND mm.conversation_id = p.conversation_id
                               AND mm.id < COALESCE(p.before, 9223372036854775807) AND ms.suspended_at IS NULL AND ${notBlockedSql('$1', 'mm.sender_id')}
                             ORDER BY mm.id DESC LIMIT ${CHAT_LIMITS.pageSize + 1}) m ON true
         LEFT JOIN accounts s ON s.id = m.sender_id
        ORDER BY p.place, m.id DESC`,
      [viewer.accountId, asked.map((request) => request.conversationId), asked.map((request) => request.before ?? null)],
    );
    const byPlace = new Map<number, typeof rows>();
    for (const row of rows) {
      const page = byPlace.get(row.place);
      if (page) page.push(row);
      else byPlace.set(row.place, [row]);
    }
    let place = 0;
    return requests.map((_request, index) => {
      const problem = problems[index];
      if (problem) return problem;
      place += 1;
      const found = byPlace.get(place) ?? [];
      if (!found[0]?.member) return notFound();
      const messages = found.filter((row) => row.id !== null);
      const page = messages.slice(0, CHAT_LIMITS.pageSize);
      return { items: page.reverse().map(messageOf), older: messages.length > CHAT_LIMITS.pageSize ? page[0].id : null };
    });
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
    const title = storedText(name ?? '');
    const problems = conversationNameProblems(title);
    if (problems.length > 0) throw DomainError.invalid(problems);
    if (others.some((id) => !isUuid(id))) throw DomainError.invalid([CHAT_MESSAGES.participantUnknown]);
    await this.throttle.consumeForAccount('conversation', viewer.accountId);
    // Someone with a block either way, or suspended, is, here, absent.
    const found: Array<{ id: string }> = await this.db.query(`SELECT a.id FROM accounts a WHERE a.id = ANY($1::uuid[]) AND ${reachableSql('$2', 'a.id')}`, [others, viewer.accountId]);
    if (found.length !== others.length) throw DomainError.invalid([CHAT_MESSAGES.participantUnknown]);
    // Nobody is seated with someone they blocked or who blocked them, whoever starts the conversation.
    if (others.length > 1) {
      const [apart]: unknown[] = await this.db.query('SELECT 1 FROM blocks WHERE blocker_id = ANY($1::uuid[]) AND blocked_id = ANY($1::uuid[]) LIMIT 1', [others]);
      if (apart) throw new DomainError(ERROR_CODES.forbidden, [CHAT_MESSAGES.participantsApart]);
    }

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
    if (!isUuid(conversationId)) throw notFound();
    await this.throttle.consumeForAccount('chatSend', viewer.accountId);
    await this.admit(viewer, conversationId);
    const row = await this.writer.write({ conversationId, senderId: viewer.accountId, content: storedText(content) });
    if (!row) throw notFound();
    const message = messageOf(row);
    await this.publish(row.member_ids, { kind: 'message', message });
    return message;
  }

  /**
   * The viewer may write to the conversation: 404 when they are not in it (whoever else is), 403
   * when it is one-to-one and a block stands between the two, either way.
   */
  private async admit(viewer: Viewer, conversationId: string): Promise<void> {
    const [row] = await prepared<{ member: boolean; closed: boolean }>(
      this.db,
      'chat-admit',
      `SELECT EXISTS (SELECT 1 FROM conversation_members WHERE conversation_id = $2 AND account_id = $1) AS member,
              EXISTS (SELECT 1 FROM conversations c JOIN conversation_members m ON m.conversation_id = c.id AND m.account_id <> $1
                       WHERE c.id = $2 AND c.direct_key IS NOT NULL AND NOT (${notBlockedSql('$1', 'm.account_id')})) AS closed`,
      [viewer.accountId, conversationId],
    );
    if (!row?.member) throw notFound();
    if (row.closed) throw new DomainError(ERROR_CODES.forbidden, [CHAT_MESSAGES.blocked]);
  }

  /** Tells the other participants that the viewer started or stopped typing. */
  async typing(viewer: Viewer, conversationId: string, isTyping: unknown): Promise<void> {
    if (typeof isTyping !== 'boolean') throw DomainError.invalid(['is_typing must be true or false.']);
    await this.throttle.consumeForAccount('chatTyping', viewer.accountId);
    const { audience, username, closed } = await this.membersOf(viewer, conversationId);
    if (closed) throw new DomainError(ERROR_CODES.forbidden, [CHAT_MESSAGES.blocked]);
    await this.publish(audience, { kind: 'typing', typing: { conversation_id: conversationId, username, is_typing: isTyping } });
  }

  /** Moves the viewer's read position forward to `messageId` (never back, never past the last message). */
  async markRead(viewer: Viewer, conversationId: string, messageId: string): Promise<ConversationData> {
    if (!isSequenceId(messageId)) throw DomainError.invalid(['message_id must be a message id.']);
    if (!isUuid(conversationId)) throw notFound();
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
    const valid = positions.filter((p) => isUuid(p.conversation_id) && isSequenceId(p.message_id));
    if (valid.length === 0) return [];
    const rows = await prepared<MessageRow>(
      this.db,
      'chat-missed',
      `SELECT ${MESSAGE_COLUMNS}
         FROM unnest($2::uuid[], $3::bigint[]) AS p(conversation_id, after)
         JOIN conversation_members me ON me.conversation_id = p.conversation_id AND me.account_id = $1
         JOIN messages m ON m.conversation_id = p.conversation_id AND m.id > p.after
         JOIN accounts s ON s.id = m.sender_id AND s.suspended_at IS NULL AND ${notBlockedSql('$1', 's.id')}
        ORDER BY m.id LIMIT ${CHAT_LIMITS.catchUp}`,
      [viewer.accountId, valid.map((p) => p.conversation_id), valid.map((p) => p.message_id)],
    );
    return rows.map(messageOf);
  }

  /**
   * Whether the viewer is in the conversation (404 otherwise), the others who hear from them (no
   * block either way), whether it is one-to-one and closed by a block, and the viewer's user name.
   */
  private async membersOf(viewer: Viewer, conversationId: string): Promise<{ audience: string[]; username: string; closed: boolean }> {
    if (!isUuid(conversationId)) throw notFound();
    const [row] = await prepared<{ member: boolean; audience: string[] | null; username: string; direct: boolean }>(
      this.db,
      'chat-members',
      `SELECT EXISTS (SELECT 1 FROM conversation_members WHERE conversation_id = $1 AND account_id = $2) AS member,
              (SELECT array_agg(cm.account_id) FROM conversation_members cm
                WHERE cm.conversation_id = $1 AND cm.account_id <> $2 AND ${notBlockedSql('$2', 'cm.account_id')}) AS audience,
              (SELECT direct_key IS NOT NULL FROM conversations WHERE id = $1) AS direct,
              (SELECT username FROM accounts WHERE id = $2) AS username`,
      [conversationId, viewer.accountId],
    );
    if (!row?.member) throw notFound();
    const audience = row.audience ?? [];
    return { audience, username: row.username, closed: row.direct && audience.length === 0 };
  }

  private publish(to: string[], event: ChatEvent): Promise<void> {
    return this.bus.publish('chat', { to, event });
  }
}
