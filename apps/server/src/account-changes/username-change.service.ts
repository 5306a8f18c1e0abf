import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_CODES, SERVER_MESSAGES, USERNAME_CHANGE_LIMITS, USERNAME_CHANGE_MESSAGES, nextUsernameChange, usernameChangeProblems } from '@gatherly/schema';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import type { Viewer } from '../accounts/viewer';
import { requireSession } from '../common/auth/scopes';
import { DomainError } from '../common/errors/domain-error';
import type { RequestLanguage } from '../i18n/request-language';
import { word } from '../i18n/texts';
import { ThrottleService } from '../throttle/throttle.service';

export interface UsernameChanged {
  username: string;
  message: string;
}

const taken = () => new DomainError(ERROR_CODES.usernameTaken, [SERVER_MESSAGES.usernameTaken], true);

/**
 * A new username, at most once per 30 days. The old name is kept for the account 90 days
 * (username_redirects): its profile answers under it, and nobody else may take it meanwhile.
 * A change of letter case alone is the same name: it is allowed at any time and starts no wait.
 * Items, comments and messages show the new name at once, as they read it from the account.
 */
@Injectable()
export class UsernameChangeService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly throttle: ThrottleService,
  ) {}

  async change(viewer: Viewer, fields: { username?: unknown }, language: RequestLanguage, now = new Date()): Promise<UsernameChanged> {
    requireSession(viewer);
    const wanted = typeof fields.username === 'string' ? fields.username : '';
    const problems = usernameChangeProblems(wanted);
    if (problems.length > 0) throw DomainError.invalid(problems);
    await this.throttle.consumeForAccount('profile', viewer.accountId);
    try {
      await this.db.transaction(async (manager) => {
        const [account]: Array<{ username: string; username_changed_at: Date | null }> = await manager.query(
          'SELECT username, username_changed_at FROM accounts WHERE id = $1 FOR UPDATE',
          [viewer.accountId],
        );
        if (!account) throw DomainError.unauthenticated();
        if (account.username === wanted) throw DomainError.invalid([USERNAME_CHANGE_MESSAGES.same]);
        if (account.username.toLowerCase() === wanted.toLowerCase()) {
          await manager.query('UPDATE accounts SET username = $2 WHERE id = $1', [viewer.accountId, wanted]);
          return;
        }
        const next = nextUsernameChange(account.username_changed_at, now);
        if (next) throw DomainError.invalid([USERNAME_CHANGE_MESSAGES.tooSoon(next)]);
        if (await this.isReserved(manager, wanted, viewer.accountId)) throw taken();
        // A name of one's own given up earlier is taken back; the one given up now is kept for 90 days.
        await manager.query('DELETE FROM username_redirects WHERE username_lower = lower($1)', [wanted]);
        await manager.query(
          `INSERT INTO username_redirects (username_lower, account_id, expires_at) VALUES (lower($1), $2, now() + make_interval(days => $3))
           ON CONFLICT (username_lower) DO UPDATE SET account_id = EXCLUDED.account_id, expires_at = EXCLUDED.expires_at`,
          [account.username, viewer.accountId, USERNAME_CHANGE_LIMITS.redirectDays],
        );
        await manager.query('UPDATE accounts SET username = $2, username_changed_at = now() WHERE id = $1', [viewer.accountId, wanted]);
      });
    } catch (error) {
      // Two people renaming to the same name at once: the unique index decides.
      if (error instanceof QueryFailedError && (error.driverError as { constraint?: string }).constraint === 'accounts_username_lower_key') throw taken();
      throw error;
    }
    return { username: wanted, message: word(language.answer, USERNAME_CHANGE_MESSAGES.changed(wanted)) };
  }

  /** When the account may change its username again; null when it may now. */
  async nextChange(accountId: string): Promise<Date | null> {
    const [row]: Array<{ username_changed_at: Date | null }> = await this.db.query('SELECT username_changed_at FROM accounts WHERE id = $1', [accountId]);
    return row ? nextUsernameChange(row.username_changed_at) : null;
  }

  /** Whether `username` (any case) is another account's, or kept for another account by a rename (see `reservedUsernameSql`). */
  private async isReserved(manager: EntityManager, username: string, accountId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM accounts WHERE lower(username) = lower($1) AND id <> $2
       UNION ALL SELECT 1 FROM username_redirects WHERE ${reservedUsernameSql('$1')} AND account_id <> $2`,
      [username, accountId],
    );
    return rows.length > 0;
  }
}

/** A row of username_redirects that keeps the name `parameter` (any case) now. */
export const reservedUsernameSql = (parameter: string) => `username_lower = lower(${parameter}) AND expires_at > now()`;
