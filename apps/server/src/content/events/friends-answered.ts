import type { Person } from '../../profiles/profile.models';
import { notSuspendedSql } from '../../common/visibility/visibility-sql';
import type { KindPart } from '../shared/content-kind';

/** The people the viewer follows who gave one answer to one event: how many, and the latest few. */
export interface FriendsAnsweredOf {
  count: number;
  people: Person[];
}

/** One answer people give to events: its table (item_id, account_id, created_at), the rows that count and how many are named. */
export interface EventAnswer {
  table: 'event_interests' | 'event_rsvps';
  /** A condition on the table's row `r`, or none when every row counts. */
  where?: string;
  shown: number;
  /** A counter of item `i` that moves with the rows that count, when there is one: at 0 nothing is looked up. */
  counter?: string;
}

type PersonJson = Omit<Person, 'is_following'>;

/**
 * The followees among an answer's people as a part of events (`KindPart`) named `name`: for the
 * event `i`, two index lookups per followee found (the answer by item, follows by its primary key),
 * so a crowd of strangers answering costs nothing extra to skip. Suspended people are neither
 * counted nor named.
 */
export function friendsAnsweredPart(name: string, fields: readonly string[], answer: EventAnswer): KindPart<FriendsAnsweredOf> {
  const counted = answer.where ? `AND ${answer.where}` : '';
  return {
    name,
    fields,
    sql: (viewer) => gated(answer.counter, `json_build_object(
      'count', (SELECT count(*)
                  FROM ${answer.table} r
                  JOIN follows f ON f.follower_id = ${viewer} AND f.followee_id = r.account_id
                 WHERE r.item_id = i.id ${counted} AND ${notSuspendedSql('r.account_id')}),
      'people', (SELECT coalesce(json_agg(json_build_object('id', p.id, 'username', p.username, 'full_name', p.full_name, 'profile_image', p.profile_image)
                                          ORDER BY p.created_at DESC, p.id DESC), '[]'::json)
                   FROM (SELECT a.id, a.username, a.full_name, a.profile_image, r.created_at
                           FROM ${answer.table} r
                           JOIN follows f ON f.follower_id = ${viewer} AND f.followee_id = r.account_id
                           JOIN accounts a ON a.id = r.account_id
                          WHERE r.item_id = i.id ${counted} AND a.suspended_at IS NULL
                          ORDER BY r.created_at DESC, a.id DESC
                          LIMIT ${answer.shown}) p))`),
    // Everyone listed is someone the viewer follows.
    parse: (value) => {
      const read = value as { count: number; people: PersonJson[] } | null | undefined;
      return { count: read?.count ?? 0, people: (read?.people ?? []).map((person) => ({ ...person, is_following: true })) };
    },
  };
}

/** `sql`, or null (read as none) where `counter` says no one answered: nothing is looked up then. */
function gated(counter: string | undefined, sql: string): string {
  return counter ? `CASE WHEN ${counter} > 0 THEN ${sql} END` : sql;
}
