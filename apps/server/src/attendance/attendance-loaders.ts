import { ATTENDANCE_LIMITS, type RsvpStatus } from '@gatherly/schema';
import type DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { ItemLoaders } from '../content/shared/content-kind';
import { loadFriendsAnswered, type FriendsAnsweredOf } from '../content/events/friends-answered';
import { notSuspendedSql } from '../common/visibility/visibility-sql';

/**
 * The place in its event's waitlist (1 = next) of the answer `r` (an event_rsvps row), null when
 * not waiting. Suspended people ahead are not counted: they keep their place but are passed over.
 */
export const waitlistPositionSql = (r: string) => `CASE WHEN ${r}.status = 'waitlisted' THEN
  (SELECT count(*) FROM event_rsvps w
    WHERE w.item_id = ${r}.item_id AND w.status = 'waitlisted' AND (w.queued_at, w.account_id) <= (${r}.queued_at, ${r}.account_id)
      AND ${notSuspendedSql('w.account_id')})::int
END`;

/** The viewer's answer to one event: none, or their status and, while waiting, their place in the queue (1 = next). */
export interface RsvpOf {
  rsvp_status: RsvpStatus | null;
  waitlist_position: number | null;
}

/** The people the viewer follows who are going to one event: how many, and the latest few. */
export type FriendsGoingOf = FriendsAnsweredOf;

/** The viewer's answers to a page of events, in one statement. */
export function rsvpOf(loaders: ItemLoaders): DataLoader<string, RsvpOf> {
  return loaders.ofOwn('event-rsvp', loadRsvps);
}

/**
 * "Friends going" of events, batched like friends interested: one statement for a page of events,
 * each two index lookups per followee found going. Suspended people are neither counted nor named.
 */
export function friendsGoingOf(loaders: ItemLoaders): DataLoader<string, FriendsGoingOf> {
  return loaders.ofOwn('event-friends-going', (db, viewerId, ids) =>
    loadFriendsAnswered(db, viewerId, ids, { table: 'event_rsvps', where: "r.status = 'going'", shown: ATTENDANCE_LIMITS.friendsGoingShown }),
  );
}

async function loadRsvps(db: DataSource, viewerId: string, ids: readonly string[]): Promise<RsvpOf[]> {
  const rows: Array<{ item_id: string; status: RsvpStatus; position: number | null }> = await db.query(
    `SELECT r.item_id, r.status, ${waitlistPositionSql('r')} AS position
       FROM event_rsvps r
      WHERE r.item_id = ANY($1::uuid[]) AND r.account_id = $2`,
    [ids, viewerId],
  );
  const byId = new Map(rows.map((row) => [row.item_id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    return { rsvp_status: row?.status ?? null, waitlist_position: row?.position ?? null };
  });
}
