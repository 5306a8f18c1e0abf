import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { notificationSaid } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { composeMail } from '../mail/compose-mail';
import { MailService, type OutgoingMail } from '../mail/mail.service';
import type { Jobs } from '../queue/jobs';
import { eventMailRow, whenAndWhere } from '../notifications/event-mail';
import { UnsubscribeLinks } from '../notifications/unsubscribe-links';
import { recipientLanguage, textsIn, word } from '../i18n/texts';

/**
 * The mails of attendance, composed when they are sent: a seat for the person (promoted from the
 * waitlist, or their request approved), their request approved onto the waitlist of a full event,
 * or their request declined. Nothing is sent when the person or the event is gone or suspended
 * meanwhile, nor a seat for an event that has started, nor a seat or a place in the queue the
 * person no longer holds.
 */
@Injectable()
export class AttendanceMail implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly mail: MailService,
    private readonly links: UnsubscribeLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.mail.handle('event-attendance', (job) => this.compose(job));
  }

  private async compose({ recipientId, itemId, kind }: Jobs['mail-event-attendance']): Promise<OutgoingMail | null> {
    // The seat or the place in the queue told must still be the person's.
    const row = await eventMailRow(
      this.db,
      recipientId,
      itemId,
      `($3 = 'event_declined' OR EXISTS (SELECT 1 FROM event_rsvps r WHERE r.item_id = e.item_id AND r.account_id = a.id
                                             AND r.status = CASE WHEN $3 = 'event_seat' THEN 'going' ELSE 'waitlisted' END))`,
      [kind],
    );
    if (!row || (kind === 'event_seat' && row.event_date.getTime() <= Date.now())) return null;
    const { page, headers } = await this.links.linksFor(recipientId, kind);
    // Told by the hosts' doing: in the language the person chose, else English.
    const language = recipientLanguage(row.language);
    const t = textsIn(language);
    const subject = word(language, notificationSaid({ kind, actors: [], actorCount: 0, itemKind: 'event', eventName: row.event_name }));
    const event = row.event_name;
    const body = {
      event_seat: () => t('mail.attendance.seat.body', { event, whenWhere: whenAndWhere(language, row) }),
      event_waitlisted: () => t('mail.attendance.waitlisted.body', { event }),
      event_declined: () => t('mail.attendance.declined.body', { event }),
    }[kind]();
    const mail = composeMail(
      row.email,
      subject,
      t('mail.greeting', { username: row.username }),
      body,
      t('mail.action.seeEvent'),
      `${this.config.publicUrl}/events?event=${itemId}`,
      t('mail.attendance.footer', { page }),
      language,
    );
    return { ...mail, headers };
  }
}
