import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_CODES, isUuid, LIMITS, PROFILE_MESSAGES } from '@gatherly/schema';
import { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from '../accounts/viewer';
import { DomainError } from '../common/errors/domain-error';
import { FEED_WRITES, type FeedWrites } from '../common/ports/feed-writes';
import { NOTICES, type Notices } from '../common/ports/notices';
import { APP_CONFIG, AppConfig } from '../config/config';
import { JobQueue } from '../queue/job-queue';
import { ThrottleService } from '../throttle/throttle.service';
import { cursorTimestampSql, Page, PageCursor, pageOf, parseCursor } from '../common/paging/keyset';
import type { Person, Profile } from './profile.models';
import { likePattern } from '../common/sql/like-pattern';
import { notBlockedSql, reachableSql } from '../common/visibility/visibility-sql';
import { PERSON_COLUMNS, profileNotFound, ProfilesService } from './profiles.service';

/** Which side of `follows` a list shows: the people following the user, or the people they follow. */
const LISTS = {
  followers: { user: 'followee_id', person: 'follower_id' },
  following: { user: 'follower_id', person: 'followee_id' },
} as const;

/**
 * Following people. Each account's follower and following counts change in the same transaction
 * as the row they count, and only when a row was really added or removed, so they stay equal to
 * the rows however many requests race.
 */
@Injectable()
export class FollowsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly profiles: ProfilesService,
    @Inject(FEED_WRITES) private readonly timelines: FeedWrites,
    private readonly throttle: ThrottleService,
    @Inject(NOTICES) private readonly notifications: Notices,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: JobQueue,
  ) {}

  /** Following twice is the same as following once; following oneself is refused. */
  async follow(viewer: Viewer, username: string): Promise<Profile> {
    await this.throttle.consumeForAccount('follow', viewer.accountId);
    const id = await this.profiles.idOf(username, viewer);
    if (id === viewer.accountId) throw DomainError.invalid([PROFILE_MESSAGES.cannotFollowSelf]);
    const [blocked]: unknown[] = await this.db.query('SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2', [viewer.accountId, id]);
    if (blocked) throw new DomainError(ERROR_CODES.forbidden, [PROFILE_MESSAGES.youBlocked]);
    if (await this.isRemote(id)) {
      await this.requestRemote(viewer.accountId, id);
      return this.profiles.profile(viewer, username);
    }
    const notified = await this.db.transaction(async (manager) => {
      const added: unknown[] = await manager.query('INSERT INTO follows (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1', [viewer.accountId, id]);
      if (added.length === 0) return null;
      await this.count(manager, viewer.accountId, id, +1);
      await this.timelines.followChanged(manager, viewer.accountId, id, true);
      return this.notifications.record(manager, { kind: 'follow', recipientId: id, actorId: viewer.accountId });
    });
    await this.notifications.announce(notified);
    return this.profiles.profile(viewer, username);
  }

  /**
   * An account of another server follows `followeeId` (federation/, which answers it): false, with
   * nothing changed, when the followee blocks it. The followee is told as of any follower; nothing
   * is merged into a timeline, which the follower reads on its own server.
   */
  async followedFrom(followerId: string, followeeId: string): Promise<boolean> {
    const [blocked]: unknown[] = await this.db.query('SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2', [followeeId, followerId]);
    if (blocked) return false;
    const notified = await this.db.transaction(async (manager) => {
      const added: unknown[] = await manager.query('INSERT INTO follows (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1', [followerId, followeeId]);
      if (added.length === 0) return null;
      await this.count(manager, followerId, followeeId, +1);
      return this.notifications.record(manager, { kind: 'follow', recipientId: followeeId, actorId: followerId });
    });
    await this.notifications.announce(notified);
    return true;
  }

  /**
   * The server of `followeeId` accepted the Follow `activityId` sent for someone here: they follow
   * from now on (their timeline gets the account's items). Nothing for a Follow not asked or withdrawn.
   */
  async remoteAccepted(activityId: string, followeeId: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      // TypeORM answers an UPDATE or a DELETE with [rows, affected count].
      const [[request]]: [Array<{ follower_id: string }>, number] = await manager.query(
        'UPDATE remote_follows SET accepted_at = now() WHERE activity_id = $1 AND followee_id = $2 AND accepted_at IS NULL RETURNING follower_id',
        [activityId, followeeId],
      );
      if (!request) return;
      const added: unknown[] = await manager.query('INSERT INTO follows (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1', [request.follower_id, followeeId]);
      if (added.length === 0) return;
      await this.count(manager, request.follower_id, followeeId, +1);
      await this.timelines.followChanged(manager, request.follower_id, followeeId, true);
    });
  }

  /** The server of `followeeId` refused the Follow `activityId` (or ends it, as its Reject may later): no follow is left. */
  async remoteRefused(activityId: string, followeeId: string): Promise<void> {
    const [[request]]: [Array<{ follower_id: string }>, number] = await this.db.query('DELETE FROM remote_follows WHERE activity_id = $1 AND followee_id = $2 RETURNING follower_id', [activityId, followeeId]);
    if (request) await this.unlink(request.follower_id, followeeId);
  }

  /** An account of another server stops following `followeeId` (its server sent the Undo: it is not answered). */
  async unfollowedFrom(followerId: string, followeeId: string): Promise<void> {
    await this.unlink(followerId, followeeId, true);
  }

  /** Unfollowing someone not followed changes nothing. */
  async unfollow(viewer: Viewer, username: string): Promise<Profile> {
    await this.throttle.consumeForAccount('follow', viewer.accountId);
    const id = await this.profiles.idOf(username);
    await this.unlink(viewer.accountId, id);
    return this.profiles.profile(viewer, username);
  }

  /** Stops `accountId` following the viewer; only ever one of the viewer's own followers. */
  async removeFollower(viewer: Viewer, accountId: string): Promise<void> {
    await this.throttle.consumeForAccount('follow', viewer.accountId);
    if (!isUuid(accountId)) throw profileNotFound();
    const [known]: unknown[] = await this.db.query('SELECT 1 FROM accounts WHERE id = $1', [accountId]);
    if (!known) throw profileNotFound();
    await this.unlink(accountId, viewer.accountId);
  }

  /** People following `username`, newest first, optionally only user names containing `query`. */
  followers(viewer: Viewer, username: string, query: string | undefined, cursor: Partial<PageCursor> | null | undefined): Promise<Page<Person>> {
    return this.list('followers', viewer, username, query, cursor);
  }

  /** People `username` follows, newest first, optionally only user names containing `query`. */
  following(viewer: Viewer, username: string, query: string | undefined, cursor: Partial<PageCursor> | null | undefined): Promise<Page<Person>> {
    return this.list('following', viewer, username, query, cursor);
  }

  private async list(which: keyof typeof LISTS, viewer: Viewer, username: string, query: string | undefined, cursor: Partial<PageCursor> | null | undefined): Promise<Page<Person>> {
    const after = parseCursor(cursor);
    const userId = await this.profiles.idOf(username, viewer);
    const { user, person } = LISTS[which];
    const text = (query ?? '').trim().toLowerCase().slice(0, LIMITS.userSearchQueryLength).replace(/\u0000/g, '');
    const rows: Array<Person & PageCursor> = await this.db.query(
      `SELECT ${PERSON_COLUMNS}, ${cursorTimestampSql('l.created_at')} AS cursor_timestamp, a.id AS cursor_id
         FROM follows l JOIN accounts a ON a.id = l.${person}
        WHERE l.${user} = $2
          AND ($3 = '' OR lower(a.username) LIKE '%' || $4 || '%') AND ${reachableSql('$1', 'a.id')}
          -- The lists of someone on the other side of a block are empty, as their items are.
          AND ${notBlockedSql('$1', '$2')}
          AND ($5::timestamptz IS NULL OR (l.created_at, l.${person}) < ($5::timestamptz, $6::uuid))
        ORDER BY l.created_at DESC, l.${person} DESC
        LIMIT ${LIMITS.pageSize + 1}`,
      [viewer.accountId, userId, text, likePattern(text), after?.cursor_timestamp ?? null, after?.cursor_id ?? null],
    );
    return pageOf(rows, LIMITS.pageSize, ({ cursor_timestamp: _t, cursor_id: _i, ...entry }) => entry);
  }

  /** Ends the follows between two people, both ways (a block). */
  async severBoth(oneId: string, otherId: string): Promise<void> {
    await this.unlink(oneId, otherId);
    await this.unlink(otherId, oneId);
  }

  private async isRemote(accountId: string): Promise<boolean> {
    const [account]: Array<{ host: string | null }> = await this.db.query('SELECT host FROM accounts WHERE id = $1', [accountId]);
    return account?.host != null;
  }

  /**
   * Asks the server of `followeeId` to let `followerId` follow it: a Follow is sent (federation/)
   * from the transaction that records it, and the follow begins when its server accepts. Asking
   * again while it has not answered sends nothing more. With FEDERATION off, such accounts are out
   * of reach.
   */
  private async requestRemote(followerId: string, followeeId: string): Promise<void> {
    if (!this.config.federation.enabled) throw profileNotFound();
    await this.db.transaction(async (manager) => {
      const activityId = `${this.config.publicUrl}/follows/${randomUUID()}`;
      const [made]: unknown[] = await manager.query(
        'INSERT INTO remote_follows (follower_id, followee_id, activity_id) VALUES ($1, $2, $3) ON CONFLICT (follower_id, followee_id) DO NOTHING RETURNING 1',
        [followerId, followeeId, activityId],
      );
      if (made) await this.queue.send('federation-follow', { followerId, followeeId, activityId }, manager);
    });
  }

  /**
   * Ends a follow (an unfollow, a block, a follower removed), and the request of a follow of an
   * account of another server: its server is sent the Undo of the Follow, from the same transaction.
   * A follower of another server whose follow ends here is sent the Reject of its Follow, unless its
   * server asked (`askedByFollower`).
   */
  private async unlink(followerId: string, followeeId: string, askedByFollower = false): Promise<void> {
    await this.db.transaction(async (manager) => {
      // TypeORM answers a DELETE with [rows, affected count].
      const [[removed]]: [Array<{ from_remote: boolean }>, number] = await manager.query(
        `DELETE FROM follows f WHERE follower_id = $1 AND followee_id = $2
          RETURNING (SELECT fr.host IS NOT NULL AND fe.host IS NULL FROM accounts fr, accounts fe WHERE fr.id = f.follower_id AND fe.id = f.followee_id) AS from_remote`,
        [followerId, followeeId],
      );
      if (removed) {
        await this.count(manager, followerId, followeeId, -1);
        await this.timelines.followChanged(manager, followerId, followeeId, false);
        await this.notifications.withdraw(manager, { kind: 'follow', actorId: followerId, recipientId: followeeId });
        if (removed.from_remote && !askedByFollower) await this.queue.send('federation-reject', { followerId, followeeId }, manager);
      }
      const [[request]]: [Array<{ activity_id: string }>, number] = await manager.query('DELETE FROM remote_follows WHERE follower_id = $1 AND followee_id = $2 RETURNING activity_id', [followerId, followeeId]);
      if (request) await this.queue.send('federation-unfollow', { followerId, followeeId, activityId: request.activity_id }, manager);
    });
  }

  /**
   * Both counters, the two rows locked in the order of their ids first, so that two people following
   * each other at the same moment wait for one another instead of deadlocking. The lock is a
   * statement of its own: an UPDATE in the same statement would read the rows as they were when the
   * statement began and queue again for a version another transaction has since replaced, behind
   * someone who waits for this one.
   */
  private async count(manager: EntityManager, followerId: string, followeeId: string, change: 1 | -1): Promise<void> {
    await manager.query('SELECT id FROM accounts WHERE id = ANY(ARRAY[$1, $2]::uuid[]) ORDER BY id FOR NO KEY UPDATE', [followerId, followeeId]);
    await manager.query(
      `UPDATE accounts SET following_count = following_count + CASE WHEN id = $1 THEN $3 ELSE 0 END,
                           follower_count = follower_count + CASE WHEN id = $2 THEN $3 ELSE 0 END
        WHERE id = ANY(ARRAY[$1, $2]::uuid[])`,
      [followerId, followeeId, change],
    );
  }
}
