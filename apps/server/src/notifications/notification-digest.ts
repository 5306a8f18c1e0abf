import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { NOTIFICATION_MAILED_AT_ONCE } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { composeMail } from '../mail/compose-mail';
import { MailService, type OutgoingMail } from '../mail/mail.service';
import { JobQueue } from '../queue/job-queue';
import { NotificationsService } from './notifications.service';
import { UnsubscribeLinks } from './unsubscribe-links';
import { recipientLanguage, textsIn } from '../i18n/texts';

/**
 * The daily e-mail digest: once a day (07:00 UTC, one instance), everyone who turned e-mail on for
 * a kind not mailed at once (reminders, seats…) gets one mail listing their unread entries of the last day, if any.
 * E-mail for those kinds is off unless chosen, so the accounts are found from their choices. Each
 * account's digest is a job of its own, composed when it is sent.
 */
@Injectable()
export class NotificationDigest implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly queue: JobQueue,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly links: UnsubscribeLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.queue.work('notification-digest', async () => void (await this.send()));
    await this.queue.schedule('notification-digest', '0 7 * * *');
    await this.mail.handle('digest', ({ accountId }) => this.digestMail(accountId));
  }

  /** Queues the digest of every account that chose one, in one transaction; answers how many. */
  async send(): Promise<number> {
    return this.db.transaction(async (manager) => {
      const accounts: Array<{ id: string }> = await manager.query(
        `SELECT a.id FROM accounts a
          WHERE a.suspended_at IS NULL AND a.id IN (SELECT p.account_id FROM notification_preferences p WHERE p.email AND NOT (p.kind = ANY($1::text[])))`,
        [NOTIFICATION_MAILED_AT_ONCE],
      );
      for (const account of accounts) await this.mail.queue('digest', { accountId: account.id }, manager);
      return accounts.length;
    });
  }

  /** One account's digest; nothing when it has no unread entry of the last day, or is suspended. */
  private async digestMail(accountId: string): Promise<OutgoingMail | null> {
    const [account]: Array<{ email: string; username: string; language: string | null }> = await this.db.query(
      'SELECT email, username, language FROM accounts WHERE id = $1 AND suspended_at IS NULL',
      [accountId],
    );
    if (!account) return null;
    const language = recipientLanguage(account.language);
    const t = textsIn(language);
    const entries = await this.notifications.digestEntries(accountId, language);
    if (entries.length === 0) return null;
    const { page, headers } = await this.links.linksFor(accountId, 'digest');
    const lines = entries
      .map((entry) => {
        const quote = entry.comment_text ?? entry.item_preview;
        return quote ? t('mail.digest.lineQuoted', { text: entry.text, quote }) : t('mail.digest.line', { text: entry.text });
      })
      .join('\n');
    const mail = composeMail(
      account.email,
      entries.length === 1 ? entries[0].text : t('mail.digest.subjectMore', { first: entries[0].text, count: entries.length - 1 }),
      t('mail.greeting', { username: account.username }),
      t('mail.digest.body', { lines }),
      t('mail.digest.action'),
      `${this.config.publicUrl}/notifications`,
      t('mail.digest.footer', { page }),
      language,
    );
    return { ...mail, headers };
  }
}
