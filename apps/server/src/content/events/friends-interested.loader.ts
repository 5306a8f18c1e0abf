import { EVENT_SEARCH_LIMITS } from '@gatherly/schema';
import type DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { Person } from '../../profiles/profile.models';
import type { ItemLoaders } from '../shared/content-kind';
import { notSuspendedSql } from '../../common/visibility/visibility-sql';

/** The people the viewer follows who marked interest in one event: how many, and the latest few. */
export interface FriendsInterestedOf {
  count: number;
  people: Person[];
}

type PersonJson = Omit<Person, 'is_following'>;

/**
 * "Friends going" of events, batched: a page of events costs one SQL statement, not one per card.
 * Each event is two index lookups per followee found interested (event_interests by item, follows
 * by its primary key), so a crowd of strangers interested in an event costs nothing extra to skip.
 */
export function friendsInterestedOf(loaders: ItemLoaders): DataLoader<string, FriendsInterestedOf> {
  return loaders.ofOwn('event-friends-interested', loadFriendsInterested);
}

async function loadFriendsInterested(db: DataSource, viewerId: string, ids: readonly string[]): Promise<FriendsInterestedOf[]> {
  const rows: Array<{ item_id: string; count: number; people: PersonJson[] }> = await db.query(
    `SELECT item.id AS item_id,
            (SELECT count(*)
               FROM event_interests ei
               JOIN follows f ON f.follower_id = $2 AND f.followee_id = ei.account_id
              WHERE ei.item_id = item.id AND ${notSuspendedSql('ei.account_id')})::int AS count,
            (SELECT coalesce(json_agg(json_build_object('id', p.id, 'username', p.username, 'full_name', p.full_name, 'profile_image', p.profile_image)
                                      ORDER BY p.created_at DESC, p.id DESC), '[]'::json)
               FROM (SELECT a.id, a.username, a.full_name, a.profile_image, ei.created_at
                       FROM event_interests ei
                       JOIN follows f ON f.follower_id = $2 AND f.followee_id = ei.account_id
                       JOIN accounts a ON a.id = ei.account_id
                      WHERE ei.item_id = item.id AND a.suspended_at IS NULL
                      ORDER BY ei.created_at DESC, a.id DESC
                      LIMIT ${EVENT_SEARCH_LIMITS.friendsInterestedShown}) p) AS people
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
