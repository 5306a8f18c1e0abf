import { NOTIFICATION_ABOUT_NO_ONE, type NotificationKind } from '@gatherly/schema';
import type { NotificationFact } from '../common/ports/notices';
import { notBlockedSql, notSilencedSql } from '../common/visibility/visibility-sql';
import type { NotificationEntry } from './notification.models';
import { wantsSql } from './notification-preferences.service';

/**
 * The SQL of notifications: the statements' pieces that record and withdraw them (which other
 * domains' statements use too, through the Notices port), and the read of an entry with what it shows.
 */

/** SQL list of kinds, for `IN (…)`. */
export const kindList = (kinds: readonly NotificationKind[]) => kinds.map((kind) => `'${kind}'`).join(', ');

/**
 * Entries not only about people their recipient muted or has a block with. Reminders and seats name
 * no one, but their event is hidden from the recipient once its author and they have a block between
 * them (whenever the entry was made), and so is the entry.
 */
export const NOT_ONLY_SILENCED = `(CASE WHEN g.kind IN (${kindList(NOTIFICATION_ABOUT_NO_ONE)})
                              THEN NOT EXISTS (SELECT 1 FROM content_items ri WHERE ri.id = g.item_id AND NOT ${notBlockedSql('g.recipient_id', 'ri.author_id')})
                              ELSE EXISTS (SELECT 1 FROM notifications n WHERE n.recipient_id = g.recipient_id AND n.group_key = g.group_key
                                            AND n.actor_id IS NOT NULL AND ${notSilencedSql('g.recipient_id', 'n.actor_id')}) END)`;

/** Entries the reader ($1) is shown: of a kind they want in the app, and not only about people they silenced. */
export const WANTED = `${wantsSql('$1', 'g.kind', 'in_app')} AND ${NOT_ONLY_SILENCED}`;

/** Today (UTC), as the day part of a group key. */
export const DAY = `to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/**
 * CTEs that record a notification of `kind` by `actor` (an SQL expression) for each row of the CTE
 * `source` (columns `recipient_id`, `item_id`), skipping the actor's own items, and add each to its
 * entry: one per kind and item per day (UTC), as current Mastodon groups them, follows per day. A
 * new person counts once however often they comment. They end in `grouped` (recipient_id,
 * group_key), so that a statement of the domain where it happens records its notification too.
 */
export function recordingSql(kind: NotificationFact['kind'], source: string, actor: string, commentId = 'NULL'): string {
  const key = kind === 'follow' ? `'follow:' || ${DAY}` : `'${kind}:' || ${source}.item_id || ':' || ${DAY}`;
  return `notified AS (
      INSERT INTO notifications (recipient_id, kind, actor_id, item_id, comment_id, group_key)
      SELECT ${source}.recipient_id, '${kind}', ${actor}, ${source}.item_id, ${commentId}, ${key} FROM ${source} WHERE ${source}.recipient_id <> ${actor}
      RETURNING id, recipient_id, item_id, group_key, created_at),
    grouped AS (
      INSERT INTO notification_groups (recipient_id, group_key, kind, item_id, latest_id, actor_count, updated_at)
      SELECT recipient_id, group_key, '${kind}', item_id, id, 1, created_at FROM notified
      ON CONFLICT (recipient_id, group_key) DO UPDATE
         SET latest_id = excluded.latest_id, updated_at = excluded.updated_at,
             actor_count = CASE WHEN notification_groups.latest_id = 0 THEN 1
                                ELSE notification_groups.actor_count + (NOT EXISTS (
                                  SELECT 1 FROM notifications n WHERE n.recipient_id = excluded.recipient_id AND n.group_key = excluded.group_key
                                     AND n.actor_id = ${actor}))::int END
      RETURNING recipient_id, group_key)`;
}

/** The columns of a notification row, the same in `withheld_notifications`. */
export const NOTIFICATION_ROW = 'id, recipient_id, kind, actor_id, item_id, comment_id, group_key, created_at';

/**
 * CTEs that withdraw the notifications `condition` picks (an action undone): their rows go, and
 * each entry they were in counts its remaining people and points at its newest remaining row
 * (none left: the entry is no longer shown). Rows deleted in the statement are still seen by its
 * subqueries, hence `NOT IN gone`.
 */
export function withdrawingSql(condition: string): string {
  return `gone AS (DELETE FROM notifications WHERE ${condition} RETURNING ${NOTIFICATION_ROW}),
    remaining AS (
      SELECT g.recipient_id, g.group_key,
             COALESCE((SELECT max(n.id) FROM notifications n
                        WHERE n.recipient_id = g.recipient_id AND n.group_key = g.group_key AND n.id NOT IN (SELECT id FROM gone)), 0) AS latest_id,
             (SELECT count(DISTINCT gone.actor_id) FROM gone
               WHERE gone.recipient_id = g.recipient_id AND gone.group_key = g.group_key
                 AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.recipient_id = g.recipient_id AND n.group_key = g.group_key
                                    AND n.actor_id = gone.actor_id AND n.id NOT IN (SELECT id FROM gone))) AS people_gone
        FROM notification_groups g
       WHERE (g.recipient_id, g.group_key) IN (SELECT recipient_id, group_key FROM gone)),
    regrouped AS (
      UPDATE notification_groups g
         SET latest_id = remaining.latest_id, actor_count = GREATEST(0, g.actor_count - remaining.people_gone)
        FROM remaining
       WHERE g.recipient_id = remaining.recipient_id AND g.group_key = remaining.group_key)`;
}

export interface EntryRow {
  group_key: string;
  kind: NotificationKind;
  item_id: string | null;
  item_kind: NotificationEntry['item_kind'];
  item_preview: string | null;
  comment_text: string | null;
  /** Reminders: ms from the reminder to the event's start. */
  starts_in_ms: number | null;
  item_image_key: string | null;
  item_image_alt: string | null;
  latest_id: string;
  actor_count: number;
  updated_at: Date;
  unread: boolean;
  actors: NotificationEntry['actors'] | null;
}

/**
 * The entries of a person's list with what they show: the item's kind, a line of its text and
 * its first image, and the two newest people (distinct, newest first) with whether the reader
 * follows them. `$1` is the reader; `preview` is the SQL of the item's line of text, whatever its kind.
 */
export const entrySelect = (preview: string, startsAt: string) => `
  SELECT g.group_key, g.kind, g.item_id, i.kind AS item_kind,
         ${preview} AS item_preview,
         -- Comment entries (and mentions made in a comment) show the newest comment of someone the reader does not silence; reminders the time left when sent.
         CASE WHEN g.kind IN ('comment', 'mention') THEN (SELECT c.content FROM notifications n JOIN comments c ON c.id = n.comment_id
                                             WHERE n.recipient_id = g.recipient_id AND n.group_key = g.group_key AND ${notSilencedSql('g.recipient_id', 'n.actor_id')}
                                             ORDER BY n.id DESC LIMIT 1) END AS comment_text,
         CASE WHEN g.kind = 'event_reminder' THEN (extract(epoch FROM ${startsAt} - g.updated_at) * 1000)::float8 END AS starts_in_ms,
         (SELECT m.storage_key FROM content_media m WHERE m.item_id = g.item_id ORDER BY m.display_order LIMIT 1) AS item_image_key,
         (SELECT m.alt_text FROM content_media m WHERE m.item_id = g.item_id ORDER BY m.display_order LIMIT 1) AS item_image_alt,
         g.latest_id::text AS latest_id, g.updated_at,
         -- People the reader muted, or with a block either way, are neither named nor counted.
         g.actor_count - (SELECT count(*) FROM (SELECT muted_id AS id FROM mutes WHERE muter_id = g.recipient_id
                                                UNION SELECT blocked_id FROM blocks WHERE blocker_id = g.recipient_id
                                                UNION SELECT blocker_id FROM blocks WHERE blocked_id = g.recipient_id) silenced
                           WHERE EXISTS (SELECT 1 FROM notifications n WHERE n.actor_id = silenced.id AND n.recipient_id = g.recipient_id AND n.group_key = g.group_key))::int AS actor_count,
         g.latest_id > COALESCE((SELECT r.last_read_id FROM notification_reads r WHERE r.account_id = $1), 0) AS unread,
         (SELECT json_agg(json_build_object('id', a.id, 'username', a.username, 'full_name', a.full_name, 'profile_image', a.profile_image,
                                            'is_following', EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $1 AND f.followee_id = a.id))
                          ORDER BY newest.id DESC)
            FROM (SELECT DISTINCT ON (recent.actor_id) recent.actor_id, recent.id
                    FROM (SELECT n.actor_id, n.id FROM notifications n
                           WHERE n.recipient_id = g.recipient_id AND n.group_key = g.group_key AND n.actor_id IS NOT NULL
                             AND ${notSilencedSql('g.recipient_id', 'n.actor_id')}
                           ORDER BY n.id DESC LIMIT 10) recent
                   ORDER BY recent.actor_id, recent.id DESC) newest
            JOIN accounts a ON a.id = newest.actor_id) AS actors
    FROM notification_groups g
    LEFT JOIN content_items i ON i.id = g.item_id`;
