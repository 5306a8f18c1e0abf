import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ACCESS_TOKEN_LIMITS, ACCESS_TOKEN_MESSAGES, ACCESS_TOKEN_PREFIX, accessTokenProblems, ERROR_CODES, isUuid, storedText, type ApiScope } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import { digest, randomToken } from '../accounts/secrets';
import type { Viewer } from '../accounts/viewer';
import { requireSession } from '../common/auth/scopes';
import { DomainError } from '../common/errors/domain-error';
import { lockCountOf } from '../common/sql/count-lock';
import { RealtimeBus } from '../realtime/realtime-bus';
import type { AccessToken, CreatedAccessToken } from './access-token.models';

const COLUMNS = 'id, name, scopes, last_four, created_at, last_used_at, expires_at';
const notFound = () => new DomainError(ERROR_CODES.accessTokenNotFound, [ACCESS_TOKEN_MESSAGES.notFound]);

export interface AccessTokenFields {
  name?: unknown;
  scopes?: unknown;
  expires_in_days?: unknown;
}

/**
 * Personal access tokens: their owner, signed in, makes, lists and revokes them (never another
 * token: tokens cannot manage tokens). SessionsService authenticates requests that carry one and
 * AuthGuard holds them to their scopes.
 */
@Injectable()
export class AccessTokensService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly bus: RealtimeBus,
  ) {}

  /** The viewer's tokens, newest first. */
  async list(viewer: Viewer): Promise<AccessToken[]> {
    requireSession(viewer);
    return this.db.query(`SELECT ${COLUMNS} FROM access_tokens WHERE account_id = $1 ORDER BY created_at DESC, id`, [viewer.accountId]);
  }

  /** Makes a token; its secret is in the answer and nowhere else. 400 for bad fields, 409 past the limit. */
  async create(viewer: Viewer, fields: AccessTokenFields): Promise<CreatedAccessToken> {
    requireSession(viewer);
    const problems = accessTokenProblems(fields);
    if (problems.length > 0) throw DomainError.invalid(problems);
    const token = `${ACCESS_TOKEN_PREFIX}${randomToken()}`;
    const scopes = [...new Set(fields.scopes as ApiScope[])];
    const days = typeof fields.expires_in_days === 'number' ? fields.expires_in_days : null;
    // The limit is checked in the statement that inserts, under the owner's lock, so that tokens made at once cannot pass it.
    const [created]: AccessToken[] = await this.db.transaction(async (manager) => {
      await lockCountOf(manager, 'access_tokens', viewer.accountId);
      return manager.query(
        `INSERT INTO access_tokens (account_id, name, token_hash, last_four, scopes, expires_at)
         SELECT $1, $2, $3, $4, $5, CASE WHEN $6::int IS NULL THEN NULL ELSE now() + make_interval(days => $6::int) END
          WHERE (SELECT count(*) FROM access_tokens WHERE account_id = $1) < ${ACCESS_TOKEN_LIMITS.perAccount}
         RETURNING ${COLUMNS}`,
        [viewer.accountId, storedText(fields.name as string), digest(token), token.slice(-4), scopes, days],
      );
    });
    if (!created) throw new DomainError(ERROR_CODES.conflict, [ACCESS_TOKEN_MESSAGES.tooMany]);
    return { token, access_token: created };
  }

  /** Revokes one of the viewer's tokens: requests with it get 401 from now on, and its sockets close. */
  async revoke(viewer: Viewer, id: string): Promise<void> {
    requireSession(viewer);
    if (!isUuid(id)) throw notFound();
    const [deleted]: [unknown[], number] = await this.db.query('DELETE FROM access_tokens WHERE id = $1 AND account_id = $2 RETURNING id', [id, viewer.accountId]);
    if (deleted.length === 0) throw notFound();
    await this.bus.publish('sessions-ended', { sessionIds: [id] });
  }
}
