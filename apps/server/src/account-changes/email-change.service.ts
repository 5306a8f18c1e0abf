import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EMAIL_CHANGE_LIMITS, EMAIL_CHANGE_MESSAGES, ERROR_CODES, SERVER_MESSAGES, emailChangeProblems, normalizeEmail } from '@gatherly/schema';
import { DataSource, QueryFailedError } from 'typeorm';
import { passwordFits } from '../accounts/password-guess';
import { digest, randomToken } from '../accounts/secrets';
import type { ClientInfo, Viewer } from '../accounts/viewer';
import { requireSession } from '../common/auth/scopes';
import { DomainError } from '../common/errors/domain-error';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { MailService, type OutgoingMail } from '../mail/mail.service';
import { ThrottleService } from '../throttle/throttle.service';
import { emailChangedMail, emailChangeLinkMail, emailChangingMail } from './email-change-mails';
import type { RequestLanguage } from '../i18n/request-language';
import { recipientLanguage, word } from '../i18n/texts';

export interface EmailChangeFields {
  password?: unknown;
  new_email?: unknown;
}

export interface EmailChangeRequested {
  message: string;
  /** The address the link went to, as it will be stored. */
  pending_email: string;
}

export interface EmailChangeConfirmed {
  message: string;
  email: string;
}

const taken = () => new DomainError(ERROR_CODES.emailTaken, [SERVER_MESSAGES.emailTaken], true);
const linkInvalid = () => new DomainError(ERROR_CODES.tokenInvalid, [EMAIL_CHANGE_MESSAGES.linkInvalid], true);
const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A new e-mail address for a signed-in account. Asking needs the password (a wrong one counts as a
 * failed login of the account from that client), mails the new address a single-use link and tells
 * the old one; the address changes only when the link is opened. A second request ends the first
 * one's link. The pending change is a row of account_tokens holding the new address: its link is
 * made when the mail goes out, so that no live token waits in the queue.
 */
@Injectable()
export class EmailChangeService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly mail: MailService,
    private readonly throttle: ThrottleService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.mail.handle('email-change', ({ tokenId, language }) => this.linkMail(tokenId, language));
  }

  async request(viewer: Viewer, fields: EmailChangeFields, client: ClientInfo, language: RequestLanguage): Promise<EmailChangeRequested> {
    // A personal access token is a program's secret: it may not move the account to another address.
    requireSession(viewer);
    const input = { password: asText(fields.password), new_email: asText(fields.new_email) };
    const [account]: Array<{ id: string; email: string; username: string; password_hash: string; language: string | null }> = await this.db.query(
      'SELECT id, email, username, password_hash, language FROM accounts WHERE id = $1',
      [viewer.accountId],
    );
    if (!account) throw DomainError.unauthenticated();
    const problems = emailChangeProblems(input, account.email);
    if (problems.length > 0) throw DomainError.invalid(problems);
    if (!(await passwordFits(this.throttle, { email: account.email, passwordHash: account.password_hash }, input.password, client))) {
      throw DomainError.invalid([EMAIL_CHANGE_MESSAGES.passwordWrong]);
    }
    const newEmail = normalizeEmail(input.new_email);
    if (await this.isTaken(this.db, newEmail, account.id)) throw taken();
    // Each request mails an address the person typed: counted once the password fits, as guesses are by the login throttle.
    const window = EMAIL_CHANGE_LIMITS.windowSeconds;
    await this.throttle.spend('email-change:ip', { points: EMAIL_CHANGE_LIMITS.requestsPerIp, seconds: window }, client.ip, 1, EMAIL_CHANGE_MESSAGES.tooMany);
    await this.throttle.spend('email-change:account', { points: EMAIL_CHANGE_LIMITS.requestsPerAccount, seconds: window }, account.id, 1, EMAIL_CHANGE_MESSAGES.tooMany);
    await this.db.transaction(async (manager) => {
      await manager.query(`UPDATE account_tokens SET used_at = now() WHERE account_id = $1 AND purpose = 'change_email' AND used_at IS NULL`, [account.id]);
      // Nobody knows this first token: the link's own is made when the mail is sent (linkMail).
      const [{ id }]: Array<{ id: string }> = await manager.query(
        `INSERT INTO account_tokens (account_id, purpose, token_hash, new_email, expires_at)
         VALUES ($1, 'change_email', $2, $3, now() + make_interval(secs => $4)) RETURNING id`,
        [account.id, digest(randomToken()), newEmail, EMAIL_CHANGE_LIMITS.linkTtlSeconds],
      );
      await this.mail.queue('email-change', { tokenId: id, language: language.asked }, manager);
      await this.mail.queue('account-notice', emailChangingMail(recipientLanguage(account.language, language.asked), this.config.publicUrl, account.email, account.username, newEmail), manager);
    });
    return { message: word(language.answer, EMAIL_CHANGE_MESSAGES.linkSent(newEmail)), pending_email: newEmail };
  }

  /** Applies the change of the link's token: 400 when it is unknown, used or expired, 409 when the address was taken meanwhile. */
  async confirm(token: string, language: RequestLanguage): Promise<EmailChangeConfirmed> {
    if (token === '') throw linkInvalid();
    try {
      return await this.db.transaction(async (manager) => {
        const [used]: [Array<{ account_id: string; new_email: string }>, number] = await manager.query(
          `UPDATE account_tokens SET used_at = now()
            WHERE token_hash = $1 AND purpose = 'change_email' AND used_at IS NULL AND expires_at > now()
            RETURNING account_id, new_email`,
          [digest(token)],
        );
        const change = used[0];
        if (!change) throw linkInvalid();
        const [old]: Array<{ email: string; username: string; language: string | null }> = await manager.query('SELECT email, username, language FROM accounts WHERE id = $1 FOR UPDATE', [change.account_id]);
        if (!old) throw linkInvalid();
        // Refused, the whole transaction is undone: the link still works should the address be freed.
        if (await this.isTaken(manager, change.new_email, change.account_id)) throw taken();
        // Opening the link proves the new address is theirs.
        await manager.query('UPDATE accounts SET email = $2, email_verified_at = now() WHERE id = $1', [change.account_id, change.new_email]);
        await this.mail.queue('account-notice', emailChangedMail(recipientLanguage(old.language, language.asked), this.config.appeal.link, old.email, old.username, change.new_email), manager);
        return { message: word(language.answer, EMAIL_CHANGE_MESSAGES.confirmed(change.new_email)), email: change.new_email };
      });
    } catch (error) {
      // Two accounts confirming the same address at once: the unique index decides.
      if (error instanceof QueryFailedError && (error.driverError as { constraint?: string }).constraint === 'accounts_email_key') throw taken();
      throw error;
    }
  }

  /** The address a live link of the viewer's would confirm, or null. */
  async pending(accountId: string): Promise<string | null> {
    const [row]: Array<{ new_email: string }> = await this.db.query(
      `SELECT new_email FROM account_tokens WHERE account_id = $1 AND purpose = 'change_email' AND used_at IS NULL AND expires_at > now()
        ORDER BY created_at DESC LIMIT 1`,
      [accountId],
    );
    return row?.new_email ?? null;
  }

  /**
   * The link of a pending change, made now: the row gets a new token, so a send tried again ends
   * the link of the try that failed. Nothing is sent once the change was replaced, used or expired.
   */
  private async linkMail(tokenId: string, requestedIn: string | undefined): Promise<OutgoingMail | null> {
    const token = randomToken();
    const [rows]: [Array<{ new_email: string; username: string; language: string | null }>, number] = await this.db.query(
      `UPDATE account_tokens t SET token_hash = $2 FROM accounts a
        WHERE t.id = $1 AND t.purpose = 'change_email' AND t.used_at IS NULL AND t.expires_at > now() AND a.id = t.account_id
        RETURNING t.new_email, a.username, a.language`,
      [tokenId, digest(token)],
    );
    const change = rows[0];
    return change ? emailChangeLinkMail(recipientLanguage(change.language, requestedIn), this.config.publicUrl, change.new_email, change.username, token) : null;
  }

  private async isTaken(db: Pick<DataSource, 'query'>, email: string, accountId: string): Promise<boolean> {
    const rows: unknown[] = await db.query('SELECT 1 FROM accounts WHERE email = $1 AND id <> $2', [email, accountId]);
    return rows.length > 0;
  }
}
