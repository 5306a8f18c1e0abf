import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ERROR_CODES, SERVER_MESSAGES, normalizeEmail, validateNewPassword, validateResetRequest } from '@gatherly/schema';
import { Repository } from 'typeorm';
import { revokeStandingCredentials } from '../access-tokens/standing-credentials';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { DomainError } from '../common/errors/domain-error';
import { passwordChangedMail } from './account-mails';
import { MailService } from '../mail/mail.service';
import { ThrottleService } from '../throttle/throttle.service';
import { AccountTokensService } from './account-tokens.service';
import { AccountEntity, localAccount } from './account.entity';
import { ResetPasswordInput } from './dto/reset-password.input';
import { hashPassword } from './secrets';
import { SessionsService } from './sessions.service';
import { ClientInfo } from './viewer';
import type { RequestLanguage } from '../i18n/request-language';
import { recipientLanguage, word } from '../i18n/texts';

/** Forgotten passwords: a mailed single-use link, a new password, and every session, personal access token and calendar feed ended. */
@Injectable()
export class PasswordResetService {
  constructor(
    @InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>,
    private readonly tokens: AccountTokensService,
    private readonly sessions: SessionsService,
    private readonly mail: MailService,
    private readonly throttle: ThrottleService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Answers the same, in the same time, for known and unknown addresses, so that nobody learns who
   * has an account: the job queued names the address alone, at most one a minute per address
   * however many are asked for (and from wherever), and the worker looks the account up and mails
   * its link (AccountLinkMailer).
   */
  async request(rawEmail: string, client: ClientInfo, language: RequestLanguage): Promise<string> {
    const problems = validateResetRequest(rawEmail);
    if (problems.length > 0) throw DomainError.invalid(problems);
    const email = normalizeEmail(rawEmail);
    await this.throttle.consume('reset', { ip: client.ip, email });
    if (await this.throttle.mayMail('passwordReset', email)) await this.mail.queue('password-reset', { email, language: language.asked });
    return word(language.answer, SERVER_MESSAGES.resetSent);
  }

  async isValid(token: string): Promise<boolean> {
    return (await this.tokens.peek(token, 'reset_password')) !== null;
  }

  async reset(input: ResetPasswordInput, asking: RequestLanguage): Promise<string> {
    const problems = validateNewPassword(input.password);
    if (problems.length > 0) throw DomainError.invalid(problems);
    const accountId = await this.tokens.consume(input.token, 'reset_password');
    if (!accountId) throw new DomainError(ERROR_CODES.tokenInvalid, [SERVER_MESSAGES.resetTokenInvalid], true);
    // Following the mailed link proves the address too. Tokens and the calendar feed go with the old password.
    const passwordHash = await hashPassword(input.password);
    await this.accounts.manager.transaction(async (manager) => {
      await manager.update(AccountEntity, { id: accountId }, { passwordHash, emailVerifiedAt: () => 'COALESCE(email_verified_at, now())' });
      await revokeStandingCredentials(manager, accountId);
      const { email, username, language } = localAccount(await manager.findOneOrFail(AccountEntity, { where: { id: accountId }, select: { email: true, username: true, language: true } }));
      await this.mail.queue('password-changed', passwordChangedMail(recipientLanguage(language, asking.asked), this.config.publicUrl, email, username), manager);
    });
    // Devices still signed in are told why at their next refresh.
    await this.sessions.endAll(accountId, 'password_changed');
    return word(asking.answer, SERVER_MESSAGES.passwordChanged);
  }
}
