import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PASSKEY_LIMITS } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import type { PasskeyChallengePurpose } from './passkey.entity';

/**
 * The challenges handed to passkey prompts, kept server-side: each is taken once (a replayed
 * answer finds none), within PASSKEY_LIMITS.challengeSeconds, and only for the purpose and
 * account it was made for.
 */
@Injectable()
export class PasskeyChallenges {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Keeps `challenge` for `purpose`, bound to `accountId` (or to nothing: a passkey alone names its account). */
  async keep(challenge: string, purpose: PasskeyChallengePurpose, accountId: string | null): Promise<void> {
    // Forgotten prompts go when new ones come: the table holds minutes of them at most.
    await this.db.query('DELETE FROM passkey_challenges WHERE expires_at < now()');
    await this.db.query(
      `INSERT INTO passkey_challenges (challenge, purpose, account_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [challenge, purpose, accountId, PASSKEY_LIMITS.challengeSeconds],
    );
  }

  /**
   * Takes `challenge` if it is live and was made for `purpose`: answers the account it is bound to
   * (null: none), or undefined when there is no such challenge (unknown, expired or already taken).
   */
  async take(challenge: string, purpose: PasskeyChallengePurpose): Promise<{ accountId: string | null } | undefined> {
    const [rows]: [Array<{ account_id: string | null }>, number] = await this.db.query(
      'DELETE FROM passkey_challenges WHERE challenge = $1 AND purpose = $2 AND expires_at > now() RETURNING account_id',
      [challenge, purpose],
    );
    return rows[0] ? { accountId: rows[0].account_id } : undefined;
  }
}
