import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EMAIL_CHANGE_LIMITS, TOKEN_TTL } from '@gatherly/schema';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { AccountTokenEntity, AccountTokenPurpose } from './account-token.entity';
import { digest, randomToken } from './secrets';

const LIFETIME_SECONDS: Record<AccountTokenPurpose, number> = {
  verify_email: TOKEN_TTL.emailVerification,
  reset_password: TOKEN_TTL.passwordReset,
  change_email: EMAIL_CHANGE_LIMITS.linkTtlSeconds,
};

/** Single-use, expiring tokens mailed as links (e-mail verification, password reset). */
@Injectable()
export class AccountTokensService {
  constructor(@InjectRepository(AccountTokenEntity) private readonly tokens: Repository<AccountTokenEntity>) {}

  /** Issues a new token; earlier unused ones of the same purpose stop working. */
  async issue(accountId: string, purpose: AccountTokenPurpose): Promise<string> {
    const token = randomToken();
    await this.tokens.manager.transaction(async (manager) => {
      await manager.update(AccountTokenEntity, { accountId, purpose, usedAt: IsNull() }, { usedAt: new Date() });
      await manager.insert(AccountTokenEntity, {
        accountId,
        purpose,
        tokenHash: digest(token),
        expiresAt: new Date(Date.now() + LIFETIME_SECONDS[purpose] * 1000),
      });
    });
    return token;
  }

  /** The account a live token belongs to, without using it up. */
  async peek(token: string, purpose: AccountTokenPurpose): Promise<string | null> {
    const found = await this.tokens.findOne({
      where: { tokenHash: digest(token), purpose, usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
    });
    return found?.accountId ?? null;
  }

  /** Uses a live token up and returns its account; null when it is unknown, used or expired. */
  async consume(token: string, purpose: AccountTokenPurpose): Promise<string | null> {
    // TypeORM answers an UPDATE on PostgreSQL with [rows, affected count].
    const [rows]: [Array<{ account_id: string }>, number] = await this.tokens.query(
      `UPDATE account_tokens SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
        RETURNING account_id`,
      [digest(token), purpose],
    );
    return rows[0]?.account_id ?? null;
  }
}
