import { ATTENDANCE_LIMITS, type RsvpStatus } from '@gatherly/schema';
import type DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { Person } from '../profiles/profile.models';
import type { ItemLoaders } from '../content/shared/content-kind';
import { notSuspendedSql } from '../common/visibility/visibility-sql';

/** The viewer's answer to one event: none, or their status and, while waiting, their place in the queue (1 = next). */
export interface RsvpOf {
  rsvp_status: RsvpStatus | null;
  waitlist_position: number | null;
}

/** The people the viewer follows who are going to one event: how many, and the latest few. */
export interface FriendsGoingOf {
  count: number;
  people: Person[];
}

type PersonJson = Omit<Person, 'is_following'>;

/** The viewer's answers to a page of events, in one statement. */
export function rsvpOf(loaders: ItemLoaders): DataLoader<string, RsvpOf> {
  return loaders.ofOwn('event-rsvp', loadRsvps);
}

/**
 * "Friends going" of events, batched like friends interested: one statement for a page of events,
 * each two index lookups per followee found going. Suspended people are neither counted nor named.
 */
export function friendsGoingOf(loaders: ItemLoaders): DataLoader<string, FriendsGoingOf> {
  return loaders.ofOwn('event-friends-going', loadFriendsGoing);
}

async function loadRsvps(db: DataSource, viewerId: string, ids: readonly string[]): Promise<RsvpOf[]> {
  const rows: Array<{ item_id: string; status: RsvpStatus; position: number | null }> = await db.query(
    `SELECT r.item_id, r.status,
            CASE WHEN r.status = 'waitlisted' THEN
              (SELECT count(*) FROM event_rsvps w
                WHERE w.item_id = r.item_id AND w.status = 'waitlisted' AND (w.queued_at, w.account_id) <= (r.queued_at, r.account_id))::int
            END AS position
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

async function loadFriendsGoing(db: DataSource, viewerId: string, ids: readonly string[]): Promise<FriendsGoingOf[]> {
  const rows: Array<{ item_id: string; count: number; people: PersonJson[] }> = await db.query(
    `SELECT item.id AS item_id,
            (SELECT count(*)
               FROM event_rsvps r
               JOIN follows f ON f.follower_id = $2 AND f.followee_id = r.account_id
              WHERE r.item_id = item.id AND r.status = 'going' AND ${notSuspendedSql('r.account_id')})::int AS count,
            (SELECT coalesce(json_agg(json_build_object('id', p.id, 'username', p.username, 'full_name', p.full_name, 'profile_image', p.profile_image)
                                      ORDER BY p.created_at DESC, p.id DESC), '[]'::json)
               FROM (SELECT a.id, a.username, a.full_name, a.profile_image, r.created_at
                       FROM event_rsvps r
                       JOIN follows f ON f.follower_id = $2 AND f.followee_id = r.account_id
                       JOIN accounts a ON a.id = r.account_id
                      WHERE r.item_id = item.id AND r.status = 'going' AND a.suspended_at IS NULL
                      ORDER BY r.created_at DESC, a.id DESC
                      LIMIT ${ATTENDANCE_LIMITS.friendsGoingShown}) p) AS people
       FROM unnest($1::uuid[]) AS item(id)`,
    [ids, viewerId],
  );
  const byId = new Map(rows.map((row) => [row.item_id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    // Everyone listed is someone the viewer follows.
    return { count: row?.count ?? 0, people: (row?.people ?? []).map((person) => ({ ...person, is_following: true })) };
  });
}
