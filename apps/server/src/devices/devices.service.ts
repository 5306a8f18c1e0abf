import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEVICE_MESSAGES, ERROR_CODES, isUuid } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import { SessionsService } from '../accounts/sessions.service';
import type { Viewer } from '../accounts/viewer';
import { requireSession } from '../common/auth/scopes';
import { DomainError } from '../common/errors/domain-error';
import { word } from '../i18n/texts';
import { RealtimeBus } from '../realtime/realtime-bus';
import { deviceOf } from './device';
import type { SignedInSession } from './signed-in-session.model';

const notFound = () => new DomainError(ERROR_CODES.sessionNotFound, [DEVICE_MESSAGES.notFound]);

/**
 * Settings, Sessions: the devices signed in to an account, for the person signed in on one of
 * them. A personal access token is no device and may not see or end them (403), as it may not
 * manage tokens: a leaked token must not be able to sign its owner out.
 */
@Injectable()
export class DevicesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: SessionsService,
    private readonly bus: RealtimeBus,
  ) {}

  /** The live sessions of the viewer's account, the most recently used first, their devices named in `language`. */
  async list(viewer: Viewer, language: string): Promise<SignedInSession[]> {
    requireSession(viewer);
    const rows: Array<{ id: string; user_agent: string | null; created_at: Date; last_used_at: Date }> = await this.db.query(
      `SELECT id, user_agent, created_at, last_used_at FROM sessions
        WHERE account_id = $1 AND revoked_at IS NULL AND expires_at > now()
        ORDER BY last_used_at DESC, created_at DESC, id`,
      [viewer.accountId],
    );
    return rows.map((row) => {
      const { browser, os } = deviceOf(row.user_agent);
      return { session_id: row.id, browser: word(language, browser), os: word(language, os), created_at: row.created_at, last_used_at: row.last_used_at, is_current: row.id === viewer.sessionId };
    });
  }

  /**
   * Ends one of the viewer's live sessions: its access tokens are refused from now on and its
   * sockets close. Answers whether it was the viewer's own (then this is a logout). 404 for
   * any other id, whoever's it is.
   */
  async end(viewer: Viewer, sessionId: string): Promise<{ current: boolean }> {
    requireSession(viewer);
    if (!isUuid(sessionId)) throw notFound();
    const [rows]: [Array<{ id: string }>, number] = await this.db.query(
      `UPDATE sessions SET revoked_at = now() WHERE id = $1 AND account_id = $2 AND revoked_at IS NULL AND expires_at > now() RETURNING id`,
      [sessionId, viewer.accountId],
    );
    if (rows.length === 0) throw notFound();
    await this.bus.publish('sessions-ended', { sessionIds: [sessionId] });
    return { current: sessionId === viewer.sessionId };
  }

  /** Ends every session of the viewer's account but the one this request came with. Answers how many ended. */
  async endOthers(viewer: Viewer): Promise<number> {
    requireSession(viewer);
    return (await this.sessions.endOthers(viewer.accountId, viewer.sessionId, null)).length;
  }
}
