import { randomUUID } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../config/config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about; printed in the log when there is no SMTP server. */
  link: string;
  /** Further headers (List-Unsubscribe). */
  headers?: Record<string, string>;
}

/**
 * Sends mail over SMTP when `SMTP_URL` is set; otherwise writes each mail as JSON into the outbox
 * folder under DATA_DIR and prints its link, so that sign-up works on a machine without a mail server.
 */
@Injectable()
export class MailService implements BeforeApplicationShutdown {
  private readonly log = new Logger('Mail');
  private readonly transport: Transporter | null;
  readonly outboxDir: string;
  /** Mails being composed or sent after their request was answered (`later`). */
  private readonly pending = new Set<Promise<void>>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.smtpUrl ? createTransport(config.smtpUrl) : null;
    this.outboxDir = join(config.dataDir, 'mail');
  }

  /**
   * Composes and sends a mail once the request has been answered, so the answer takes as long
   * whether or not a mail goes out: nobody can time it to learn who has an account. `compose`
   * answers null when there is nothing to send. A mail still pending when the process dies is lost;
   * the person asks again.
   */
  later(compose: () => Promise<OutgoingMail | null>): void {
    const work: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(compose)
      .then((mail) => (mail ? this.send(mail) : undefined))
      .catch((error: unknown) => this.log.error(`a mail could not be sent: ${String(error)}`))
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  /** Resolves once every mail queued with `later` is sent (or has failed). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** Stopping waits for the mails already promised; the database is still there. */
  beforeApplicationShutdown(): Promise<void> {
    return this.settled();
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
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
