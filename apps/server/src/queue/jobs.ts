/**
 * Every background job and what it carries. Jobs are kept in PostgreSQL (pg-boss), so work queued
 * in a transaction that committed is done even when the process dies right after the commit.
 */
export interface Jobs {
  /** Push a new item into the home timelines of its author's active followers. */
  'feed-fanout': { itemId: string };
  /** Someone followed an author: merge the author's recent items into the follower's timeline. */
  'feed-merge': { followerId: string; followeeId: string };
  /** Someone stopped following an author: take the author's items out of the follower's timeline. */
  'feed-unmerge': { followerId: string; followeeId: string };
  /** Every minute: remind people of the events they are interested in that start within a day. */
  'event-reminders': Record<string, never>;
  /** Every morning: the e-mail digest of the day's notifications, to those who want it. */
  'notification-digest': Record<string, never>;
}

export type JobName = keyof Jobs;

export const JOB_NAMES: readonly JobName[] = ['feed-fanout', 'feed-merge', 'feed-unmerge', 'event-reminders', 'notification-digest'];
