import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { NOTIFICATION_LIMITS } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { composeMail } from '../mail/compose-mail';
import { MailService, type OutgoingMail } from '../mail/mail.service';
import { JobQueue } from '../queue/job-queue';
import { wantsSql } from './notification-preferences.service';
import { NotificationsService } from './notifications.service';
import { UnsubscribeLinks } from './unsubscribe-links';
import { notSuspendedSql } from '../safety/safety-sql';

interface Reminded {
  recipient_id: string;
  group_key: string;
  item_id: string;
  email: string | null;
  username: string;
  event_name: string;
  event_date: Date;
  event_location: string;
}

/**
 * Reminders of events people are interested in, once each, when the event comes within a day. A
 * job of the queue runs every minute (on one instance at a time) and reminds everyone interested in
 * an event starting within the next day who was not reminded of it yet: an event made, moved or
 * marked late is reminded of at the next run, and a run after a pause catches up. The unique
 * reminder per person and event makes each happen once whatever runs at the same time.
 */
@Injectable()
export class EventReminders implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly queue: JobQueue,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly links: UnsubscribeLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.queue.work('event-reminders', async () => void (await this.sweep()));
    await this.queue.schedule('event-reminders', '* * * * *');
  }

  /** Reminds of the events starting within the horizon; answers how many reminders went out. */
  async sweep(): Promise<number> {
    const reminded = await this.remind();
    await this.tell(reminded);
    return reminded.length;
  }

  /** Records the reminders due, each person and event once, in one statement. */
  private async remind(): Promise<Reminded[]> {
    return this.db.query(
      `WITH due AS (
         SELECT ei.account_id, e.item_id FROM events e JOIN content_items i ON i.id = e.item_id JOIN event_interests ei ON ei.item_id = e.item_id
          WHERE e.event_date > now() AND e.event_date <= now() + make_interval(hours => $1)
            -- Nothing for or about suspended accounts: they cannot log in, and their events are hidden.
            AND ${notSuspendedSql('ei.account_id')} AND ${notSuspendedSql('i.author_id')}),
       added AS (
         INSERT INTO notifications (recipient_id, kind, item_id, group_key)
         SELECT account_id, 'event_reminder', item_id, 'event_reminder:' || item_id FROM due
         ON CONFLICT (recipient_id, item_id) WHERE kind = 'event_reminder' DO NOTHING
         RETURNING id, recipient_id, item_id, group_key, created_at),
       grouped AS (
         INSERT INTO notification_groups (recipient_id, group_key, kind, item_id, latest_id, actor_count, updated_at)
         SELECT recipient_id, group_key, 'event_reminder', item_id, id, 0, created_at FROM added
         ON CONFLICT DO NOTHING)
       SELECT added.recipient_id, added.group_key, added.item_id, a.username, e.name AS event_name, e.event_date, e.location AS event_location,
              CASE WHEN ${wantsSql('added.recipient_id', "'event_reminder'", 'email')} THEN a.email END AS email
         FROM added JOIN accounts a ON a.id = added.recipient_id JOIN events e ON e.item_id = added.item_id`,
      [NOTIFICATION_LIMITS.reminderLeadHours],
    );
  }

  /** Once committed: the bell of each person reminded, and a mail to those who want reminders by mail. */
  private async tell(reminded: Reminded[]): Promise<void> {
    await this.notifications.announce(...reminded.map((row) => ({ recipientId: row.recipient_id, groupKey: row.group_key })));
    for (const row of reminded) {
      const { email } = row;
      if (email) this.mail.later(() => this.reminderMail({ ...row, email }));
    }
  }

  private async reminderMail(row: Reminded & { email: string }): Promise<OutgoingMail> {
    const { page, headers } = await this.links.linksFor(row.recipient_id, 'event_reminder');
    const when = row.event_date.toUTCString().replace('GMT', 'UTC');
    const where = row.event_location ? ` at ${row.event_location}` : '';
    const mail = composeMail(
      row.email,
      `${row.event_name} starts within ${NOTIFICATION_LIMITS.reminderLeadHours} hours`,
      `Hi ${row.username},`,
      `${row.event_name}, which you are interested in, starts ${when}${where}.`,
      'See the event',
      `${this.config.publicUrl}/events?event=${row.item_id}`,
      `You get this mail because you marked interest in the event. To stop reminders by e-mail: ${page}`,
    );
    return { ...mail, headers };
  }
}
