import { CHAT_LIMITS, DELETED_ACCOUNT_NAME, type MessageKindName } from '@gatherly/schema';
import { cursorTimestampSql } from '../common/paging/keyset';
import { notBlockedSql, reachableSql } from '../common/visibility/visibility-sql';
import type { ChatPersonData, ConversationData, MessageData } from './chat-events';
import { messageMentionsSql, type MessageMentionData } from './message-mentions-sql';
import type { MessageRow } from './message-writer';

/* The chat's reads as SQL, and how their rows become the data the doors answer. */

/*
 * A deleted account (its tombstone: accounts.deleted_at) stays hidden as a suspended one everywhere
 * but here: the messages it sent stay with the others, signed "Deleted account", with no user name
 * (so no link to a profile) and no photo.
 */
const usernameSql = (a: string) => `CASE WHEN ${a}.deleted_at IS NULL THEN ${a}.username ELSE '' END`;
const fullNameSql = (a: string) => `CASE WHEN ${a}.deleted_at IS NULL THEN ${a}.full_name ELSE '${DELETED_ACCOUNT_NAME}' END`;

/** What sender `account` wrote is shown: not suspended, or deleted (its messages stay). */
const senderShownSql = (account: string) => `NOT EXISTS (SELECT 1 FROM accounts su WHERE su.id = ${account} AND su.suspended_at IS NOT NULL AND su.deleted_at IS NULL)`;

/** A person of accounts row `a`, as ChatPersonData. */
const personSql = (a: string) => `json_build_object('id', ${a}.id, 'username', ${usernameSql(a)}, 'full_name', ${fullNameSql(a)}, 'profile_image', ${a}.profile_image)`;

/** The people of account ids `ids` (a uuid[] expression), in its order, as a JSON list. */
const peopleSql = (ids: string) =>
  `COALESCE((SELECT json_agg(${personSql('pa')} ORDER BY array_position(${ids}, pa.id)) FROM accounts pa WHERE pa.id = ANY(${ids})), '[]'::json)`;

/** The content of message `m` as shown: an unsent message's is empty (one with an open report keeps it for the moderators only, until the report is settled). */
export const shownContentSql = (m: string) => `CASE WHEN ${m}.unsent_at IS NULL THEN ${m}.content ELSE '' END`;

/** Columns of a message `m` with its sender `s`, read by `messageOf`. */
export const MESSAGE_COLUMNS = `m.id, m.conversation_id, ${shownContentSql('m')} AS content, m.created_at, m.kind, m.unsent_at IS NOT NULL AS unsent, m.client_id, ${peopleSql('m.people')} AS people,
  ${messageMentionsSql('m')} AS mentions, s.id AS sender_id, ${usernameSql('s')} AS sender_username, ${fullNameSql('s')} AS sender_full_name, s.profile_image AS sender_profile_image`;

/**
 * Message `u` counts as unread for `viewer` when it is after their read position (and after where
 * they joined): written by someone else they may see, and not unsent.
 */
export const unreadMessageSql = (u: string, viewer: string) =>
  `${u}.kind = 'text' AND ${u}.unsent_at IS NULL AND ${u}.sender_id <> ${viewer} AND ${senderShownSql(`${u}.sender_id`)} AND ${notBlockedSql(viewer, `${u}.sender_id`)}`;

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
  last_client_id: string | null;
  last_people: ChatPersonData[] | null;
  last_mentions: MessageMentionData[] | null;
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
           lm.kind AS last_kind, lm.unsent AS last_unsent, lm.people AS last_people_ids, lm.client_id AS last_client_id
      FROM conversation_members me
      JOIN conversations c ON c.id = me.conversation_id
      LEFT JOIN LATERAL (SELECT m.id, ${shownContentSql('m')} AS content, m.created_at, m.sender_id, m.kind, m.unsent_at IS NOT NULL AS unsent, m.people, m.client_id FROM messages m
                        WHERE m.conversation_id = c.id AND m.id > me.visible_from_message_id AND ${senderShownSql('m.sender_id')} AND ${notBlockedSql('$1', 'm.sender_id')}
                        ORDER BY m.id DESC LIMIT 1) lm ON true
     WHERE me.account_id = $1 ${where}),
  page AS (
    SELECT * FROM mine ${after ? 'WHERE (last_activity_at, id) < ($2::timestamptz, $3::uuid)' : ''}
     ORDER BY last_activity_at DESC, id DESC LIMIT ${CHAT_LIMITS.conversationsPageSize + 1})
  SELECT p.id, p.name, p.created_at, p.is_group, p.last_activity_at, p.last_read_message_id, p.last_id, p.last_content, p.last_created_at,
         p.last_kind, p.last_unsent, p.last_client_id, (SELECT ${messageMentionsSql('lmm')} FROM messages lmm WHERE lmm.id = p.last_id) AS last_mentions, CASE WHEN p.last_id IS NULL THEN NULL ELSE ${peopleSql('p.last_people_ids')} END AS last_people,
         ${cursorTimestampSql('p.last_activity_at')} AS cursor_timestamp, p.id AS cursor_id,
         (SELECT ${personSql('cr')} FROM accounts cr WHERE cr.id = p.created_by) AS created_by,
         COALESCE((SELECT min(GREATEST(o.last_read_message_id, o.visible_from_message_id)) FROM conversation_members o
                    WHERE o.conversation_id = p.id AND o.account_id <> $1 AND ${reachableSql('$1', 'o.account_id')}), 0) AS others_read_message_id,
         EXISTS (SELECT 1 FROM messages u WHERE u.conversation_id = p.id AND u.id > GREATEST(p.last_read_message_id, p.visible_from) AND ${unreadMessageSql('u', '$1')}) AS unread,
         (SELECT json_agg(${personSql('a')} ORDER BY cm.joined_at, a.username)
            FROM conversation_members cm JOIN accounts a ON a.id = cm.account_id WHERE cm.conversation_id = p.id) AS participants,
         ls.id AS last_sender_id, ${usernameSql('ls')} AS last_sender_username, ${fullNameSql('ls')} AS last_sender_full_name, ls.profile_image AS last_sender_profile_image
    FROM page p LEFT JOIN accounts ls ON ls.id = p.last_sender_id
   ORDER BY p.last_activity_at DESC, p.id DESC`;

/** How many conversations of the viewer ($1) have something unread. */
export const UNREAD_COUNT_SQL = `
  SELECT count(*)::int AS unread FROM conversation_members me
   WHERE me.account_id = $1
     AND EXISTS (SELECT 1 FROM messages u WHERE u.conversation_id = me.conversation_id AND u.id > GREATEST(me.last_read_message_id, me.visible_from_message_id)
                   AND ${unreadMessageSql('u', '$1')})`;

/**
 * Pages of messages for the viewer ($1): per conversation ($2) the newest before message $3 (null:
 * the newest of all), one more than a page, with `member` false where the viewer is not in it.
 */
export const MESSAGE_PAGES_SQL = `
  SELECT p.place::int AS place, me.account_id IS NOT NULL AS member, ${MESSAGE_COLUMNS}
    FROM unnest($2::uuid[], $3::bigint[]) WITH ORDINALITY AS p(conversation_id, before, place)
    LEFT JOIN conversation_members me ON me.conversation_id = p.conversation_id AND me.account_id = $1
    LEFT JOIN LATERAL (SELECT mm.* FROM messages mm JOIN accounts ms ON ms.id = mm.sender_id
                        WHERE me.account_id IS NOT NULL AND mm.conversation_id = p.conversation_id
                          AND mm.id > me.visible_from_message_id AND mm.id < COALESCE(p.before, 9223372036854775807) AND (ms.suspended_at IS NULL OR ms.deleted_at IS NOT NULL) AND ${notBlockedSql('$1', 'mm.sender_id')}
                        ORDER BY mm.id DESC LIMIT ${CHAT_LIMITS.pageSize + 1}) m ON true
    LEFT JOIN accounts s ON s.id = m.sender_id
   ORDER BY p.place, m.id DESC`;

/** The messages the viewer ($1) may see after each position ($2 conversations, $3 message ids), oldest first, at most CHAT_LIMITS.catchUp. */
export const MISSED_SQL = `
  SELECT ${MESSAGE_COLUMNS}
    FROM unnest($2::uuid[], $3::bigint[]) AS p(conversation_id, after)
    JOIN conversation_members me ON me.conversation_id = p.conversation_id AND me.account_id = $1
    JOIN messages m ON m.conversation_id = p.conversation_id AND m.id > GREATEST(p.after, me.visible_from_message_id)
    JOIN accounts s ON s.id = m.sender_id AND (s.suspended_at IS NULL OR s.deleted_at IS NOT NULL) AND ${notBlockedSql('$1', 's.id')}
   ORDER BY m.id LIMIT ${CHAT_LIMITS.catchUp}`;

/** The newest message of each conversation account $1 is in; '0' for one without any, so that its first is not missed. */
export const NEWEST_POSITIONS_SQL = `
  SELECT me.conversation_id, COALESCE(newest.id, 0)::text AS message_id
    FROM conversation_members me
    LEFT JOIN LATERAL (SELECT m.id FROM messages m WHERE m.conversation_id = me.conversation_id ORDER BY m.id DESC LIMIT 1) newest ON true
   WHERE me.account_id = $1`;

/** The message $1 as the viewer ($2) finds it to unsend: null when they are not in its conversation or it is from before they joined. */
export const UNSEND_CHECK_SQL = `
  SELECT m.sender_id, m.kind, m.unsent_at IS NOT NULL AS unsent, ${unsendableSql('m')} AS recent, ${reachableSql('$2', 'm.sender_id')} AS visible
    FROM messages m JOIN conversation_members me ON me.conversation_id = m.conversation_id AND me.account_id = $2
   WHERE m.id = $1 AND m.id > me.visible_from_message_id`;

/**
 * Unsends message $1 of sender $2 if it is still within the window, with who sees it. While a report
 * on it is open it keeps its text for the moderators (settling the report empties it); everyone
 * else sees it emptied.
 */
export const UNSEND_SQL = `
  WITH changed AS (
    UPDATE messages SET unsent_at = clock_timestamp(),
           content = CASE WHEN EXISTS (SELECT 1 FROM reports r WHERE r.status = 'open' AND r.target_type = 'message' AND r.target_id = messages.id::text) THEN content ELSE '' END
     WHERE id = $1 AND sender_id = $2 AND unsent_at IS NULL AND ${unsendableSql('messages')}
     RETURNING *)
  SELECT ${MESSAGE_COLUMNS}, ${audienceSql('m.conversation_id', 'm.sender_id')} AS member_ids
    FROM changed m JOIN accounts s ON s.id = m.sender_id`;

export function messageOf(row: MessageRow): MessageData {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    content: row.content,
    timestamp: row.created_at.toISOString(),
    sender: { id: row.sender_id, username: row.sender_username, full_name: row.sender_full_name, profile_image: row.sender_profile_image },
    kind: row.kind,
    people: row.people ?? [],
    mentions: row.mentions ?? [],
    unsent: row.unsent,
    client_id: row.client_id ?? null,
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
          client_id: row.last_client_id,
          people: row.last_people ?? [],
          mentions: row.last_mentions ?? [],
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
