import { mentionedUsernames } from '@gatherly/schema';
import { reachableSql } from '../common/visibility/visibility-sql';

/* Mentions in messages as SQL: found and stored with the message, read with it in the same statement. */

/** A mention of a message as it travels on the bus and as the doors answer it. */
export interface MessageMentionData {
  account_id: string;
  /** The account's user name now. */
  username: string;
  /** The name as the message writes it, after the @. */
  written_as: string;
}

/**
 * The mentions of message `m` (a messages row), as a JSON array in the order written: only people
 * its sender may see now (a block either way since, a suspension or a deletion drops them); none
 * once it is unsent.
 */
export const messageMentionsSql = (m: string) =>
  `CASE WHEN ${m}.unsent_at IS NOT NULL THEN '[]'::json ELSE COALESCE(
     (SELECT json_agg(json_build_object('account_id', ma.id, 'username', ma.username, 'written_as', mm.written_as) ORDER BY mm.position)
        FROM message_mentions mm JOIN accounts ma ON ma.id = mm.account_id
       WHERE mm.message_id = ${m}.id AND ma.deleted_at IS NULL AND ${reachableSql(`${m}.sender_id`, 'mm.account_id')}), '[]'::json) END`;

/**
 * The accounts named by messages about to be written, as an SQL relation (place, account_id, name,
 * position): `names` ($n) a text[] of the names written, `places` an int[] of the place of each
 * name's message, `senders` an SQL relation with `place` and `sender_id`. An account counts once per
 * message, where first written; only those the sender may see (no block either way, not suspended).
 */
export const mentionedAccountsSql = (places: string, names: string, senders: string) =>
  `SELECT DISTINCT ON (w.place, a.id) w.place, a.id AS account_id, w.name, w.position
     FROM unnest(${places}::int[], ${names}::text[]) WITH ORDINALITY AS w(place, name, position)
     JOIN ${senders} sd ON sd.place = w.place
     JOIN accounts a ON lower(a.username) = lower(w.name) AND a.deleted_at IS NULL AND a.email_verified_at IS NOT NULL AND ${reachableSql('sd.sender_id', 'a.id')}
    ORDER BY w.place, a.id, w.position`;

/** The JSON array of mentions of message `id` among `stored` (rows with message_id, account_id, written_as, position), as messageMentionsSql answers it. */
export const storedMentionsJsonSql = (stored: string, id: string) =>
  `COALESCE((SELECT json_agg(json_build_object('account_id', sa.id, 'username', sa.username, 'written_as', st.written_as) ORDER BY st.position)
               FROM ${stored} st JOIN accounts sa ON sa.id = st.account_id WHERE st.message_id = ${id}), '[]'::json)`;

/** The names messages `contents` mention, flattened: the place (from 1) of each name's message, and the names. */
export function mentionedNames(contents: readonly string[]): { places: number[]; names: string[] } {
  const places: number[] = [];
  const names: string[] = [];
  contents.forEach((content, index) => {
    for (const name of mentionedUsernames(content)) {
      places.push(index + 1);
      names.push(name);
    }
  });
  return { places, names };
}
