import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { ACCESS_TOKEN_LIMITS, ACCESS_TOKEN_PREFIX, ERROR_CODES, SERVER_MESSAGES, TOKEN_TTL, type ApiScope } from '@gatherly/schema';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { DomainError } from '../common/errors/domain-error';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { prepared } from '../database/prepared';
import { noticeNewDevice } from '../devices/new-device';
import { MailService } from '../mail/mail.service';
import { RealtimeBus } from '../realtime/realtime-bus';
import { RefreshTokenEntity } from './refresh-token.entity';
import { digest, randomToken } from './secrets';
import { SessionEntity, type SessionEndReason } from './session.entity';
import { ClientInfo, Viewer } from './viewer';

export interface IssuedTokens {
  access: string;
  /** A new refresh token for the cookie; absent when a parallel refresh within the grace window already rotated it. */
  refresh?: string;
}

/** The audience of access tokens: a token signed with the same key for anything else is refused. */
export const ACCESS_TOKEN_AUDIENCE = 'gatherly-api';

interface AccessClaims {
  sub: string;
  sid: string;
  /** Issued and expiring, in seconds since the epoch (set by the signer); a token without them is refused. */
  iat?: number;
  exp?: number;
}

const refreshInvalid = () => new DomainError(ERROR_CODES.refreshInvalid, [SERVER_MESSAGES.refreshInvalid]);

/** What a refresh of a session ended for its owner answers, so that the login screen can say why. */
const ENDED: Record<SessionEndReason, () => DomainError> = {
  suspended: () => new DomainError(ERROR_CODES.sessionEndedSuspended, [SERVER_MESSAGES.sessionEndedSuspended]),
  password_changed: () => new DomainError(ERROR_CODES.sessionEndedPasswordChanged, [SERVER_MESSAGES.sessionEndedPasswordChanged]),
};

/**
 * Sessions with short-lived access tokens (JWT) and rotating refresh tokens. A refresh token used a
 * second time after the grace window means it was copied: the whole session is revoked.
 */
@Injectable()
export class SessionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jwt: JwtService,
    private readonly bus: RealtimeBus,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Starts a session; `restricted` for a suspended account, which may only take its data and leave (see AllowRestricted). */
  async start(accountId: string, client: ClientInfo, options: { restricted?: boolean } = {}): Promise<Required<IssuedTokens>> {
    const refresh = randomToken();
    // A device never seen before is mailed about with its session: both exist, or neither.
    const session = await this.db.transaction(async (manager) => {
      const started = await manager.save(SessionEntity, {
        accountId,
        userAgent: client.userAgent?.slice(0, 512) ?? null,
        expiresAt: this.refreshExpiry(),
        revokedAt: null,
        restricted: options.restricted ?? false,
      });
      await manager.insert(RefreshTokenEntity, { sessionId: started.id, tokenHash: digest(refresh) });
      await noticeNewDevice(manager, this.mail, this.config.publicUrl, started.id, client.language);
      return started;
    });
    return { access: await this.accessToken(accountId, session.id), refresh };
  }

  async refresh(refreshToken: string | undefined): Promise<IssuedTokens> {
    if (!refreshToken) throw refreshInvalid();
    const tokenHash = digest(refreshToken);
    const outcome = await this.db.transaction(async (manager): Promise<IssuedTokens | { reusedIn: string }> => {
      // TypeORM answers an UPDATE on PostgreSQL with [rows, affected count].
      const [rotated]: [Array<{ session_id: string }>, number] = await manager.query(
        `UPDATE refresh_tokens SET rotated_at = now() WHERE token_hash = $1 AND rotated_at IS NULL RETURNING session_id`,
        [tokenHash],
      );
      const sessionId = rotated[0]?.session_id;
      if (sessionId) {
        const session = await this.liveSession(manager, sessionId);
        const refresh = randomToken();
        await manager.insert(RefreshTokenEntity, { sessionId, tokenHash: digest(refresh) });
        await manager.update(SessionEntity, { id: sessionId }, { expiresAt: this.refreshExpiry(), lastUsedAt: () => 'now()' });
        return { access: await this.accessToken(session.accountId, sessionId), refresh };
      }
      const earlier = await manager.findOne(RefreshTokenEntity, { where: { tokenHash } });
      if (!earlier?.rotatedAt) throw refreshInvalid();
      if (Date.now() - earlier.rotatedAt.getTime() > TOKEN_TTL.refreshReuseGrace * 1000) return { reusedIn: earlier.sessionId };
      const session = await this.liveSession(manager, earlier.sessionId);
      return { access: await this.accessToken(session.accountId, session.id) };
    });
    if ('reusedIn' in outcome) {
      await this.db.getRepository(SessionEntity).update({ id: outcome.reusedIn, revokedAt: IsNull() }, { revokedAt: new Date() });
      await this.bus.publish('sessions-ended', { sessionIds: [outcome.reusedIn] });
      throw new DomainError(ERROR_CODES.refreshReused, [SERVER_MESSAGES.refreshInvalid]);
    }
    return outcome;
  }

  /**
   * The viewer an access token speaks for, while its session is live. A restricted session (a
   * suspended account's) is refused with 403 unless `allowRestricted`: AuthGuard then lets it
   * through only where the route says so.
   */
  async authenticate(accessToken: string | undefined, options: { allowRestricted?: boolean } = {}): Promise<Viewer> {
    return (await this.authenticateUntil(accessToken, options)).viewer;
  }

  /** As `authenticate`, with the time the token expires (ms since the epoch): sockets close then. */
  async authenticateUntil(accessToken: string | undefined, { allowRestricted = false }: { allowRestricted?: boolean } = {}): Promise<{ viewer: Viewer; expiresAt: number }> {
    if (!accessToken) throw DomainError.unauthenticated();
    if (accessToken.startsWith(ACCESS_TOKEN_PREFIX)) return this.authenticatePersonal(accessToken);
    let claims: AccessClaims;
    try {
      claims = await this.jwt.verifyAsync<AccessClaims>(accessToken);
    } catch {
      throw DomainError.unauthenticated();
    }
    if (typeof claims.exp !== 'number' || typeof claims.iat !== 'number' || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') {
      throw DomainError.unauthenticated();
    }
    // On every authenticated request: a prepared statement, not a query built each time. A suspended
    // account's sessions are revoked with the suspension; its own check holds should that not have run yet.
    // Only the restricted session it signs in to afterwards lives on while it is suspended.
    const [live] = await prepared<{ restricted: boolean; language: string | null }>(
      this.db,
      'session-live-restricted',
      `SELECT s.restricted, a.language FROM sessions s JOIN accounts a ON a.id = s.account_id
        WHERE s.id = $1 AND s.account_id = $2 AND s.revoked_at IS NULL AND (a.suspended_at IS NULL OR s.restricted)`,
      [claims.sid, claims.sub],
    );
    if (!live) throw DomainError.unauthenticated();
    if (live.restricted && !allowRestricted) throw new DomainError(ERROR_CODES.accountSuspended, [SERVER_MESSAGES.accountSuspended]);
    return { viewer: { accountId: claims.sub, sessionId: claims.sid, language: live.language, ...(live.restricted ? { restricted: true } : {}) }, expiresAt: claims.exp * 1000 };
  }

  /**
   * A personal access token (access-tokens/): live while it exists, has not expired and its owner is
   * not suspended. Its last use is written at most once per ACCESS_TOKEN_LIMITS.lastUseResolutionSeconds.
   */
  private async authenticatePersonal(token: string): Promise<{ viewer: Viewer; expiresAt: number }> {
    const [row] = await prepared<{ id: string; account_id: string; scopes: ApiScope[]; expires_at: Date | null; stale: boolean; language: string | null }>(
      this.db,
      'access-token-live',
      `SELECT t.id, t.account_id, t.scopes, t.expires_at, a.language, (t.last_used_at IS NULL OR t.last_used_at < now() - interval '${ACCESS_TOKEN_LIMITS.lastUseResolutionSeconds} seconds') AS stale
         FROM access_tokens t JOIN accounts a ON a.id = t.account_id
        WHERE t.token_hash = $1 AND (t.expires_at IS NULL OR t.expires_at > now()) AND a.suspended_at IS NULL`,
      [digest(token)],
    );
    if (!row) throw DomainError.unauthenticated();
    if (row.stale) await this.db.query('UPDATE access_tokens SET last_used_at = now() WHERE id = $1', [row.id]);
    return {
      viewer: { accountId: row.account_id, sessionId: row.id, scopes: row.scopes, language: row.language },
      expiresAt: row.expires_at ? row.expires_at.getTime() : Number.POSITIVE_INFINITY,
    };
  }

  /**
   * The account an access token was issued to, from its signature and expiry alone (no lookup):
   * enough to count work against it, never to authorize. Null for anything else.
   */
  async accountOf(accessToken: string | undefined): Promise<string | null> {
    if (!accessToken) return null;
    const claims = await this.jwt.verifyAsync<AccessClaims>(accessToken).catch(() => null);
    return typeof claims?.sub === 'string' ? claims.sub : null;
  }

  /** Ends the session a refresh token or an access token belongs to; unknown tokens are ignored. */
  async end(tokens: { refresh?: string; access?: string }): Promise<void> {
    const sessions = this.db.getRepository(SessionEntity);
    const ended: string[] = [];
    if (tokens.refresh) {
      const token = await this.db.getRepository(RefreshTokenEntity).findOne({ where: { tokenHash: digest(tokens.refresh) } });
      if (token) {
        await sessions.update({ id: token.sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
        ended.push(token.sessionId);
      }
    }
    if (tokens.access) {
      const claims = await this.jwt.verifyAsync<AccessClaims>(tokens.access, { ignoreExpiration: true }).catch(() => null);
      if (claims) {
        await sessions.update({ id: claims.sid, accountId: claims.sub, revokedAt: IsNull() }, { revokedAt: new Date() });
        ended.push(claims.sid);
      }
    }
    if (ended.length > 0) await this.bus.publish('sessions-ended', { sessionIds: ended });
  }

  /** Ends every session of the account; its devices are told `because` at their next refresh. */
  async endAll(accountId: string, because: SessionEndReason): Promise<void> {
    await this.db.getRepository(SessionEntity).update({ accountId, revokedAt: IsNull() }, { revokedAt: new Date(), endedBecause: because });
    await this.bus.publish('sessions-ended', { accountId });
  }

  /**
   * Ends every live session of the account but `keep` (the caller's own); their devices are told
   * `because` at their next refresh (none: they are simply signed out). Answers the sessions ended.
   */
  async endOthers(accountId: string, keep: string, because: SessionEndReason | null): Promise<string[]> {
    const [rows]: [Array<{ id: string }>, number] = await this.db.query(
      `UPDATE sessions SET revoked_at = now(), ended_because = $3 WHERE account_id = $1 AND id <> $2 AND revoked_at IS NULL RETURNING id`,
      [accountId, keep, because],
    );
    const ended = rows.map((row) => row.id);
    if (ended.length > 0) await this.bus.publish('sessions-ended', { sessionIds: ended });
    return ended;
  }

  /**
   * Ends the restricted sessions of an account whose suspension is lifted, in `manager`'s
   * transaction: it signs in again to a full session. They hold no sockets (sockets refuse them).
   */
  async endRestricted(manager: EntityManager, accountId: string): Promise<void> {
    await manager.query('UPDATE sessions SET revoked_at = now() WHERE account_id = $1 AND restricted AND revoked_at IS NULL', [accountId]);
  }

  /** Devices of sessions ended `because` are no longer told why (the reason no longer holds). */
  async forgetEndReason(manager: EntityManager, accountId: string, because: SessionEndReason): Promise<void> {
    await manager.update(SessionEntity, { accountId, endedBecause: because }, { endedBecause: null });
  }

  /** A session that would have run out by now is simply over, whatever ended it first. */
  private async liveSession(manager: EntityManager, id: string): Promise<SessionEntity> {
    const session = await manager.findOne(SessionEntity, { where: { id } });
    if (!session || session.expiresAt.getTime() < Date.now()) throw refreshInvalid();
    if (session.revokedAt && session.endedBecause) throw ENDED[session.endedBecause]();
    if (session.revokedAt) throw refreshInvalid();
    return session;
  }

  private accessToken(accountId: string, sessionId: string): Promise<string> {
    return this.jwt.signAsync({ sub: accountId, sid: sessionId } satisfies AccessClaims, { expiresIn: TOKEN_TTL.access });
  }

  private refreshExpiry(): Date {
    return new Date(Date.now() + TOKEN_TTL.refresh * 1000);
  }
}
