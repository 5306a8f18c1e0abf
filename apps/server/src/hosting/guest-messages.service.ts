import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_CODES, HOSTING_LIMITS, HOSTING_MESSAGES, isGuestAudience, storedText, validateGuestMessage, type GuestAudience } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import type { Viewer } from '../accounts/viewer';
import { DomainError } from '../common/errors/domain-error';
import { cursorTimestampSql, type Page, type PageCursor, pageOf, parseCursor } from '../common/paging/keyset';
import { notSilencedSql, notSuspendedSql, silencedIdsSql } from '../common/visibility/visibility-sql';
import { ContentItemsService } from '../content/shared/content-items.service';
import { MailService } from '../mail/mail.service';
import { wantsSql } from '../notifications/notification-preferences.service';
import { NotificationsService } from '../notifications/notifications.service';
import { HostsService } from './hosts.service';

/** A message to an event's guests, as both doors answer it. */
export interface EventMessageData {
  event_message_id: string;
  message_content: string;
  audience: GuestAudience;
  recipient_count: number;
  created_at: Date;
}

/** The answers a message to each audience reaches. */
const STATUSES_OF: Readonly<Record<GuestAudience, string[]>> = { going: ['going'], waitlisted: ['waitlisted'], all: ['going', 'waitlisted'] };

/** The audiences whose messages a guest with that answer was sent. */
const AUDIENCES_FOR: Readonly<Record<string, GuestAudience[]>> = { going: ['going', 'all'], waitlisted: ['waitlisted', 'all'] };

const MESSAGE_COLUMNS = `m.id AS event_message_id, m.content AS message_content, m.audience, m.recipient_count, m.created_at`;

/**
 * Messages a host writes to an event's guests: kept on the event, and told to each guest as a
 * notification and a mail (per their preferences), both queued in the transaction that keeps it.
 */
@Injectable()
export class GuestMessagesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly hosts: HostsService,
    private readonly items: ContentItemsService,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
  ) {}

  /**
   * Sends a message to the guests going, waiting, or both. Guests who silenced the writer (muted,
   * a block either way) and suspended ones are not sent it; `recipient_count` says how many were.
   */
  async send(viewer: Viewer, eventId: string, content: unknown, audience: unknown): Promise<EventMessageData> {
    const problems = [
      ...(typeof content === 'string' ? validateGuestMessage(content) : [HOSTING_MESSAGES.messageRequired]),
      ...(isGuestAudience(audience) ? [] : [HOSTING_MESSAGES.audienceInvalid]),
    ];
    if (problems.length > 0) throw DomainError.invalid(problems);
    const to = audience as GuestAudience;
    await this.items.countWrite(viewer);
    const { message, recorded } = await this.db.transaction(async (manager) => {
      await this.hosts.requireHost(viewer, eventId, manager);
      const recipients: Array<{ recipient_id: string; group_key: string; by_mail: boolean }> = await manager.query(
        `WITH source AS (
           SELECT r.account_id AS recipient_id, r.item_id FROM event_rsvps r JOIN accounts a ON a.id = r.account_id
            WHERE r.item_id = $1 AND r.status = ANY($3::text[]) AND a.suspended_at IS NULL AND ${notSilencedSql('r.account_id', '$2::uuid')}),
         ${this.notifications.recordingSql('event_message', 'source', '$2::uuid')}
         SELECT recipient_id, group_key, ${wantsSql('recipient_id', "'event_message'", 'email')} AS by_mail FROM grouped`,
        [eventId, viewer.accountId, STATUSES_OF[to]],
      );
      const [kept]: EventMessageData[] = await manager.query(
        `INSERT INTO event_messages (item_id, author_id, content, audience, recipient_count) VALUES ($1, $2, $3, $4, $5)
         RETURNING id AS event_message_id, content AS message_content, audience, recipient_count, created_at`,
        [eventId, viewer.accountId, storedText(content as string), to, recipients.length],
      );
      for (const recipient of recipients) {
        if (recipient.by_mail) await this.mail.queue('event-message', { recipientId: recipient.recipient_id, eventMessageId: kept.event_message_id }, manager);
      }
      const told = recipients.map((row) => ({ recipientId: row.recipient_id, groupKey: row.group_key }));
      await this.notifications.queuePushes(manager, ...told);
      return { message: kept, recorded: told };
    });
    await this.notifications.announce(...recorded);
    return message;
  }

  /**
   * The messages of an event, newest first, a page at a time: for its hosts all of them, for a guest
   * going or waiting those sent to them; anyone else gets a 403, and a 404 when they may not see the event.
   * As comments under an item, a message whose writer the reader silenced (muted, a block either way)
   * or who is suspended is left out.
   */
  async list(viewer: Viewer, eventId: string, cursor: Partial<PageCursor> | null | undefined): Promise<Page<EventMessageData>> {
    const after = parseCursor(cursor);
    const role = await this.hosts.roleOf(viewer, eventId);
    let audiences: GuestAudience[] | null = null;
    if (!role.isHost) {
      const [rsvp]: Array<{ status: string }> = await this.db.query('SELECT status FROM event_rsvps WHERE item_id = $1 AND account_id = $2', [eventId, viewer.accountId]);
      audiences = rsvp ? (AUDIENCES_FOR[rsvp.status] ?? null) : null;
      if (!audiences) throw new DomainError(ERROR_CODES.notHost, [HOSTING_MESSAGES.messagesForbidden]);
    }
    const rows: Array<EventMessageData & PageCursor> = await this.db.query(
      `SELECT ${MESSAGE_COLUMNS}, ${cursorTimestampSql('m.created_at')} AS cursor_timestamp, m.id AS cursor_id
         FROM event_messages m
        WHERE m.item_id = $1 AND ($2::text[] IS NULL OR m.audience = ANY($2::text[]))
          AND ($3::timestamptz IS NULL OR (m.created_at, m.id) < ($3::timestamptz, $4::uuid))
          AND m.author_id NOT IN (${silencedIdsSql('$5::uuid')}) AND ${notSuspendedSql('m.author_id')}
        ORDER BY m.created_at DESC, m.id DESC
        LIMIT ${HOSTING_LIMITS.messagesPageSize + 1}`,
      [eventId, audiences, after?.cursor_timestamp ?? null, after?.cursor_id ?? null, viewer.accountId],
    );
    return pageOf(rows, HOSTING_LIMITS.messagesPageSize, ({ cursor_timestamp: _t, cursor_id: _i, ...message }) => message);
  }
}
