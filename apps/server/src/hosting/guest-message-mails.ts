import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { notSuspendedSql } from '../common/visibility/visibility-sql';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { composeMail } from '../mail/compose-mail';
import { MailService, type OutgoingMail } from '../mail/mail.service';
import { UnsubscribeLinks } from '../notifications/unsubscribe-links';
import { recipientLanguage, textsIn } from '../i18n/texts';

/** What a host's message mail says, read when it is sent. */
interface GuestMessageMailRow {
  email: string;
  username: string;
  language: string | null;
  item_id: string;
  event_name: string;
  writer: string | null;
  content: string;
}

/** The mail of a host's message to one guest, composed when its job runs. */
@Injectable()
export class GuestMessageMails implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly mail: MailService,
    private readonly links: UnsubscribeLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.mail.handle('event-message', ({ recipientId, eventMessageId }) => this.compose(recipientId, eventMessageId));
  }

  /** Nothing when the guest, the message or its event is gone, or the guest or the event's author was suspended meanwhile. */
  private async compose(recipientId: string, eventMessageId: string): Promise<OutgoingMail | null> {
    const [row]: GuestMessageMailRow[] = await this.db.query(
      `SELECT a.email, a.username, a.language, e.item_id, e.name AS event_name, w.username AS writer, m.content
         FROM event_messages m
         JOIN events e ON e.item_id = m.item_id JOIN content_items i ON i.id = e.item_id
         LEFT JOIN accounts w ON w.id = m.author_id
         CROSS JOIN accounts a
        WHERE m.id = $2 AND a.id = $1 AND a.suspended_at IS NULL AND ${notSuspendedSql('i.author_id')}`,
      [recipientId, eventMessageId],
    );
    if (!row) return null;
    const { page, headers } = await this.links.linksFor(recipientId, 'event_message');
    const language = recipientLanguage(row.language);
    const t = textsIn(language);
    const event = row.event_name;
    const mail = composeMail(
      row.email,
      row.writer ? t('mail.guestMessage.subject', { writer: row.writer, event }) : t('mail.guestMessage.subjectByHost', { event }),
      t('mail.greeting', { username: row.username }),
      row.content,
      t('mail.action.seeEvent'),
      `${this.config.publicUrl}/events?event=${row.item_id}`,
      t('mail.guestMessage.footer', { event, page }),
      language,
    );
    return { ...mail, headers };
  }
}
