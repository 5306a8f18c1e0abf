import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { notificationText } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import { notSuspendedSql } from '../common/visibility/visibility-sql';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { composeMail } from '../mail/compose-mail';
import { MailService, type OutgoingMail } from '../mail/mail.service';
import type { Jobs } from '../queue/jobs';
import { UnsubscribeLinks } from '../notifications/unsubscribe-links';

interface AttendanceMailRow {
  email: string;
  username: string;
  event_name: string;
  event_date: Date;
  event_location: string;
}

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
    const [row]: AttendanceMailRow[] = await this.db.query(
      `SELECT a.email, a.username, e.name AS event_name, e.event_date, e.location AS event_location
         FROM accounts a, events e JOIN content_items i ON i.id = e.item_id
        WHERE a.id = $1 AND e.item_id = $2 AND a.suspended_at IS NULL AND ${notSuspendedSql('i.author_id')}
          AND ($3 = 'event_declined' OR EXISTS (SELECT 1 FROM event_rsvps r WHERE r.item_id = e.item_id AND r.account_id = a.id
                                                    AND r.status = CASE WHEN $3 = 'event_seat' THEN 'going' ELSE 'waitlisted' END))`,
      [recipientId, itemId, kind],
    );
    if (!row || (kind === 'event_seat' && row.event_date.getTime() <= Date.now())) return null;
    const { page, headers } = await this.links.linksFor(recipientId, kind);
    const when = row.event_date.toUTCString().replace('GMT', 'UTC');
    const where = row.event_location ? ` at ${row.event_location}` : '';
    const subject = notificationText({ kind, actors: [], actorCount: 0, itemKind: 'event', eventName: row.event_name });
    const body = {
      event_seat: `A seat is yours at ${row.event_name}: ${when}${where}. If you cannot go any more, leave the event so that the next person gets it.`,
      event_waitlisted: `The hosts of ${row.event_name} approved your request to join, but every seat is taken: you are on the waitlist, and we will tell you when a seat is yours.`,
      event_declined: `The hosts of ${row.event_name} declined your request to join.`,
    }[kind];
    const mail = composeMail(
      row.email,
      subject,
      `Hi ${row.username},`,
      body,
      'See the event',
      `${this.config.publicUrl}/events?event=${itemId}`,
      `You get this mail because you asked to go to the event. To stop these mails: ${page}`,
    );
    return { ...mail, headers };
  }
}
