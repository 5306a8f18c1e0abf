/*
 * Who may see whom, as SQL every domain puts in its reads, so that what a person chose to stop
 * seeing (mutes and blocks, kept by safety/) and what moderation suspended stays out of every list.
 * Each is true when nothing stands between the two accounts given as SQL expressions. It sits below
 * the domains, so that safety can build on profiles while profiles reads this.
 */

/** `viewer` has not muted `author`. */
export const notMutedSql = (viewer: string, author: string) => `NOT EXISTS (SELECT 1 FROM mutes mu WHERE mu.muter_id = ${viewer} AND mu.muted_id = ${author})`;

/** Neither of the two blocked the other. */
export const notBlockedSql = (one: string, other: string) =>
  `NOT EXISTS (SELECT 1 FROM blocks bl WHERE (bl.blocker_id = ${one} AND bl.blocked_id = ${other}) OR (bl.blocker_id = ${other} AND bl.blocked_id = ${one}))`;

/**
 * The accounts whose writing `viewer` is not shown where others' writing gathers (comments under an
 * item, the feed, the bell): those they muted, and those with a block either way. A query of its own,
 * so that a page checks its rows against it as one hashed set.
 */
export const silencedIdsSql = (viewer: string) =>
  `SELECT muted_id FROM mutes WHERE muter_id = ${viewer} UNION ALL SELECT blocked_id FROM blocks WHERE blocker_id = ${viewer} UNION ALL SELECT blocker_id FROM blocks WHERE blocked_id = ${viewer}`;

/** `viewer` wants to hear from `actor`: not muted, and no block either way. (A suspension sets the suspended person's notifications aside instead: notifications.service.ts.) */
export const notSilencedSql = (viewer: string, actor: string) => `${notMutedSql(viewer, actor)} AND ${notBlockedSql(viewer, actor)}`;

/** `account` is not suspended: what a suspended account shared is hidden everywhere (moderation/). */
export const notSuspendedSql = (account: string) => `NOT EXISTS (SELECT 1 FROM accounts su WHERE su.id = ${account} AND su.suspended_at IS NOT NULL)`;

/** `viewer` may see `other` at all: no block either way, and `other` is not suspended. */
export const reachableSql = (viewer: string, other: string) => `${notBlockedSql(viewer, other)} AND ${notSuspendedSql(other)}`;
