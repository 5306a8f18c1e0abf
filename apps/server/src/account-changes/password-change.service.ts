import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PASSWORD_CHANGE_MESSAGES, validateNewPassword } from '@gatherly/schema';
import { Repository } from 'typeorm';
import { AccountEntity, localAccount } from '../accounts/account.entity';
import { passwordFits } from '../accounts/password-guess';
import { hashPassword } from '../accounts/secrets';
import { SessionsService } from '../accounts/sessions.service';
import type { ClientInfo, Viewer } from '../accounts/viewer';
import { requireSession } from '../common/auth/scopes';
import { DomainError } from '../common/errors/domain-error';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { MailService } from '../mail/mail.service';
import { ThrottleService } from '../throttle/throttle.service';
import type { ChangePasswordInput } from './change-password.input';
import { passwordChangedHereMail } from './password-change-mail';
import type { RequestLanguage } from '../i18n/request-language';
import { recipientLanguage, word } from '../i18n/texts';

/**
 * A new password chosen while signed in. The current one is asked first, and a wrong one counts
 * as a failed login of the account from that address: whoever holds an open session must not be
 * able to guess it freely. Every other session ends; the device that changed it stays signed in.
 */
@Injectable()
export class PasswordChangeService {
  constructor(
    @InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>,
    private readonly sessions: SessionsService,
    private readonly mail: MailService,
    private readonly throttle: ThrottleService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async change(viewer: Viewer, input: Partial<ChangePasswordInput>, client: ClientInfo, language: RequestLanguage): Promise<string> {
    // A personal access token is a program's secret, not the person: it may not replace the password.
    requireSession(viewer);
    const current = typeof input.current_password === 'string' ? input.current_password : '';
    const wanted = typeof input.new_password === 'string' ? input.new_password : '';
    const problems = [...(current === '' ? [PASSWORD_CHANGE_MESSAGES.currentRequired] : []), ...validateNewPassword(wanted)];
    if (problems.length > 0) throw DomainError.invalid(problems);
    const found = await this.accounts.findOne({ where: { id: viewer.accountId } });
    const account = found && localAccount(found);
    if (!account) throw DomainError.unauthenticated();
    if (!(await passwordFits(this.throttle, account, current, client))) throw DomainError.invalid([PASSWORD_CHANGE_MESSAGES.currentWrong]);
    if (wanted === current) throw DomainError.invalid([PASSWORD_CHANGE_MESSAGES.sameAsCurrent]);
    const passwordHash = await hashPassword(wanted);
    await this.accounts.manager.transaction(async (manager) => {
      await manager.update(AccountEntity, { id: account.id }, { passwordHash });
      await this.mail.queue('password-changed', passwordChangedHereMail(recipientLanguage(account.language, language.asked), this.config.publicUrl, account.email, account.username), manager);
    });
    // Devices still signed in elsewhere are told why at their next refresh; their sockets close now.
    await this.sessions.endOthers(account.id, viewer.sessionId, 'password_changed');
    return word(language.answer, PASSWORD_CHANGE_MESSAGES.changed);
  }
}
