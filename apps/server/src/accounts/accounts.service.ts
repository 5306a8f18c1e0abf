import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ACCOUNT_DELETION_MESSAGES, ERROR_CODES, SERVER_MESSAGES, normalizeEmail, storedText, type TextRef, validateLogin, validateResetRequest, validateSignup } from '@gatherly/schema';
import { QueryFailedError, Repository } from 'typeorm';
import { DomainError } from '../common/errors/domain-error';
import { SECOND_FACTOR, type SecondFactor, type TwoFactorChallenge } from '../common/ports/second-factor';
import { MailService } from '../mail/mail.service';
import { ThrottleService } from '../throttle/throttle.service';
import { AccountTokensService } from './account-tokens.service';
import { AccountEntity, LocalAccount, localAccount } from './account.entity';
import { LoginInput } from './dto/login.input';
import { SignupInput } from './dto/signup.input';
import { Account } from './models/account.model';
import { AuthUser } from './models/auth-user.model';
import { SignupPayload } from './models/signup.model';
import { hashPassword, verifyPassword } from './secrets';
import { IssuedTokens, SessionsService } from './sessions.service';
import { ClientInfo, Viewer } from './viewer';
import type { RequestLanguage } from '../i18n/request-language';
import { word } from '../i18n/texts';

export type { TwoFactorChallenge };

export interface LoginResult {
  tokens: Required<IssuedTokens>;
  user: AuthUser;
  /** A suspended account's session, which may only take its data and leave (AllowRestricted); absent otherwise. */
  restricted?: true;
}

/** Sign-up, e-mail verification and login: the account life cycle up to a live session. */
@Injectable()
export class AccountsService {
  constructor(
    @InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>,
    private readonly tokens: AccountTokensService,
    private readonly sessions: SessionsService,
    private readonly mail: MailService,
    private readonly throttle: ThrottleService,
    @Inject(SECOND_FACTOR) private readonly secondFactor: SecondFactor,
  ) {}

  async signup(input: SignupInput, client: ClientInfo, language: RequestLanguage): Promise<SignupPayload> {
    const problems = validateSignup(input);
    if (problems.length > 0) throw DomainError.invalid(problems);
    const email = normalizeEmail(input.email);
    await this.throttle.consume('signup', { ip: client.ip, email });
    await this.ensureAvailable(email, input.username);
    const phone = input.phone_number?.trim();
    const passwordHash = await hashPassword(input.password);
    let account: AccountEntity;
    try {
      // The verification mail is queued with the account: both exist, or neither.
      account = await this.accounts.manager.transaction(async (manager) => {
        const created = await manager.save(
          manager.create(AccountEntity, {
            email,
            username: input.username,
            fullName: storedText(input.full_name).replace(/\s+/g, ' '),
            phoneNumber: phone ? phone : null,
            passwordHash,
          }),
        );
        await this.mail.queue('verification', { email, language: language.asked }, manager);
        return created;
      });
    } catch (error) {
      // Two sign-ups racing for the same name: the unique indexes decide.
      throw this.conflictFrom(error) ?? error;
    }
    return { email, username: account.username, message: word(language.answer, SERVER_MESSAGES.signupSuccess) };
  }

  async verifyEmail(token: string, language: RequestLanguage): Promise<string> {
    const accountId = await this.tokens.consume(token, 'verify_email');
    if (!accountId) throw new DomainError(ERROR_CODES.tokenInvalid, [SERVER_MESSAGES.verificationInvalid], true);
    await this.accounts.update({ id: accountId }, { emailVerifiedAt: () => 'COALESCE(email_verified_at, now())' });
    return word(language.answer, SERVER_MESSAGES.emailVerified);
  }

  /**
   * Answers the same, in the same time, whether or not the address belongs to an unverified account:
   * the job queued names the address alone, at most one a minute per address, and the link is
   * made and mailed by the worker (AccountLinkMailer). Asked again within that minute, it says when
   * it can send (429 with the wait), which every address gets alike.
   */
  async resendVerification(rawEmail: string, client: ClientInfo, language: RequestLanguage): Promise<string> {
    const problems = validateResetRequest(rawEmail);
    if (problems.length > 0) throw DomainError.invalid(problems);
    const email = normalizeEmail(rawEmail);
    await this.throttle.consume('resend', { ip: client.ip, email });
    const wait = await this.throttle.mailWait('verification', email);
    if (wait > 0) throw new DomainError(ERROR_CODES.rateLimited, [SERVER_MESSAGES.resendWait(wait)], false, wait);
    await this.mail.queue('verification', { email, language: language.asked });
    return word(language.answer, SERVER_MESSAGES.verificationSent);
  }

  /**
   * Checks the password; when the account asks a second factor, answers a challenge to finish with
   * `login/two-factor` instead of a session (and the password's success is not yet counted).
   */
  async login(input: LoginInput, client: ClientInfo): Promise<LoginResult | TwoFactorChallenge> {
    const problems = validateLogin(input.email, input.password);
    if (problems.length > 0) throw DomainError.invalid(problems);
    const email = normalizeEmail(input.email);
    await this.throttle.consume('login', { ip: client.ip, email });
    const account = await this.accounts.findOne({ where: { email } });
    const passwordFits = await verifyPassword(account?.passwordHash ?? null, input.password);
    if (!account || !passwordFits) throw new DomainError(ERROR_CODES.invalidCredentials, [SERVER_MESSAGES.invalidCredentials]);
    this.admit(account);
    const challenge = await this.secondFactor.challengeFor(account.id);
    if (challenge) return challenge;
    await this.throttle.loginSucceeded({ ip: client.ip, email });
    return this.signIn(account, client);
  }

  /** Every check a sign-in passes whatever its method (password, second step, passkey alone). */
  admit(account: AccountEntity): void {
    if (!account.emailVerifiedAt) throw new DomainError(ERROR_CODES.emailNotVerified, [SERVER_MESSAGES.emailNotVerified]);
    // Before the suspension's check: the pending deletion hides the account as one does, and signing in offers to cancel it.
    if (account.deletionScheduledFor && !account.deletedAt) {
      const due = account.deletionScheduledFor;
      throw new DomainError(ERROR_CODES.accountDeletionPending, [ACCOUNT_DELETION_MESSAGES.pending(due)], false, undefined, { deletion_scheduled_for: due.toISOString() });
    }
    // A suspended account is let in, to a restricted session (signIn): it may still take its data and leave.
  }

  /**
   * Starts a session for an admitted account: what every successful sign-in answers. A suspended
   * account's session is restricted: it may download its data and delete itself, nothing else.
   */
  async signIn(account: AccountEntity, client: ClientInfo): Promise<LoginResult> {
    const restricted = account.suspendedAt !== null;
    const tokens = await this.sessions.start(account.id, client, { restricted });
    return { tokens, user: toAuthUser(account), ...(restricted ? { restricted: true as const } : {}) };
  }

  /** The account of `accountId` for a sign-in by another method than the password; null when there is none. */
  async findForSignIn(accountId: string): Promise<LocalAccount | null> {
    const account = await this.accounts.findOne({ where: { id: accountId } });
    return account && localAccount(account);
  }

  async me(viewer: Viewer): Promise<Account> {
    const found = await this.accounts.findOne({ where: { id: viewer.accountId } });
    if (!found) throw DomainError.unauthenticated();
    const account = localAccount(found);
    return toAccount(account);
  }

  private async ensureAvailable(email: string, username: string): Promise<void> {
    const taken = await this.accounts
      .createQueryBuilder('account')
      .select(['account.email', 'account.username'])
      .where('account.email = :email OR lower(account.username) = lower(:username)', { email, username })
      .getMany();
    // A name given up by a rename stays its account's for a while (username_redirects).
    const kept: unknown[] = await this.accounts.query('SELECT 1 FROM username_redirects WHERE username_lower = lower($1) AND expires_at > now()', [username]);
    const problems: TextRef[] = [];
    if (taken.some((row) => row.email === email)) problems.push(SERVER_MESSAGES.emailTaken);
    if (kept.length > 0 || taken.some((row) => row.username.toLowerCase() === username.toLowerCase())) problems.push(SERVER_MESSAGES.usernameTaken);
    if (problems.length > 0) {
      const code = taken.some((row) => row.email === email) ? ERROR_CODES.emailTaken : ERROR_CODES.usernameTaken;
      throw new DomainError(code, problems, true);
    }
  }

  private conflictFrom(error: unknown): DomainError | null {
    if (!(error instanceof QueryFailedError)) return null;
    const constraint = (error.driverError as { constraint?: string }).constraint;
    if (constraint === 'accounts_email_key') return new DomainError(ERROR_CODES.emailTaken, [SERVER_MESSAGES.emailTaken], true);
    if (constraint === 'accounts_username_lower_key') return new DomainError(ERROR_CODES.usernameTaken, [SERVER_MESSAGES.usernameTaken], true);
    return null;
  }
}

/** Whether a login answered a challenge for a second factor rather than a session. */
export function isTwoFactorChallenge(outcome: LoginResult | TwoFactorChallenge): outcome is TwoFactorChallenge {
  return 'two_factor_required' in outcome;
}

export function toAuthUser(account: AccountEntity): AuthUser {
  return { username: account.username, profile_image: account.profileImage, theme_preference: account.themePreference, language: account.language };
}

export function toAccount(account: LocalAccount): Account {
  return {
    id: account.id,
    username: account.username,
    full_name: account.fullName,
    email: account.email,
    profile_image: account.profileImage,
    theme_preference: account.themePreference,
    language: account.language,
    created_on: account.createdAt,
    is_moderator: account.role === 'moderator',
    deletion_scheduled_for: account.deletionScheduledFor,
  };
}
