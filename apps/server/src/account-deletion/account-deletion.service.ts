import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ACCOUNT_DELETION_MESSAGES, ERROR_CODES, SERVER_MESSAGES, normalizeEmail, type TextRef, validateLogin } from '@gatherly/schema';
import { DataSource, EntityManager } from 'typeorm';
import { passwordFits } from '../accounts/password-guess';
import { verifyPassword } from '../accounts/secrets';
import type { ClientInfo, Viewer } from '../accounts/viewer';
import { AccountAnswersService } from '../attendance/account-answers.service';
import { DomainError } from '../common/errors/domain-error';
import { requireSession } from '../common/auth/scopes';
import { SECOND_FACTOR, type SecondFactor, type SecondFactorProof } from '../common/ports/second-factor';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { MailService } from '../mail/mail.service';
import { ModerationActionEntity } from '../moderation/moderation-action.entity';
import { NotificationsService } from '../notifications/notifications.service';
import { JobQueue } from '../queue/job-queue';
import { RealtimeBus } from '../realtime/realtime-bus';
import { ThrottleService } from '../throttle/throttle.service';
import { deletionScheduledMail } from './account-deletion-mails';
import type { RequestLanguage } from '../i18n/request-language';
import { recipientLanguage, word } from '../i18n/texts';

type AfterCommit = () => Promise<void>;

interface AccountRow {
  id: string;
  email: string;
  username: string;
  password_hash: string;
  deletion_scheduled_for: Date | null;
  hidden_by_deletion: boolean;
  language: string | null;
}

const passwordInvalid = (message: TextRef) => DomainError.invalid([message]);
const alreadyPending = () => new DomainError(ERROR_CODES.conflict, [ACCOUNT_DELETION_MESSAGES.alreadyPending]);

/**
 * Deleting one's account: asked with the password (and the second factor), it hides the account
 * as a suspension does, ends every session, and is carried out after the grace period by the
 * 'account-deletion' job (AccountEraser). Signing in meanwhile is refused with the date, and
 * `cancel` (signed out, with the password) brings the account back as it was.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SECOND_FACTOR) private readonly secondFactor: SecondFactor,
    private readonly throttle: ThrottleService,
    private readonly notifications: NotificationsService,
    private readonly answers: AccountAnswersService,
    private readonly mail: MailService,
    private readonly queue: JobQueue,
    private readonly bus: RealtimeBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Schedules the deletion of the viewer's account; every session ends at once and the account is hidden until then. */
  async request(viewer: Viewer, input: { password?: string } & SecondFactorProof, client: ClientInfo, language: RequestLanguage): Promise<{ deletion_scheduled_for: Date; message: string }> {
    requireSession(viewer);
    const password = typeof input.password === 'string' ? input.password : '';
    if (password === '') throw passwordInvalid(ACCOUNT_DELETION_MESSAGES.passwordRequired);
    const [account]: AccountRow[] = await this.db.query(
      'SELECT id, email, username, password_hash, deletion_scheduled_for, hidden_by_deletion, language FROM accounts WHERE id = $1 AND deleted_at IS NULL',
      [viewer.accountId],
    );
    if (!account) throw DomainError.unauthenticated();
    if (!(await passwordFits(this.throttle, { email: account.email, passwordHash: account.password_hash }, password, client))) {
      throw passwordInvalid(ACCOUNT_DELETION_MESSAGES.passwordWrong);
    }
    if (account.deletion_scheduled_for) throw alreadyPending();
    await this.secondFactor.confirm(account.id, { code: input.code, passkey_response: input.passkey_response }, client);
    const { due, after } = await this.db.transaction(async (manager) => {
      const [scheduled]: [Array<{ due: Date; newly_hidden: boolean }>, number] = await manager.query(
        `UPDATE accounts SET deletion_scheduled_for = now() + make_interval(secs => $2), hidden_by_deletion = (suspended_at IS NULL), suspended_at = COALESCE(suspended_at, now())
          WHERE id = $1 AND deletion_scheduled_for IS NULL AND deleted_at IS NULL
          RETURNING deletion_scheduled_for AS due, hidden_by_deletion AS newly_hidden`,
        [account.id, this.config.accountDeletionGraceSeconds],
      );
      const row = scheduled[0];
      if (!row) throw alreadyPending();
      // Hidden as a suspension hides: what it did leaves others' notifications, its answers leave the events' counts.
      let after: AfterCommit = async () => undefined;
      if (row.newly_hidden) {
        await this.notifications.withholdAllBy(manager, account.id);
        after = await this.answers.setAsideAnswersOf(manager, account.id);
      }
      await manager.query('UPDATE sessions SET revoked_at = now() WHERE account_id = $1 AND revoked_at IS NULL', [account.id]);
      await this.queue.send('account-deletion', { accountId: account.id }, manager, { startAfter: row.due });
      await this.mail.queue('account-notice', deletionScheduledMail(recipientLanguage(account.language, language.asked), this.config.publicUrl, account.email, account.username, row.due), manager);
      await this.log(manager, account, 'account_deletion_requested');
      return { due: row.due, after };
    });
    await after();
    // Its sockets close on every instance.
    await this.bus.publish('sessions-ended', { accountId: account.id });
    return { deletion_scheduled_for: due, message: word(language.answer, ACCOUNT_DELETION_MESSAGES.requested(due)) };
  }

  /** Cancels a pending deletion, signed out, with the address and password (and second factor): the account shows again and can sign in. */
  async cancel(input: { email?: string; password?: string } & SecondFactorProof, client: ClientInfo, language: RequestLanguage): Promise<string> {
    const rawEmail = typeof input.email === 'string' ? input.email : '';
    const password = typeof input.password === 'string' ? input.password : '';
    const problems = validateLogin(rawEmail, password);
    if (problems.length > 0) throw DomainError.invalid(problems);
    const email = normalizeEmail(rawEmail);
    await this.throttle.consume('login', { ip: client.ip, email });
    const [account]: AccountRow[] = await this.db.query(
      'SELECT id, email, username, password_hash, deletion_scheduled_for, hidden_by_deletion, language FROM accounts WHERE email = $1 AND deleted_at IS NULL',
      [email],
    );
    const fits = await verifyPassword(account?.password_hash ?? null, password);
    if (!account || !fits) throw new DomainError(ERROR_CODES.invalidCredentials, [SERVER_MESSAGES.invalidCredentials]);
    if (!account.deletion_scheduled_for) throw new DomainError(ERROR_CODES.conflict, [ACCOUNT_DELETION_MESSAGES.notPending]);
    await this.secondFactor.confirm(account.id, { code: input.code, passkey_response: input.passkey_response }, client);
    const after = await this.db.transaction(async (manager) => {
      const [cancelled]: [Array<{ shown: boolean }>, number] = await manager.query(
        `UPDATE accounts a SET deletion_scheduled_for = NULL, hidden_by_deletion = false,
                suspended_at = CASE WHEN a.hidden_by_deletion THEN NULL ELSE a.suspended_at END
           FROM accounts was WHERE was.id = a.id AND a.id = $1 AND a.deletion_scheduled_for IS NOT NULL AND a.deletion_scheduled_for > now() AND a.deleted_at IS NULL
         RETURNING was.hidden_by_deletion AS shown`,
        [account.id],
      );
      const row = cancelled[0];
      // Its time came while it was asked: the deletion goes on.
      if (!row) throw new DomainError(ERROR_CODES.conflict, [ACCOUNT_DELETION_MESSAGES.notPending]);
      let after: AfterCommit = async () => undefined;
      // Shown again only when the deletion is what hid it; a moderator's suspension stays.
      if (row.shown) {
        await this.notifications.restoreAllBy(manager, account.id);
        after = await this.answers.restoreAnswersOf(manager, account.id);
      }
      await this.log(manager, account, 'account_deletion_cancelled');
      return after;
    });
    await after();
    await this.throttle.loginSucceeded({ ip: client.ip, email });
    return word(language.answer, ACCOUNT_DELETION_MESSAGES.cancelled);
  }

  /** When the viewer's account is to be deleted; null when no deletion is asked. */
  async scheduledFor(accountId: string): Promise<Date | null> {
    const [row]: Array<{ due: Date | null }> = await this.db.query('SELECT deletion_scheduled_for AS due FROM accounts WHERE id = $1', [accountId]);
    return row?.due ?? null;
  }

  /** The moderation log's entry: the account acted on itself. */
  private async log(manager: EntityManager, account: Pick<AccountRow, 'id' | 'username'>, action: 'account_deletion_requested' | 'account_deletion_cancelled'): Promise<void> {
    await manager.insert(ModerationActionEntity, {
      moderatorId: account.id,
      moderatorUsername: account.username,
      action,
      targetType: 'account',
      targetId: account.id,
      accountId: account.id,
      accountUsername: account.username,
      reportId: null,
      reason: '',
    });
  }
}
