import { randomUUID } from 'node:crypto';
import { chmod, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { JobQueue } from '../queue/job-queue';
import type { Jobs } from '../queue/jobs';
import type { OutgoingMail } from './outgoing-mail';

export type { OutgoingMail } from './outgoing-mail';

/** The kinds of mail, each sent by the job `mail-<kind>`; the metrics count them by kind. */
export type MailKind = 'verification' | 'password-reset' | 'password-changed' | 'email-change' | 'new-sign-in' | 'account-notice' | 'moderation' | 'data-export-ready' | 'event-reminder' | 'event-attendance' | 'event-message' | 'digest';

/** What becomes of a mail: queued (its job made), sent, or failed (one try; the job tries again later). */
export type MailOutcome = 'queued' | 'sent' | 'failed';

/**
 * Every mail is a job of the durable queue, queued in the transaction of the change that causes it
 * and sent by a worker, retried with backoff while the SMTP server is away: a crash or a deploy
 * after an answer delays a mail, never loses it, and no answer waits for SMTP. A job carries what
 * composing needs (an address, ids) rather than the mail where the mail would hold a secret: a
 * verification or reset link is made when it is sent, so no live token sits in the queue.
 *
 * Sends over SMTP when `SMTP_URL` is set, each step bounded in time; otherwise writes each mail as
 * JSON into the outbox folder and prints its link, so that sign-up works on a machine without a mail server.
 */
@Injectable()
export class MailService implements OnModuleInit {
  private readonly log = new Logger('Mail');
  private readonly transport: Transporter | null;
  readonly outboxDir: string;
  private readonly listeners: Array<(outcome: MailOutcome, kind: MailKind) => void> = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobQueue,
  ) {
    const timeouts = config.smtpTimeoutsMs;
    this.transport = config.smtpUrl
      ? createTransport({ url: config.smtpUrl, connectionTimeout: timeouts.connection, greetingTimeout: timeouts.greeting, socketTimeout: timeouts.socket })
      : null;
    this.outboxDir = config.mailOutboxDir;
  }

  /** Moderation, password-changed and new-sign-in mails are composed when queued: what they tell of may be gone by then. */
  async onModuleInit(): Promise<void> {
    await this.handle('moderation', (mail) => Promise.resolve(mail));
    await this.handle('password-changed', (mail) => Promise.resolve(mail));
    await this.handle('new-sign-in', (mail) => Promise.resolve(mail));
    await this.handle('account-notice', (mail) => Promise.resolve(mail));
  }

  /** Queues a mail of `kind`, in `manager`'s transaction when given, so that it exists exactly when that commits. */
  async queue<K extends MailKind>(kind: K, data: Jobs[`mail-${K}`], manager?: EntityManager): Promise<void> {
    await this.jobs.send(`mail-${kind}`, data, manager);
    this.tell('queued', kind);
  }

  /**
   * Sends the mails of `kind` as their jobs come, on every instance that runs workers: `compose`
   * makes the mail from the job, or answers null when there is nothing to send (nor is a mail
   * without an address sent). A failed send
   * fails that job alone, which is tried again later.
   */
  async handle<K extends MailKind>(kind: K, compose: (data: Jobs[`mail-${K}`]) => Promise<OutgoingMail | null>): Promise<void> {
    const name: `mail-${MailKind}` = `mail-${kind}`;
    await this.jobs.work(
      name,
      async (data) => {
        const mail = await compose(data as Jobs[`mail-${K}`]);
        // An account of another server of the fediverse has no address here: nothing is mailed to it.
        if (mail?.to) await this.send(kind, mail);
      },
      { alone: true },
    );
  }

  /** Calls `listener` with what becomes of each mail of this instance (the metrics count them). */
  observe(listener: (outcome: MailOutcome, kind: MailKind) => void): void {
    this.listeners.push(listener);
  }

  private async send(kind: MailKind, mail: OutgoingMail): Promise<void> {
    try {
      await this.deliver(mail);
    } catch (error) {
      this.tell('failed', kind);
      this.log.warn(`a ${kind} mail could not be sent, it will be tried again: ${String(error)}`);
      throw error;
    }
    this.tell('sent', kind);
  }

  private async deliver(mail: OutgoingMail): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
      return;
    }
    // The outbox holds live sign-in and reset links: readable by this user only.
    await mkdir(this.outboxDir, { recursive: true, mode: 0o700 });
    await chmod(this.outboxDir, 0o700);
    const sentAt = new Date().toISOString();
    const name = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID()}.json`;
    // Written aside, then renamed: whoever reads the outbox never finds a mail half written.
    const partial = join(this.outboxDir, `.${name}.part`);
    await writeFile(partial, JSON.stringify({ from: this.config.mailFrom, sentAt, ...mail }, null, 2), { mode: 0o600 });
    await rename(partial, join(this.outboxDir, name));
    this.log.log(`mail to ${mail.to}: ${mail.link}`);
  }

  private tell(outcome: MailOutcome, kind: MailKind): void {
    for (const listener of this.listeners) listener(outcome, kind);
  }
}
