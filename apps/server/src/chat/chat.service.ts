import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CHAT_LIMITS, CHAT_MESSAGES, conversationNameProblems, ERROR_CODES, isSequenceId, isUuid, type MessageKindName, messageProblems, storedText, textRef } from '@gatherly/schema';
import { DataSource, type EntityManager } from 'typeorm';
import type { Viewer } from '../accounts/viewer';
import { DomainError } from '../common/errors/domain-error';
import { type Page, type PageCursor, pageOf, parseCursor } from '../common/paging/keyset';
import { prepared } from '../database/prepared';
import { RealtimeBus } from '../realtime/realtime-bus';
import { ThrottleService } from '../throttle/throttle.service';
import type { ChatEvent, ChatPosition, ConversationData, MessageData } from './chat-events';
import { conversationOf, type ConversationRow, conversationsSql, MESSAGE_COLUMNS, MESSAGE_PAGES_SQL, messageOf, MISSED_SQL, NEWEST_POSITIONS_SQL, UNREAD_COUNT_SQL, UNSEND_CHECK_SQL, UNSEND_SQL } from './chat-sql';
import { MessageWriter, type MessageRow } from './message-writer';
import { notBlockedSql, reachableSql } from '../common/visibility/visibility-sql';

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

export const conversationNotFound = () => new DomainError(ERROR_CODES.conversationNotFound, [CHAT_MESSAGES.conversationNotFound]);
const messageNotFound = () => new DomainError(ERROR_CODES.messageNotFound, [CHAT_MESSAGES.messageNotFound]);

/**
 * Messages an instance stores and delivers at once, at most. Past it one more is refused at once
 * (503, to try again in a moment: the app keeps it in its outbox and sends it again), so that an
 * instance offered more than it can store goes on storing and delivering at its pace, instead of
 * taking everything in and timing it all out.
 */
export const SENDS_UNDER_WAY = 200;

/**
 * Conversations and messages. Every rule lives here and in ChatGroupsService (which builds on
 * this one's checks and writes), whichever door a request came through (GraphQL, REST, the /chat/
 * socket): only participants read or write a conversation, and a conversation someone is not in
 * answers as if it did not exist. A message is stored first and then published on the bus.
 */
@Injectable()
export class ChatService {
  /** Sends under way on this instance (see SENDS_UNDER_WAY). */
  private sending = 0;

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
    if (!isUuid(conversationId)) throw conversationNotFound();
    const found = await this.viewOf(viewer.accountId, conversationId);
    if (!found) throw conversationNotFound();
    return found;
  }

  /** The conversation as `accountId` sees it; null when they are not in it. */
  private async viewOf(accountId: string, conversationId: string): Promise<ConversationData | null> {
    const [row] = await prepared<ConversationRow>(this.db, 'chat-conversation', conversationsSql({ where: 'AND c.id = $2' }), [accountId, conversationId]);
    return row ? conversationOf(row) : null;
  }

  /** How many of the viewer's conversations have a text message from someone else after their read position. */
  async unreadCount(viewer: Viewer): Promise<number> {
    const [row] = await prepared<{ unread: number }>(
      this.db,
      'chat-unread-count',
      UNREAD_COUNT_SQL,
      [viewer.accountId],
    );
    return row?.unread ?? 0;
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
      before !== undefined && before !== null && !isSequenceId(before) ? DomainError.invalid([textRef('common.request.notMessageId', { property: 'before' })]) : !isUuid(conversationId) ? conversationNotFound() : null,
    );
    const asked = requests.filter((_request, index) => problems[index] === null);
    const rows = asked.length === 0 ? [] : await prepared<MessageRow & { place: number; member: boolean }>(
      this.db,
      'chat-message-pages',
      MESSAGE_PAGES_SQL,
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
      if (!found[0]?.member) return conversationNotFound();
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
    const others = this.othersOf(viewer, participantIds);
    const title = this.nameOf(name ?? '');
    await this.throttle.consumeForAccount('conversation', viewer.accountId);
    await this.checkSeating(viewer, others, []);
    const { id, created } = await this.db.transaction((manager) => this.findOrCreate(manager, viewer, others, title));
    if (created) await this.publishViews([viewer.accountId, ...others], id, 'conversation');
    return { conversation: await this.conversation(viewer, id), created };
  }

  /**
   * Starts a conversation with its first message, in one transaction: the one-to-one conversation
   * the two already share, else a new one. Nobody hears of a new conversation before its first
   * message is stored, and a message refused creates nothing. The same rules as `create` and `send`.
   */
  async start(viewer: Viewer, participantIds: unknown, content: unknown): Promise<{ conversation: ConversationData; message: MessageData; created: boolean }> {
    const others = this.othersOf(viewer, participantIds);
    if (typeof content !== 'string') throw DomainError.invalid([CHAT_MESSAGES.messageBlank]);
    const problems = messageProblems(content);
    if (problems.length > 0) throw DomainError.invalid(problems);
    await this.throttle.consumeForAccount('conversation', viewer.accountId);
    await this.throttle.consumeForAccount('chatSend', viewer.accountId);
    await this.checkSeating(viewer, others, []);
    const { id, created, written } = await this.db.transaction(async (manager) => {
      const found = await this.findOrCreate(manager, viewer, others, '');
      const message = await this.writer.writeIn(manager, { conversationId: found.id, senderId: viewer.accountId, kind: 'text', content: storedText(content), people: [] });
      return { ...found, written: message };
    });
    if (created) await this.publishViews([viewer.accountId, ...others], id, 'conversation');
    const message = messageOf(written);
    await this.publish(written.member_ids, { kind: 'message', message });
    return { conversation: await this.conversation(viewer, id), message, created };
  }

  /** The other participants asked for: a list of account ids, at least one other than the viewer, at most CHAT_LIMITS.participants. */
  othersOf(viewer: Viewer, participantIds: unknown): string[] {
    if (!Array.isArray(participantIds) || participantIds.some((id) => typeof id !== 'string')) {
      throw DomainError.invalid([textRef('common.request.notAccountIds', { property: 'participant_ids' })]);
    }
    const others = [...new Set(participantIds as string[])].filter((id) => id !== viewer.accountId);
    if (others.length === 0) throw DomainError.invalid([CHAT_MESSAGES.participantsRequired]);
    if (others.length > CHAT_LIMITS.participants) throw DomainError.invalid([CHAT_MESSAGES.tooManyParticipants]);
    if (others.some((id) => !isUuid(id))) throw DomainError.invalid([CHAT_MESSAGES.participantUnknown]);
    return others;
  }

  /** A conversation name as stored (trimmed); 400 when it breaks the rules. */
  nameOf(name: unknown): string {
    if (typeof name !== 'string') throw DomainError.invalid([textRef('common.request.notText', { property: 'conversation_name' })]);
    const title = storedText(name);
    const problems = conversationNameProblems(title);
    if (problems.length > 0) throw DomainError.invalid(problems);
    return title;
  }

  /**
   * `others` may sit in a conversation with the viewer and with `members`: someone with a block
   * either way with the viewer, or suspended, is, here, absent (400); a block between any two of the
   * people it would then hold refuses them all (403), whoever asks.
   */
  async checkSeating(viewer: Viewer, others: string[], members: string[], manager: EntityManager = this.db.manager): Promise<void> {
    const found: Array<{ id: string }> = await manager.query(`SELECT a.id FROM accounts a WHERE a.id = ANY($1::uuid[]) AND ${reachableSql('$2', 'a.id')}`, [others, viewer.accountId]);
    if (found.length !== others.length) throw DomainError.invalid([CHAT_MESSAGES.participantUnknown]);
    const seated = [...members.filter((id) => id !== viewer.accountId), ...others];
    if (seated.length > 1) {
      const [apart]: unknown[] = await manager.query(
        'SELECT 1 FROM blocks WHERE (blocker_id = ANY($1::uuid[]) AND blocked_id = ANY($2::uuid[])) OR (blocked_id = ANY($1::uuid[]) AND blocker_id = ANY($2::uuid[])) LIMIT 1',
        [others, seated],
      );
      if (apart) throw new DomainError(ERROR_CODES.forbidden, [CHAT_MESSAGES.participantsApart]);
    }
  }

  /** With one other person, the one-to-one conversation of the two, made if there is none; else a new group. */
  private async findOrCreate(manager: EntityManager, viewer: Viewer, others: string[], title: string): Promise<{ id: string; created: boolean }> {
    const directKey = others.length === 1 ? [viewer.accountId, others[0]].sort().join(':') : null;
    const [made] = await manager.query(
      `INSERT INTO conversations (name, created_by, direct_key) VALUES ($1, $2, $3)
       ON CONFLICT (direct_key) WHERE direct_key IS NOT NULL DO NOTHING RETURNING id`,
      [title, viewer.accountId, directKey],
    );
    if (!made) {
      const [existing] = await manager.query('SELECT id FROM conversations WHERE direct_key = $1', [directKey]);
      return { id: existing.id as string, created: false };
    }
    await manager.query(`INSERT INTO conversation_members (conversation_id, account_id) SELECT $1, unnest($2::uuid[])`, [made.id, [viewer.accountId, ...others]]);
    return { id: made.id as string, created: true };
  }

  /** Publishes the conversation to each of `accountIds` as they see it (their read position, unread, last message). */
  async publishViews(accountIds: string[], conversationId: string, kind: 'conversation' | 'conversation_updated'): Promise<void> {
    const views = await Promise.all(accountIds.map((accountId) => this.viewOf(accountId, conversationId)));
    await Promise.all(views.map((conversation, index) => (conversation ? this.publish([accountIds[index]], { kind, conversation }) : undefined)));
  }

  /**
   * Unsends a message of the viewer's: only a text message, only within CHAT_LIMITS.unsendWindowSeconds
   * of sending it. The row stays (ids and cursors hold) with its content emptied; everyone who sees
   * it receives message_unsent. 404 for a message the viewer cannot see, 403 for someone else's,
   * 409 for an event message or past the window. Unsending it again answers it as it is.
   */
  async unsend(viewer: Viewer, messageId: string): Promise<MessageData> {
    if (!isSequenceId(messageId)) throw messageNotFound();
    await this.throttle.consumeForAccount('chatSend', viewer.accountId);
    const [found] = await prepared<{ sender_id: string; visible: boolean; kind: MessageKindName; unsent: boolean; recent: boolean }>(
      this.db,
      'chat-unsend-check',
      UNSEND_CHECK_SQL,
      [messageId, viewer.accountId],
    );
    if (!found || (found.sender_id !== viewer.accountId && !found.visible)) throw messageNotFound();
    if (found.sender_id !== viewer.accountId) throw new DomainError(ERROR_CODES.notYourMessage, [CHAT_MESSAGES.notYourMessage]);
    if (found.kind !== 'text') throw new DomainError(ERROR_CODES.notUnsendable, [CHAT_MESSAGES.notUnsendable]);
    if (!found.unsent && !found.recent) throw new DomainError(ERROR_CODES.unsendExpired, [CHAT_MESSAGES.unsendExpired]);
    const [changed] = await prepared<MessageRow & { member_ids: string[] | null }>(this.db, 'chat-unsend', UNSEND_SQL, [messageId, viewer.accountId]);
    if (changed) {
      const message = messageOf(changed);
      await this.publish(changed.member_ids ?? [], { kind: 'unsent', message });
      return message;
    }
    const [now] = await prepared<MessageRow>(this.db, 'chat-message', `SELECT ${MESSAGE_COLUMNS} FROM messages m JOIN accounts s ON s.id = m.sender_id WHERE m.id = $1`, [messageId]);
    if (!now?.unsent) throw new DomainError(ERROR_CODES.unsendExpired, [CHAT_MESSAGES.unsendExpired]);
    return messageOf(now);
  }

  /**
   * Stores a message and publishes it to the conversation's participants (the sender's other
   * devices included). Ids grow within a conversation in the order messages become visible (see
   * MessageWriter). With the `clientId` of a message the viewer sent already (a retry after a lost
   * answer), that message is answered, and nothing is stored, nor told to the others, again.
   */
  async send(viewer: Viewer, conversationId: string, content: unknown, clientId?: unknown): Promise<MessageData> {
    if (typeof content !== 'string') throw DomainError.invalid([CHAT_MESSAGES.messageBlank]);
    const problems = [...messageProblems(content)];
    if (clientId !== undefined && clientId !== null && !isUuid(clientId)) problems.push(CHAT_MESSAGES.clientIdInvalid);
    if (problems.length > 0) throw DomainError.invalid(problems);
    if (!isUuid(conversationId)) throw conversationNotFound();
    if (this.sending >= SENDS_UNDER_WAY) throw DomainError.unavailable();
    this.sending += 1;
    try {
      await this.throttle.consumeForAccount('chatSend', viewer.accountId);
      await this.admit(viewer, conversationId);
      const row = await this.writer.write({ conversationId, senderId: viewer.accountId, content: storedText(content), clientId: (clientId as string | null | undefined) ?? null });
      if (!row) throw conversationNotFound();
      const message = messageOf(row);
      // Sent again: only the sender's devices hear of it again (a socket's send is answered by its echo), by the same id.
      await this.publish(row.repeated ? [viewer.accountId] : row.member_ids, { kind: 'message', message });
      return message;
    } finally {
      this.sending -= 1;
    }
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
    if (!row?.member) throw conversationNotFound();
    if (row.closed) throw new DomainError(ERROR_CODES.forbidden, [CHAT_MESSAGES.blocked]);
  }

  /** Tells the other participants that the viewer started or stopped typing. */
  async typing(viewer: Viewer, conversationId: string, isTyping: unknown): Promise<void> {
    if (typeof isTyping !== 'boolean') throw DomainError.invalid([textRef('common.request.notTrueOrFalse', { property: 'is_typing' })]);
    await this.throttle.consumeForAccount('chatTyping', viewer.accountId);
    const { audience, username, closed } = await this.membersOf(viewer, conversationId);
    if (closed) throw new DomainError(ERROR_CODES.forbidden, [CHAT_MESSAGES.blocked]);
    await this.publish(audience, { kind: 'typing', typing: { conversation_id: conversationId, username, is_typing: isTyping } });
  }

  /**
   * Moves the viewer's read position forward to `messageId` (never back, never past the last
   * message). When it moved, the viewer's devices receive a read receipt, and in a one-to-one
   * conversation the other person too (unless a block stands between them); in a group nobody else.
   */
  async markRead(viewer: Viewer, conversationId: string, messageId: unknown): Promise<ConversationData> {
    if (typeof messageId !== 'string' || !isSequenceId(messageId)) throw DomainError.invalid([textRef('common.request.notMessageId', { property: 'message_id' })]);
    if (!isUuid(conversationId)) throw conversationNotFound();
    const updated = await prepared<{ now: string; before: string }>(
      this.db,
      'chat-mark-read',
      `UPDATE conversation_members cm
          SET last_read_message_id = GREATEST(cm.last_read_message_id, LEAST($3::bigint, COALESCE((SELECT max(id) FROM messages WHERE conversation_id = $1), 0)))
         FROM (SELECT last_read_message_id FROM conversation_members WHERE conversation_id = $1 AND account_id = $2 FOR UPDATE) old
        WHERE cm.conversation_id = $1 AND cm.account_id = $2 RETURNING cm.last_read_message_id AS now, old.last_read_message_id AS before`,
      [conversationId, viewer.accountId, messageId],
    );
    if (updated.length === 0) throw conversationNotFound();
    const [{ now, before }] = updated;
    if (now !== before) {
      const { audience, username, direct } = await this.membersOf(viewer, conversationId);
      await this.publish(direct ? [viewer.accountId, ...audience] : [viewer.accountId], { kind: 'read', read: { conversation_id: conversationId, username, last_read_message_id: now } });
    }
    return this.conversation(viewer, conversationId);
  }

  /**
   * The positions a connection catches up from: the client's own, and for each other conversation
   * of the viewer its newest message now (its start when it has none). A message written while the
   * connection's subscriptions start, after the client's first reading of a conversation it held no
   * position in, is then replayed rather than lost between the two.
   */
  async positionsFrom(viewer: Viewer, given: ChatPosition[]): Promise<ChatPosition[]> {
    const held = new Set(given.map((position) => position.conversation_id));
    const newest = await prepared<ChatPosition>(this.db, 'chat-newest-positions', NEWEST_POSITIONS_SQL, [viewer.accountId]);
    return [...given, ...newest.filter((position) => !held.has(position.conversation_id))];
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
      MISSED_SQL,
      [viewer.accountId, valid.map((p) => p.conversation_id), valid.map((p) => p.message_id)],
    );
    return rows.map(messageOf);
  }

  /**
   * Whether the viewer is in the conversation (404 otherwise), the others who hear from them (no
   * block either way), whether it is one-to-one and whether a block closed it, and the viewer's user name.
   */
  private async membersOf(viewer: Viewer, conversationId: string): Promise<{ audience: string[]; username: string; direct: boolean; closed: boolean }> {
    if (!isUuid(conversationId)) throw conversationNotFound();
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
    if (!row?.member) throw conversationNotFound();
    const audience = row.audience ?? [];
    return { audience, username: row.username, direct: row.direct, closed: row.direct && audience.length === 0 };
  }

  publish(to: string[], event: ChatEvent): Promise<void> {
    return this.bus.publish('chat', { to, event });
  }
}
