import { DATA_EXPORT_FILES, NOTIFICATION_DEFAULTS, NOTIFICATION_KINDS, type NotificationKind } from '@gatherly/schema';
import type { DataSource } from 'typeorm';

/** Rows read at once: an account of any size is read a page at a time, never whole. */
const PAGE = 500;
/** Items read at once, with their images and comments. */
const ITEM_PAGE = 100;

/** Where an image is in the archive: its stored display file, as it is. */
export const archivedImage = (key: string) => `media/${key}.webp`;

/**
 * Rows of a keyset query page after page. `sql` takes the account as $1 and the last key read as
 * $2 (null at first), orders by `key` and reads at most `limit` rows.
 */
export async function* pagesOf<T extends { key: string }>(db: DataSource, sql: string, accountId: string, limit = PAGE): AsyncGenerator<T[]> {
  let after: string | null = null;
  for (;;) {
    const rows: T[] = await db.query(`${sql} LIMIT ${limit}`, [accountId, after]);
    if (rows.length > 0) yield rows;
    if (rows.length < limit) return;
    after = rows[rows.length - 1].key;
  }
}

/** Each row of every page, without its key. */
async function* rowsOf<T extends { key: string }>(pages: AsyncIterable<T[]>): AsyncGenerator<Omit<T, 'key'>> {
  for await (const page of pages) {
    for (const { key: _key, ...row } of page) yield row;
  }
}

/** A JSON array written as its elements come, so that no more than one page is held at once. */
export async function* jsonArray(elements: AsyncIterable<unknown>): AsyncGenerator<Buffer> {
  let first = true;
  yield Buffer.from('[');
  for await (const element of elements) {
    yield Buffer.from(`${first ? '\n' : ',\n'}${JSON.stringify(element, null, 2)}`);
    first = false;
  }
  yield Buffer.from(first ? ']\n' : '\n]\n');
}

/** The archive's README: what each file holds. */
export function readme(username: string, madeAt: Date): string {
  return [
    `# Your Gatherly data`,
    '',
    `This archive holds the data of the Gatherly account @${username}, as it was on ${madeAt.toISOString()}.`,
    'JSON files hold arrays or objects in UTF-8; times are ISO 8601 in UTC; images are in media/ and named in the JSON files by their path in this archive.',
    '',
    '## Files',
    '',
    ...DATA_EXPORT_FILES.map((file) => `- \`${file.name}\`: ${file.holds}`),
    '',
  ].join('\n');
}

/** profile.json: the account, its profile and its notification settings (each kind, in the app and by e-mail). */
export async function profileOf(db: DataSource, accountId: string): Promise<{ profile: Record<string, unknown>; username: string; photoKey: string | null }> {
  const [account]: Array<Record<string, unknown> & { username: string; profile_image_key: string | null }> = await db.query(
    `SELECT username, full_name, email, phone_number, bio, gender, theme_preference, language, created_at, email_verified_at,
            profile_image_key, follower_count, following_count
       FROM accounts WHERE id = $1`,
    [accountId],
  );
  if (!account) throw new Error(`no account ${accountId}`);
  const chosen: Array<{ kind: NotificationKind; in_app: boolean; email: boolean; push: boolean | null }> = await db.query(
    'SELECT kind, in_app, email, push FROM notification_preferences WHERE account_id = $1',
    [accountId],
  );
  const byKind = new Map(chosen.map((row) => [row.kind, row]));
  const { profile_image_key: photoKey, ...rest } = account;
  return {
    username: account.username,
    photoKey,
    profile: {
      ...rest,
      profile_image: photoKey ? archivedImage(photoKey) : null,
      notification_settings: NOTIFICATION_KINDS.map((kind) => {
        const row = byKind.get(kind);
        return { kind, in_app: row?.in_app ?? NOTIFICATION_DEFAULTS[kind].in_app, email: row?.email ?? NOTIFICATION_DEFAULTS[kind].email, push: row?.push ?? NOTIFICATION_DEFAULTS[kind].push };
      }),
    },
  };
}

export function following(db: DataSource, accountId: string): AsyncGenerator<unknown> {
  return rowsOf(
    pagesOf(
      db,
      `SELECT f.followee_id AS key, a.username, a.full_name, f.created_at AS followed_at
         FROM follows f JOIN accounts a ON a.id = f.followee_id
        WHERE f.follower_id = $1 AND ($2::uuid IS NULL OR f.followee_id > $2::uuid) ORDER BY f.followee_id`,
      accountId,
    ),
  );
}

export function followers(db: DataSource, accountId: string): AsyncGenerator<unknown> {
  return rowsOf(
    pagesOf(
      db,
      `SELECT f.follower_id AS key, a.username, a.full_name, f.created_at AS followed_at
         FROM follows f JOIN accounts a ON a.id = f.follower_id
        WHERE f.followee_id = $1 AND ($2::uuid IS NULL OR f.follower_id > $2::uuid) ORDER BY f.follower_id`,
      accountId,
    ),
  );
}

interface ItemRow {
  key: string;
  id: string;
  kind: string;
  created_at: Date;
  edited_at: Date | null;
  text: string | null;
  like_count: number;
  comment_count: number;
  interest_count: number;
  event: Record<string, unknown> | null;
}

/** items.json: what the person shared, each with its images (paths in the archive, with their descriptions) and all its comments. */
export async function* items(db: DataSource, accountId: string): AsyncGenerator<unknown> {
  const pages = pagesOf<ItemRow>(
    db,
    `SELECT i.id AS key, i.id, i.kind, i.created_at, i.edited_at, COALESCE(r.content, p.caption) AS text,
            i.like_count, i.comment_count, i.interest_count,
            CASE WHEN e.item_id IS NULL THEN NULL ELSE json_build_object(
              'name', e.name, 'description', e.description, 'date', e.event_date, 'timezone', e.timezone,
              'location', e.location, 'category', e.category, 'is_online', e.is_online,
              'place_name', e.place_name, 'place_region', e.place_region, 'place_country', e.place_country,
              'latitude', e.latitude, 'longitude', e.longitude, 'capacity', e.capacity,
              'requires_approval', e.requires_approval, 'going_count', e.going_count) END AS event
       FROM content_items i
       LEFT JOIN remarks r ON r.item_id = i.id LEFT JOIN posts p ON p.item_id = i.id LEFT JOIN events e ON e.item_id = i.id
      WHERE i.author_id = $1 AND ($2::uuid IS NULL OR i.id > $2::uuid) ORDER BY i.id`,
    accountId,
    ITEM_PAGE,
  );
  for await (const page of pages) {
    const ids = page.map((item) => item.id);
    const media: Array<{ item_id: string; storage_key: string; alt_text: string | null }> = await db.query(
      'SELECT item_id, storage_key, alt_text FROM content_media WHERE item_id = ANY($1::uuid[]) ORDER BY item_id, display_order',
      [ids],
    );
    const comments: Array<{ item_id: string; id: string; author: string | null; content: string; created_at: Date }> = await db.query(
      `SELECT c.item_id, c.id, a.username AS author, c.content, c.created_at
         FROM comments c LEFT JOIN accounts a ON a.id = c.author_id
        WHERE c.item_id = ANY($1::uuid[]) ORDER BY c.created_at, c.id`,
      [ids],
    );
    for (const { key: _key, ...item } of page) {
      yield {
        ...item,
        images: media.filter((row) => row.item_id === item.id).map((row) => ({ file: archivedImage(row.storage_key), alt_text: row.alt_text })),
        comments: comments.filter((row) => row.item_id === item.id).map(({ item_id: _item, ...comment }) => comment),
      };
    }
  }
}

/** The stored keys of every image the archive holds: the profile photo's, then those of the person's items, a page at a time. */
export async function* imageKeys(db: DataSource, accountId: string, photoKey: string | null): AsyncGenerator<string> {
  if (photoKey) yield photoKey;
  const pages = pagesOf<{ key: string; storage_key: string }>(
    db,
    `SELECT m.id::text AS key, m.storage_key FROM content_media m JOIN content_items i ON i.id = m.item_id
      WHERE i.author_id = $1 AND ($2::uuid IS NULL OR m.id > $2::uuid) ORDER BY m.id`,
    accountId,
  );
  for await (const page of pages) for (const row of page) yield row.storage_key;
}

export function ownComments(db: DataSource, accountId: string): AsyncGenerator<unknown> {
  return rowsOf(
    pagesOf(
      db,
      `SELECT c.id AS key, c.id, c.item_id, i.kind AS item_kind, a.username AS item_author, c.content, c.created_at
         FROM comments c JOIN content_items i ON i.id = c.item_id JOIN accounts a ON a.id = i.author_id
        WHERE c.author_id = $1 AND ($2::uuid IS NULL OR c.id > $2::uuid) ORDER BY c.id`,
      accountId,
    ),
  );
}

export function likes(db: DataSource, accountId: string): AsyncGenerator<unknown> {
  return rowsOf(
    pagesOf(
      db,
      `SELECT l.item_id AS key, l.item_id, i.kind AS item_kind, a.username AS item_author, l.created_at AS liked_at
         FROM likes l JOIN content_items i ON i.id = l.item_id JOIN accounts a ON a.id = i.author_id
        WHERE l.account_id = $1 AND ($2::uuid IS NULL OR l.item_id > $2::uuid) ORDER BY l.item_id`,
      accountId,
    ),
  );
}

/** The events the person is interested in or answered, whoever made them. */
const ANSWERED_EVENTS = `SELECT item_id FROM event_interests WHERE account_id = $1 UNION SELECT item_id FROM event_rsvps WHERE account_id = $1`;

export function interests(db: DataSource, accountId: string): AsyncGenerator<unknown> {
  return rowsOf(
    pagesOf(
      db,
      `SELECT e.item_id AS key, e.item_id AS event_id, e.name AS event_name, e.event_date, e.timezone AS event_timezone, e.location AS event_location,
              ei.created_at IS NOT NULL AS interested, ei.created_at AS interested_at, r.status AS answer, r.created_at AS answered_at
         FROM events e
         LEFT JOIN event_interests ei ON ei.item_id = e.item_id AND ei.account_id = $1
         LEFT JOIN event_rsvps r ON r.item_id = e.item_id AND r.account_id = $1
        WHERE e.item_id IN (${ANSWERED_EVENTS}) AND ($2::uuid IS NULL OR e.item_id > $2::uuid) ORDER BY e.item_id`,
      accountId,
    ),
  );
}

interface ConversationRow {
  key: string;
  id: string;
  name: string;
  created_at: Date;
  joined_at: Date;
  members: string[];
  visible_from: string;
}

/**
 * conversations.json: each conversation the person is in, with its members and the messages they
 * can see, oldest first; written as the messages are read, so a long conversation is never held whole.
 */
export async function* conversationsJson(db: DataSource, accountId: string): AsyncGenerator<Buffer> {
  const pages = pagesOf<ConversationRow>(
    db,
    `SELECT c.id AS key, c.id, c.name, c.created_at, m.joined_at, m.visible_from_message_id::text AS visible_from,
            ARRAY(SELECT a.username FROM conversation_members o JOIN accounts a ON a.id = o.account_id WHERE o.conversation_id = c.id ORDER BY a.username) AS members
       FROM conversation_members m JOIN conversations c ON c.id = m.conversation_id
      WHERE m.account_id = $1 AND ($2::uuid IS NULL OR c.id > $2::uuid) ORDER BY c.id`,
    accountId,
    ITEM_PAGE,
  );
  let first = true;
  yield Buffer.from('[');
  for await (const page of pages) {
    for (const { key: _key, visible_from, ...conversation } of page) {
      // The conversation's own fields, its closing brace left off for the messages that follow.
      const head = JSON.stringify(conversation, null, 2).slice(0, -2);
      yield Buffer.from(`${first ? '\n' : ',\n'}${head},\n  "messages": [`);
      first = false;
      let none = true;
      for await (const message of messages(db, conversation.id, visible_from)) {
        yield Buffer.from(`${none ? '\n' : ',\n'}    ${JSON.stringify(message)}`);
        none = false;
      }
      yield Buffer.from(none ? ']\n}' : '\n  ]\n}');
    }
  }
  yield Buffer.from(first ? ']\n' : '\n]\n');
}

/** The messages of one conversation from `after` on; bounded by the chat's own limits on a conversation. */
async function* messages(db: DataSource, conversationId: string, after: string): AsyncGenerator<unknown> {
  let last = after;
  for (;;) {
    const rows: Array<{ id: string; sender: string | null; kind: string; content: string; people: string[]; created_at: Date; unsent_at: Date | null }> = await db.query(
      `SELECT m.id::text AS id, a.username AS sender, m.kind, m.content,
              ARRAY(SELECT p.username FROM accounts p WHERE p.id = ANY(m.people) ORDER BY p.username) AS people, m.created_at, m.unsent_at
         FROM messages m LEFT JOIN accounts a ON a.id = m.sender_id
        WHERE m.conversation_id = $1 AND m.id > $2::bigint ORDER BY m.id LIMIT ${PAGE}`,
      [conversationId, last],
    );
    for (const row of rows) yield row.unsent_at ? { ...row, content: null } : row;
    if (rows.length < PAGE) return;
    last = rows[rows.length - 1].id;
  }
}

/** The events of events.ics: the person's own and those they are interested in or going to. */
export const CALENDAR_EVENTS_SQL = `
  SELECT e.item_id AS key, e.item_id AS id, e.name AS event_name, e.description AS event_description, e.event_date,
         e.location AS event_location, e.category AS event_category, e.is_online AS event_is_online, e.timezone AS event_timezone
    FROM events e JOIN content_items i ON i.id = e.item_id
   WHERE (i.author_id = $1 OR e.item_id IN (SELECT item_id FROM event_interests WHERE account_id = $1
                                           UNION SELECT item_id FROM event_rsvps WHERE account_id = $1 AND status = 'going'))
     AND ($2::uuid IS NULL OR e.item_id > $2::uuid)
   ORDER BY e.item_id`;
