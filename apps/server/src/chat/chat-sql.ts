import { CHAT_LIMITS, type MessageKindName } from '@gatherly/schema';
import { cursorTimestampSql } from '../common/paging/keyset';
import { notBlockedSql, notSuspendedSql, reachableSql } from '../common/visibility/visibility-sql';
import type { ChatPersonData, ConversationData, MessageData } from './chat-events';
import type { MessageRow } from './message-writer';

/* The chat's reads as SQL, and how their rows become the data the doors answer. */

/** A person of accounts row `a`, as ChatPersonData. */
const personSql = (a: string) => `json_build_object('id', ${a}.id, 'username', ${a}.username, 'full_name', ${a}.full_name, 'profile_image', ${a}.profile_image)`;

/** The people of account ids `ids` (a uuid[] expression), in its order, as a JSON list. */
const peopleSql = (ids: string) =>
  `COALESCE((SELECT json_agg(${personSql('pa')} ORDER BY array_position(${ids}, pa.id)) FROM accounts pa WHERE pa.id = ANY(${ids})), '[]'::json)`;

/** The content of message `m` as shown: an unsent message's is empty (one with an open report keeps it for the moderators only, until the report is settled). */
export const shownContentSql = (m: string) => `CASE WHEN ${m}.unsent_at IS NULL THEN ${m}.content ELSE '' END`;

/** Columns of a message `m` with its sender `s`, read by `messageOf`. */
export const MESSAGE_COLUMNS = `m.id, m.conversation_id, ${shownContentSql('m')} AS content, m.created_at, m.kind, m.unsent_at IS NOT NULL AS unsent, ${peopleSql('m.people')} AS people,
  s.id AS sender_id, s.username AS sender_username, s.full_name AS sender_full_name, s.profile_image AS sender_profile_image`;

/**
 * Message `u` counts as unread for `viewer` when it is after their read position (and after where
 * they joined): written by someone else they may see, and not unsent.
 */
export const unreadMessageSql = (u: string, viewer: string) =>
  `${u}.kind = 'text' AND ${u}.unsent_at IS NULL AND ${u}.sender_id <> ${viewer} AND ${notSuspendedSql(`${u}.sender_id`)} AND ${notBlockedSql(viewer, `${u}.sender_id`)}`;

/** Who in conversation `conversation` sees what `sender` writes (no block either way), as a uuid[] (null: nobody). */
export const audienceSql = (conversation: string, sender: string) =>
  `(SELECT array_agg(cm.account_id) FROM conversation_members cm WHERE cm.conversation_id = ${conversation} AND ${notBlockedSql('cm.account_id', sender)})`;

/** Message `m` was sent recently enough to be unsent (CHAT_LIMITS.unsendWindowSeconds). */
export const unsendableSql = (m: string) => `${m}.created_at > clock_timestamp() - make_interval(secs => ${CHAT_LIMITS.unsendWindowSeconds})`;

export interface ConversationRow {
  id: string;
  name: string;
  is_group: boolean;
  created_by: ChatPersonData | null;
  others_read_message_id: string;
  unread: boolean;
  created_at: Date;
  last_activity_at: Date;
  last_read_message_id: string;
  participants: ChatPersonData[];
  last_id: string | null;
  last_content: string | null;
  last_created_at: Date | null;
  last_kind: MessageKindName | null;
  last_unsent: boolean | null;
  last_people: ChatPersonData[] | null;
  last_sender_id: string | null;
  last_sender_username: string | null;
  last_sender_full_name: string | null;
  last_sender_profile_image: string | null;
}

/**
 * The conversations of `me` (the viewer, $1), newest activity first: participants, the last message
 * the viewer may see (none from before they joined) and the viewer's read position, in one
 * statement, whatever their number.
 * `where` narrows them before they are ordered (`AND c.id = $2`); `after` keeps those past a
 * cursor ($2, $3). Participants and senders are read for the rows of the page only.
 */
export const conversationsSql = ({ where = '', after = false }: { where?: string; after?: boolean }) => `
  WITH mine AS (
    SELECT c.id, c.name, c.created_at, c.created_by, c.direct_key IS NULL AS is_group, COALESCE(lm.created_at, c.created_at) AS last_activity_at, me.last_read_message_id,
           me.visible_from_message_id AS visible_from,
           lm.id AS last_id, lm.content AS last_content, lm.created_at AS last_created_at, lm.sender_id AS last_sender_id,
           lm.kind AS last_kind, lm.unsent AS last_unsent, lm.people AS last_people_ids
      FROM conversation_members me
      JOIN conversations c ON c.id = me.conversation_id
      LEFT JOIN LATERAL (SELECT m.id, ${shownContentSql('m')} AS content, m.created_at, m.sender_id, m.kind, m.unsent_at IS NOT NULL AS unsent, m.people FROM messages m
                        WHERE m.conversation_id = c.id AND m.id > me.visible_from_message_id AND ${notSuspendedSql('m.sender_id')} AND ${notBlockedSql('$1', 'm.sender_id')}
                        ORDER BY m.id DESC LIMIT 1) lm ON true
     WHERE me.account_id = $1 ${where}),
  page AS (
    SELECT * FROM mine ${after ? 'WHERE (last_activity_at, id) < ($2::timestamptz, $3::uuid)' : ''}
     ORDER BY last_activity_at DESC, id DESC LIMIT ${CHAT_LIMITS.conversationsPageSize + 1})
  SELECT p.id, p.name, p.created_at, p.is_group, p.last_activity_at, p.last_read_message_id, p.last_id, p.last_content, p.last_created_at,
         p.last_kind, p.last_unsent, CASE WHEN p.last_id IS NULL THEN NULL ELSE ${peopleSql('p.last_people_ids')} END AS last_people,
         ${cursorTimestampSql('p.last_activity_at')} AS cursor_timestamp, p.id AS cursor_id,
         (SELECT ${personSql('cr')} FROM accounts cr WHERE cr.id = p.created_by) AS created_by,
         COALESCE((SELECT min(GREATEST(o.last_read_message_id, o.visible_from_message_id)) FROM conversation_members o
                    WHERE o.conversation_id = p.id AND o.account_id <> $1 AND ${reachableSql('$1', 'o.account_id')}), 0) AS others_read_message_id,
         EXISTS (SELECT 1 FROM messages u WHERE u.conversation_id = p.id AND u.id > GREATEST(p.last_read_message_id, p.visible_from) AND ${unreadMessageSql('u', '$1')}) AS unread,
         (SELECT json_agg(${personSql('a')} ORDER BY cm.joined_at, a.username)
            FROM conversation_members cm JOIN accounts a ON a.id = cm.account_id WHERE cm.conversation_id = p.id) AS participants,
         ls.id AS last_sender_id, ls.username AS last_sender_username, ls.full_name AS last_sender_full_name, ls.profile_image AS last_sender_profile_image
    FROM page p LEFT JOIN accounts ls ON ls.id = p.last_sender_id
   ORDER BY p.last_activity_at DESC, p.id DESC`;

export function messageOf(row: MessageRow): MessageData {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    content: row.content,
    timestamp: row.created_at.toISOString(),
    sender: { id: row.sender_id, username: row.sender_username, full_name: row.sender_full_name, profile_image: row.sender_profile_image },
    kind: row.kind,
    people: row.people ?? [],
    unsent: row.unsent,
  };
}

export function conversationOf(row: ConversationRow): ConversationData {
  const last: MessageData | null =
    row.last_id === null
      ? null
      : messageOf({
          id: row.last_id,
          conversation_id: row.id,
          content: row.last_content ?? '',
          created_at: row.last_created_at ?? row.created_at,
          kind: row.last_kind ?? 'text',
          unsent: row.last_unsent ?? false,
          people: row.last_people ?? [],
          sender_id: row.last_sender_id ?? '',
          sender_username: row.last_sender_username ?? '',
          sender_full_name: row.last_sender_full_name ?? '',
          sender_profile_image: row.last_sender_profile_image,
        });
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    last_activity_at: row.last_activity_at.toISOString(),
    participants: row.participants ?? [],
    last_message: last,
    last_read_message_id: row.last_read_message_id,
    is_group: row.is_group,
    created_by: row.created_by,
    others_read_message_id: row.others_read_message_id,
    unread: row.unread,
  };
}
