import { randomUUID } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../config/config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about; printed in the log when there is no SMTP server. */
  link: string;
}

/**
 * Sends mail over SMTP when `SMTP_URL` is set; otherwise writes each mail as JSON into the outbox
 * folder under DATA_DIR and prints its link, so that sign-up works on a machine without a mail server.
 */
@Injectable()
export class MailService {
  private readonly log = new Logger('Mail');
  private readonly transport: Transporter | null;
  readonly outboxDir: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.smtpUrl ? createTransport(config.smtpUrl) : null;
    this.outboxDir = join(config.dataDir, 'mail');
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      return;
    }
    // The outbox holds live sign-in and reset links: readable by this user only.
    await mkdir(this.outboxDir, { recursive: true, mode: 0o700 });
    await chmod(this.outboxDir, 0o700);
    const sentAt = new Date().toISOString();
    const file = join(this.outboxDir, `${sentAt.replace(/[:.]/g, '-')}-${randomUUID()}.json`);
    await writeFile(file, JSON.stringify({ from: this.config.mailFrom, sentAt, ...mail }, null, 2), { mode: 0o600 });
    this.log.log(`mail to ${mail.to}: ${mail.link}`);
  }
}
