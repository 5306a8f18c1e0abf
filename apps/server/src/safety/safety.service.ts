import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LIMITS, PROFILE_MESSAGES } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import type { Viewer } from '../accounts/viewer';
import { AccountAnswersService } from '../attendance/account-answers.service';
import { cursorTimestampSql, type Page, type PageCursor, pageOf, parseCursor } from '../common/paging/keyset';
import { DomainError } from '../common/errors/domain-error';
import type { Person, Profile } from '../profiles/profile.models';
import { FollowsService } from '../profiles/follows.service';
import { PERSON_COLUMNS, ProfilesService } from '../profiles/profiles.service';
import { ThrottleService } from '../throttle/throttle.service';

/** The columns of each list of people one set apart: whose list it is, and who is in it. */
const LISTS = {
  blocks: { owner: 'blocker_id', person: 'blocked_id' },
  mutes: { owner: 'muter_id', person: 'muted_id' },
} as const;

/**
 * Keeping unwanted people out. Muting someone takes their items out of one's feed, their
 * notifications out of one's bell and their comments out of every comment page, without telling
 * them or changing anything for them; what one looks up (their profile, items, events) stays.
 * Blocking someone ends the follows both ways, and what each holds at the other's events (going,
 * waiting, asking); from then on the blocked person finds the blocker
 * absent (profile, items, lists: 404 or nothing), and can neither follow, engage with, add to a
 * conversation nor message them; neither sees the other's items, comments, lists, events or
 * notifications anywhere, and only the blocker still finds the other's profile, to unblock them
 * (common/visibility/visibility-sql.ts). Unmuting and unblocking give back all that was hidden; ended follows and answers stay ended.
 */
@Injectable()
export class SafetyService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly profiles: ProfilesService,
    private readonly throttle: ThrottleService,
    private readonly follows: FollowsService,
    private readonly answers: AccountAnswersService,
  ) {}

  /** Blocking twice is the same as blocking once; blocking oneself is refused. */
  async block(viewer: Viewer, username: string): Promise<Profile> {
    await this.throttle.consumeForAccount('follow', viewer.accountId);
    const id = await this.profiles.idOf(username);
    if (id === viewer.accountId) throw DomainError.invalid([PROFILE_MESSAGES.cannotBlockSelf]);
    await this.db.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [viewer.accountId, id]);
    await this.follows.severBoth(viewer.accountId, id);
    await this.answers.endAnswersBetween(viewer.accountId, id);
    return this.profiles.profile(viewer, username);
  }

  /** Unblocking restores nothing but the possibility: the follows that ended stay ended. */
  async unblock(viewer: Viewer, username: string): Promise<Profile> {
    await this.throttle.consumeForAccount('follow', viewer.accountId);
    const id = await this.profiles.idOf(username);
    await this.db.query('DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2', [viewer.accountId, id]);
    return this.profiles.profile(viewer, username);
  }

  /** The people the viewer blocked, most recently blocked first, a page at a time (Settings, Blocked accounts). */
  blocked(viewer: Viewer, cursor: Partial<PageCursor> | null | undefined): Promise<Page<Person>> {
    return this.list('blocks', viewer, cursor);
  }

  /** Muting twice is the same as muting once; muting oneself is refused. */
  async mute(viewer: Viewer, username: string): Promise<Profile> {
    await this.throttle.consumeForAccount('follow', viewer.accountId);
    const id = await this.profiles.idOf(username);
    if (id === viewer.accountId) throw DomainError.invalid([PROFILE_MESSAGES.cannotMuteSelf]);
    await this.db.query('INSERT INTO mutes (muter_id, muted_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [viewer.accountId, id]);
    return this.profiles.profile(viewer, username);
  }

  async unmute(viewer: Viewer, username: string): Promise<Profile> {
    await this.throttle.consumeForAccount('follow', viewer.accountId);
    const id = await this.profiles.idOf(username);
    await this.db.query('DELETE FROM mutes WHERE muter_id = $1 AND muted_id = $2', [viewer.accountId, id]);
    return this.profiles.profile(viewer, username);
  }

  /** The people the viewer muted, most recently muted first, a page at a time. */
  muted(viewer: Viewer, cursor: Partial<PageCursor> | null | undefined): Promise<Page<Person>> {
    return this.list('mutes', viewer, cursor);
  }

  private async list(table: keyof typeof LISTS, viewer: Viewer, cursor: Partial<PageCursor> | null | undefined): Promise<Page<Person>> {
    const after = parseCursor(cursor);
    const { owner, person } = LISTS[table];
    const rows: Array<Person & PageCursor> = await this.db.query(
      `SELECT ${PERSON_COLUMNS}, ${cursorTimestampSql('s.created_at')} AS cursor_timestamp, a.id AS cursor_id
         FROM ${table} s JOIN accounts a ON a.id = s.${person}
        WHERE s.${owner} = $1
          AND ($2::timestamptz IS NULL OR (s.created_at, s.${person}) < ($2::timestamptz, $3::uuid))
        ORDER BY s.created_at DESC, s.${person} DESC
        LIMIT ${LIMITS.pageSize + 1}`,
      [viewer.accountId, after?.cursor_timestamp ?? null, after?.cursor_id ?? null],
    );
    return pageOf(rows, LIMITS.pageSize, ({ cursor_timestamp: _t, cursor_id: _i, ...entry }) => entry);
  }
}
