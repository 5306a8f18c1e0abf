import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { NOTIFICATION_LIMITS, timeLeftSaid } from '@gatherly/schema';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { composeMail } from '../mail/compose-mail';
import { MailService, type OutgoingMail } from '../mail/mail.service';
import { JobQueue } from '../queue/job-queue';
import { wantsSql } from './notification-preferences.service';
import { NotificationsService } from './notifications.service';
import { eventMailRow, whenAndWhere } from './event-mail';
import { UnsubscribeLinks } from './unsubscribe-links';
import { notBlockedSql, notSuspendedSql } from '../common/visibility/visibility-sql';
import { recipientLanguage, textsIn, word } from '../i18n/texts';

interface Reminded {
  recipient_id: string;
  group_key: string;
  item_id: string;
  /** Whether the person wants reminders by mail too. */
  by_mail: boolean;
}

/**
 * Reminders of events people are interested in or going to, once each, when the event comes within
 * a day. A job of the queue runs every minute (on one instance at a time) and reminds everyone
 * interested in or going to an event starting within the next day who was not reminded of it yet: an event made, moved or
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
    await this.mail.handle('event-reminder', ({ recipientId, itemId }) => this.reminderMail(recipientId, itemId));
  }

  /**
   * Reminds of the events starting within the horizon, and queues the mails and pushes in the same
   * transaction: a reminder recorded is mailed and pushed, even when the process dies right after. Answers how
   * many reminders went out.
   */
  async sweep(): Promise<number> {
    const reminded = await this.db.transaction(async (manager) => {
      const rows = await this.remind(manager);
      for (const row of rows) if (row.by_mail) await this.mail.queue('event-reminder', { recipientId: row.recipient_id, itemId: row.item_id }, manager);
      await this.notifications.queuePushes(manager, ...rows.map((row) => ({ recipientId: row.recipient_id, groupKey: row.group_key })));
      return rows;
    });
    await this.notifications.announce(...reminded.map((row) => ({ recipientId: row.recipient_id, groupKey: row.group_key })));
    return reminded.length;
  }

  /** Records the reminders due, each person and event once, in one statement. */
  private async remind(manager: EntityManager): Promise<Reminded[]> {
    return manager.query(
      `WITH due AS (
         -- Interested or going: someone both is reminded once.
         SELECT DISTINCT ei.account_id, e.item_id FROM events e JOIN content_items i ON i.id = e.item_id
           JOIN (SELECT item_id, account_id FROM event_interests
                 UNION ALL SELECT item_id, account_id FROM event_rsvps WHERE status = 'going') ei ON ei.item_id = e.item_id
          WHERE e.event_date > now() AND e.event_date <= now() + make_interval(hours => $1)
            -- Nothing for or about suspended accounts: they cannot log in, and their events are hidden.
            AND ${notSuspendedSql('ei.account_id')} AND ${notSuspendedSql('i.author_id')}
            -- Nor of an event whose author is on the other side of a block: it is hidden from them.
            AND ${notBlockedSql('ei.account_id', 'i.author_id')}),
       added AS (
         INSERT INTO notifications (recipient_id, kind, item_id, group_key)
         SELECT account_id, 'event_reminder', item_id, 'event_reminder:' || item_id FROM due
         ON CONFLICT (recipient_id, item_id) WHERE kind = 'event_reminder' DO NOTHING
         RETURNING id, recipient_id, item_id, group_key, created_at),
       grouped AS (
         INSERT INTO notification_groups (recipient_id, group_key, kind, item_id, latest_id, actor_count, updated_at)
         SELECT recipient_id, group_key, 'event_reminder', item_id, id, 0, created_at FROM added
         ON CONFLICT DO NOTHING)
       SELECT added.recipient_id, added.group_key, added.item_id, ${wantsSql('added.recipient_id', "'event_reminder'", 'email')} AS by_mail FROM added`,
      [NOTIFICATION_LIMITS.reminderLeadHours],
    );
  }

  /** The mail of one reminder, composed when it is sent; nothing when the person or the event is gone or suspended meanwhile. */
  private async reminderMail(recipientId: string, itemId: string): Promise<OutgoingMail | null> {
    const row = await eventMailRow(this.db, recipientId, itemId);
    // Sent late (a backlog, retries): an event that has started needs no reminder.
    if (!row || row.event_date.getTime() <= Date.now()) return null;
    const { page, headers } = await this.links.linksFor(recipientId, 'event_reminder');
    // The time left as it is when the mail goes, not when the reminder was queued.
    const language = recipientLanguage(row.language);
    const t = textsIn(language);
    const left = word(language, timeLeftSaid(row.event_date.getTime() - Date.now()));
    const event = row.event_name;
    const mail = composeMail(
      row.email,
      t('mail.reminder.subject', { event, left }),
      t('mail.greeting', { username: row.username }),
      t('mail.reminder.body', { event, left, whenWhere: whenAndWhere(language, row) }),
      t('mail.action.seeEvent'),
      `${this.config.publicUrl}/events?event=${itemId}`,
      t('mail.reminder.footer', { page }),
      language,
    );
    return { ...mail, headers };
  }
}
