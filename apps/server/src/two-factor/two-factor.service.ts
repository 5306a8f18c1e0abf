import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { generateSecret, generateURI, verify } from 'otplib';
import { toDataURL } from 'qrcode';
import { DataSource, EntityManager, IsNull, Not } from 'typeorm';
import {
  ERROR_CODES,
  SERVER_MESSAGES,
  TWO_FACTOR_ISSUER,
  TWO_FACTOR_LIMITS,
  TWO_FACTOR_MESSAGES,
  isTotpShaped,
  normalizeOneTimeCode,
  type TextRef,
  type TwoFactorMethod,
} from '@gatherly/schema';
import { AccountEntity, localAccount } from '../accounts/account.entity';
import { passwordFits } from '../accounts/password-guess';
import { digest, randomToken } from '../accounts/secrets';
import type { ClientInfo, Viewer } from '../accounts/viewer';
import { requireSession } from '../common/auth/scopes';
import { DomainError } from '../common/errors/domain-error';
import { PASSKEY_FACTOR, type PasskeyFactor, type SecondFactor, type SecondFactorProof, type TwoFactorChallenge } from '../common/ports/second-factor';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { MailService } from '../mail/mail.service';
import { ThrottleService } from '../throttle/throttle.service';
import { twoFactorTurnedOffMail, twoFactorTurnedOnMail } from './two-factor-mails';
import { TwoFactorChallengeEntity, TwoFactorRecoveryCodeEntity, TwoFactorSettingsEntity } from './two-factor.entity';
import type { RequestLanguage } from '../i18n/request-language';
import { recipientLanguage } from '../i18n/texts';

export interface TwoFactorStatus {
  enabled: boolean;
  recovery_codes_left: number;
}

export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
  qr_code: string;
}

/** Setting two-factor up, turning it on or off: twenty in ten minutes per account is far above a person's need. */
const CHANGES = { points: 20, seconds: 600 };

/** Recovery codes read aloud or typed from paper: no 0/O, 1/l/i. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** How a code fitted: its TOTP step was taken, or a recovery code was used up. */
type Fit = 'totp' | 'recovery_code' | 'passkey';

const codeWrong = (message: TextRef = TWO_FACTOR_MESSAGES.codeOrRecoveryWrong) => new DomainError(ERROR_CODES.validation, [message], true, undefined, { field: 'code' });

/**
 * Two-factor sign-in: an authenticator's TOTP secret per account, ten recovery codes stored as
 * their SHA-256, and the challenges a login answers while it waits for its second factor.
 */
@Injectable()
export class TwoFactorService implements SecondFactor {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly throttle: ThrottleService,
    private readonly mail: MailService,
    private readonly moduleRef: ModuleRef,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async isEnabled(accountId: string): Promise<boolean> {
    return (await this.db.getRepository(TwoFactorSettingsEntity).count({ where: { accountId, enabledAt: Not(IsNull()) } })) > 0;
  }

  async status(viewer: Viewer): Promise<TwoFactorStatus> {
    const enabled = await this.isEnabled(viewer.accountId);
    const left = enabled ? await this.db.getRepository(TwoFactorRecoveryCodeEntity).count({ where: { accountId: viewer.accountId, usedAt: IsNull() } }) : 0;
    return { enabled, recovery_codes_left: left };
  }

  /** A new secret to scan; it asks nothing at sign-in until a code of it is entered (`enable`). */
  async startSetup(viewer: Viewer): Promise<TwoFactorSetup> {
    requireSession(viewer);
    await this.throttle.spend('two-factor:account', CHANGES, viewer.accountId, 1, SERVER_MESSAGES.tooManyRequests);
    if (await this.isEnabled(viewer.accountId)) throw new DomainError(ERROR_CODES.conflict, [TWO_FACTOR_MESSAGES.alreadyEnabled]);
    const account = localAccount(await this.db.getRepository(AccountEntity).findOneOrFail({ where: { id: viewer.accountId } }));
    const secret = generateSecret();
    await this.db
      .createQueryBuilder()
      .insert()
      .into(TwoFactorSettingsEntity)
      .values({ accountId: viewer.accountId, secret, setupStartedAt: new Date(), enabledAt: null, lastTimeStep: null })
      .orUpdate(['secret', 'setup_started_at', 'enabled_at', 'last_time_step'], ['account_id'])
      .execute();
    const otpauthUrl = generateURI({ issuer: TWO_FACTOR_ISSUER, label: account.email, secret, digits: TWO_FACTOR_LIMITS.digits, period: TWO_FACTOR_LIMITS.periodSeconds });
    return { secret, otpauth_url: otpauthUrl, qr_code: await toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 }) };
  }

  /** Confirms the setup with a code of the new secret; answers the ten recovery codes, this once. */
  async enable(viewer: Viewer, code: string | null | undefined, language: RequestLanguage): Promise<string[]> {
    requireSession(viewer);
    await this.throttle.spend('two-factor:account', CHANGES, viewer.accountId, 1, SERVER_MESSAGES.tooManyRequests);
    if (!code?.trim()) throw codeWrong(TWO_FACTOR_MESSAGES.codeRequired);
    const settings = await this.db.getRepository(TwoFactorSettingsEntity).findOne({ where: { accountId: viewer.accountId } });
    if (settings?.enabledAt) throw new DomainError(ERROR_CODES.conflict, [TWO_FACTOR_MESSAGES.alreadyEnabled]);
    const setupAge = settings ? Date.now() - settings.setupStartedAt.getTime() : Infinity;
    if (!settings || setupAge > TWO_FACTOR_LIMITS.setupSeconds * 1000) {
      throw new DomainError(ERROR_CODES.validation, [TWO_FACTOR_MESSAGES.setupMissing], true, undefined, { field: 'code' });
    }
    const step = await totpStep(settings.secret, code, null);
    if (step === null) throw codeWrong(TWO_FACTOR_MESSAGES.codeWrong);
    const codes = Array.from({ length: TWO_FACTOR_LIMITS.recoveryCodes }, recoveryCode);
    await this.db.transaction(async (manager) => {
      const [, turnedOn] = await manager.query(
        `UPDATE two_factor_settings SET enabled_at = now(), last_time_step = $2 WHERE account_id = $1 AND enabled_at IS NULL AND secret = $3`,
        [viewer.accountId, step, settings.secret],
      );
      if (turnedOn !== 1) throw new DomainError(ERROR_CODES.conflict, [TWO_FACTOR_MESSAGES.alreadyEnabled]);
      await this.replaceRecoveryCodes(manager, viewer.accountId, codes);
      const account = localAccount(await manager.findOneOrFail(AccountEntity, { where: { id: viewer.accountId } }));
      await this.mail.queue('account-notice', twoFactorTurnedOnMail(recipientLanguage(account.language, language.asked), this.config.publicUrl, account.email, account.username), manager);
    });
    return codes;
  }

  /** Turns two-factor off: the password and a code (or a recovery code, or a passkey) are asked. */
  async disable(viewer: Viewer, input: { password?: string | null } & SecondFactorProof, client: ClientInfo, language: RequestLanguage): Promise<void> {
    requireSession(viewer);
    await this.throttle.spend('two-factor:account', CHANGES, viewer.accountId, 1, SERVER_MESSAGES.tooManyRequests);
    const account = localAccount(await this.db.getRepository(AccountEntity).findOneOrFail({ where: { id: viewer.accountId } }));
    if (!input.password) throw new DomainError(ERROR_CODES.validation, [TWO_FACTOR_MESSAGES.passwordRequired], true, undefined, { field: 'password' });
    if (!(await this.isEnabled(viewer.accountId))) throw new DomainError(ERROR_CODES.conflict, [TWO_FACTOR_MESSAGES.notEnabled]);
    if (!(await passwordFits(this.throttle, account, input.password, client))) {
      throw new DomainError(ERROR_CODES.validation, [TWO_FACTOR_MESSAGES.passwordWrong], true, undefined, { field: 'password' });
    }
    await this.confirm(viewer.accountId, input, client);
    await this.db.transaction(async (manager) => {
      await manager.delete(TwoFactorSettingsEntity, { accountId: viewer.accountId });
      await manager.delete(TwoFactorRecoveryCodeEntity, { accountId: viewer.accountId });
      await manager.delete(TwoFactorChallengeEntity, { accountId: viewer.accountId });
      await this.mail.queue('account-notice', twoFactorTurnedOffMail(recipientLanguage(account.language, language.asked), this.config.publicUrl, account.email, account.username), manager);
    });
  }

  /**
   * The second factor asked again before something grave: passes when two-factor is off; when it
   * is on, a TOTP code, a recovery code or a passkey answer must fit, else 400 naming `code`.
   * Each try counts toward the login throttle of the account's address from that client.
   */
  async confirm(accountId: string, proof: SecondFactorProof, client: ClientInfo): Promise<void> {
    if (!(await this.isEnabled(accountId))) return;
    const account = localAccount(await this.db.getRepository(AccountEntity).findOneOrFail({ where: { id: accountId } }));
    await this.throttle.consume('login', { ip: client.ip, email: account.email });
    if (!proof.code?.trim() && proof.passkey_response == null) throw codeWrong(TWO_FACTOR_MESSAGES.codeRequired);
    if ((await this.fit(accountId, proof)) === null) throw codeWrong();
  }

  /** A login waiting for its second factor, when the account has it on. */
  async challengeFor(accountId: string): Promise<TwoFactorChallenge | null> {
    if (!(await this.isEnabled(accountId))) return null;
    const token = randomToken();
    await this.db.getRepository(TwoFactorChallengeEntity).insert({
      tokenHash: digest(token),
      accountId,
      expiresAt: new Date(Date.now() + TWO_FACTOR_LIMITS.challengeSeconds * 1000),
    });
    const methods: TwoFactorMethod[] = ['totp', 'recovery_code'];
    if (await this.passkeys()?.hasPasskeys(accountId)) methods.push('passkey');
    return { two_factor_required: true, two_factor_token: token, methods };
  }

  async challengedAccount(twoFactorToken: string): Promise<string | null> {
    const challenge = await this.liveChallenge(twoFactorToken);
    return challenge?.accountId ?? null;
  }

  /**
   * The login's second step: the challenge's account when the code fits (the challenge is then used
   * up); a wrong code counts against the challenge, which dies after its tries, and 401.
   */
  async answerChallenge(twoFactorToken: string, proof: SecondFactorProof): Promise<string> {
    const challenge = await this.liveChallenge(twoFactorToken);
    if (!challenge) throw new DomainError(ERROR_CODES.twoFactorInvalid, [TWO_FACTOR_MESSAGES.challengeExpired]);
    const fit = proof.code?.trim() || proof.passkey_response != null ? await this.fit(challenge.accountId, proof) : null;
    if (fit === null) {
      await this.db.query(
        `WITH counted AS (UPDATE two_factor_challenges SET failed_attempts = failed_attempts + 1 WHERE token_hash = $1 RETURNING token_hash, failed_attempts)
         DELETE FROM two_factor_challenges WHERE token_hash IN (SELECT token_hash FROM counted WHERE failed_attempts >= $2)`,
        [challenge.tokenHash, TWO_FACTOR_LIMITS.challengeAttempts],
      );
      throw new DomainError(ERROR_CODES.twoFactorInvalid, [proof.code?.trim() ? TWO_FACTOR_MESSAGES.codeOrRecoveryWrong : TWO_FACTOR_MESSAGES.codeRequired]);
    }
    // Used once: of two answers racing with the same challenge, one signs in.
    const [, deleted] = await this.db.query(`DELETE FROM two_factor_challenges WHERE token_hash = $1`, [challenge.tokenHash]);
    if (deleted !== 1) throw new DomainError(ERROR_CODES.twoFactorInvalid, [TWO_FACTOR_MESSAGES.challengeExpired]);
    return challenge.accountId;
  }

  private async liveChallenge(twoFactorToken: string): Promise<TwoFactorChallengeEntity | null> {
    if (typeof twoFactorToken !== 'string' || twoFactorToken.length === 0 || twoFactorToken.length > 200) return null;
    const challenge = await this.db.getRepository(TwoFactorChallengeEntity).findOne({ where: { tokenHash: digest(twoFactorToken) } });
    if (!challenge || challenge.expiresAt.getTime() <= Date.now() || challenge.failedAttempts >= TWO_FACTOR_LIMITS.challengeAttempts) return null;
    return challenge;
  }

  /** Whether the proof fits the account's second factor, using it up (the TOTP step, the recovery code, the passkey challenge). */
  private async fit(accountId: string, proof: SecondFactorProof): Promise<Fit | null> {
    if (proof.passkey_response != null) {
      const passkeys = this.passkeys();
      if (!passkeys) return null;
      try {
        const { accountId: owner } = await passkeys.verifyAuthentication(proof.passkey_response, { accountId });
        return owner === accountId ? 'passkey' : null;
      } catch (error) {
        if (error instanceof DomainError) return null;
        throw error;
      }
    }
    const code = proof.code ?? '';
    if (isTotpShaped(code)) {
      const settings = await this.db.getRepository(TwoFactorSettingsEntity).findOne({ where: { accountId, enabledAt: Not(IsNull()) } });
      if (!settings) return null;
      const step = await totpStep(settings.secret, code, settings.lastTimeStep);
      if (step === null) return null;
      // Taken once: a second use of the same code (or of an earlier one) finds the step already past.
      const [, taken] = await this.db.query(
        `UPDATE two_factor_settings SET last_time_step = $2 WHERE account_id = $1 AND enabled_at IS NOT NULL AND (last_time_step IS NULL OR last_time_step < $2)`,
        [accountId, step],
      );
      return taken === 1 ? 'totp' : null;
    }
    const normalized = normalizeOneTimeCode(code);
    if (normalized.length !== 8) return null;
    const [, used] = await this.db.query(`UPDATE two_factor_recovery_codes SET used_at = now() WHERE account_id = $1 AND code_hash = $2 AND used_at IS NULL`, [
      accountId,
      digest(normalized),
    ]);
    return used === 1 ? 'recovery_code' : null;
  }

  private async replaceRecoveryCodes(manager: EntityManager, accountId: string, codes: string[]): Promise<void> {
    await manager.delete(TwoFactorRecoveryCodeEntity, { accountId });
    await manager.insert(
      TwoFactorRecoveryCodeEntity,
      codes.map((code) => ({ accountId, codeHash: digest(normalizeOneTimeCode(code)), usedAt: null })),
    );
  }

  /** The passkeys module's side of the second factor, when it is there. */
  private passkeys(): PasskeyFactor | null {
    try {
      return this.moduleRef.get<PasskeyFactor>(PASSKEY_FACTOR, { strict: false });
    } catch {
      return null;
    }
  }
}

/** The time step a TOTP code fits, within one step of drift, after `afterStep`; null when it fits none. */
async function totpStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: normalizeOneTimeCode(code),
      epochTolerance: TWO_FACTOR_LIMITS.driftSteps * TWO_FACTOR_LIMITS.periodSeconds,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

function recoveryCode(): string {
  const letters = Array.from({ length: 8 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${letters.slice(0, 4)}-${letters.slice(4)}`;
}
