import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { MailService, type OutgoingMail } from '../mail/mail.service';
import { AccountTokensService } from './account-tokens.service';
import { AccountEntity, localAccount } from './account.entity';
import { passwordResetMail, verificationMail } from './account-mails';
import { recipientLanguage } from '../i18n/texts';

/**
 * Sends the verification and reset links queued by sign-up, resending and reset requests. The job
 * names only the address: the account is looked up and its token made when the mail goes out, so
 * that asking answers alike for known and unknown addresses and no live token waits in the queue.
 * A send tried again makes a new token, which ends the one of the try that failed.
 */
@Injectable()
export class AccountLinkMailer implements OnModuleInit {
  constructor(
    @InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: AccountTokensService,
    private readonly mail: MailService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.mail.handle('verification', ({ email, language }) => this.verification(email, language));
    await this.mail.handle('password-reset', ({ email, language }) => this.passwordReset(email, language));
  }

  /** A new verification link, unless the address has no account or is verified already. */
  private async verification(email: string, requestedIn: string | undefined): Promise<OutgoingMail | null> {
    const found = await this.accounts.findOne({ where: { email } });
    const account = found && localAccount(found);
    if (!account || account.emailVerifiedAt) return null;
    const token = await this.tokens.issue(account.id, 'verify_email');
    return verificationMail(recipientLanguage(account.language, requestedIn), this.config.publicUrl, account.email, account.username, token);
  }

  /** A new reset link, unless the address has no account. */
  private async passwordReset(email: string, requestedIn: string | undefined): Promise<OutgoingMail | null> {
    const found = await this.accounts.findOne({ where: { email } });
    const account = found && localAccount(found);
    if (!account) return null;
    const token = await this.tokens.issue(account.id, 'reset_password');
    return passwordResetMail(recipientLanguage(account.language, requestedIn), this.config.publicUrl, account.email, account.username, token);
  }
}
