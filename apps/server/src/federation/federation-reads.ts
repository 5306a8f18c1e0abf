import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { isUuid, type ContentKindName } from '@gatherly/schema';
import type { RemoteActorRow } from './remote-accounts';

/** Who is shown: an account with a verified address (or of another server), not suspended (nor being deleted, nor a tombstone). */
const SHOWN = 'a.email_verified_at IS NOT NULL AND a.suspended_at IS NULL AND a.deleted_at IS NULL';
/** Who is an actor of this server: an account shown, of this server. */
const ACTOR = `${SHOWN} AND a.host IS NULL`;

/** Members of a collection (followers, following, outbox) on one of its pages. */
export const COLLECTION_PAGE_SIZE = 20;

export interface ActorRow {
  id: string;
  username: string;
  fullName: string;
  bio: string;
  profileImage: string | null;
  indexable: boolean;
  followerCount: number;
  followingCount: number;
  createdAt: Date;
}

/** A comment of an actor here, as a reply to its item. */
export interface CommentRow {
  id: string;
  itemId: string;
  /** The item's id on its own server; null for an item of this server. */
  itemRemoteUrl: string | null;
  text: string;
  createdAt: Date;
  authorUsername: string;
}

export interface ItemRow {
  id: string;
  kind: ContentKindName;
  authorUsername: string;
  createdAt: Date;
  editedAt: Date | null;
  likeCount: number;
  commentCount: number;
  /** A remark's text, a post's caption, an event's description. */
  text: string;
  event: {
    name: string;
    date: Date;
    timezone: string;
    location: string;
    category: string;
    isOnline: boolean;
    latitude: number | null;
    longitude: number | null;
    capacity: number | null;
    requiresApproval: boolean;
    goingCount: number;
  } | null;
  images: Array<{ storageKey: string; width: number; height: number; altText: string | null; blurhash: string | null }>;
}

/** A member of followers or following: an actor of this server (by its username), or of another. */
export interface FollowRow {
  username: string;
  remote: RemoteActorRow | null;
}

export interface Page<T> {
  items: T[];
  /** The cursor of the next page; null on the last. */
  next: string | null;
}

/** A page's cursor: the last member's time and id, so that a member added meanwhile moves no one to another page. */
function cursorOf(row: { at: Date; id: string }): string {
  return `${row.at.toISOString()}_${row.id}`;
}

function afterCursor(cursor: string | null): [string | null, string | null] {
  const match = cursor ? /^(\d{4}-\d\d-\d\dT[\d:.]+Z)_([0-9a-f-]{36})$/.exec(cursor) : null;
  return match ? [match[1], match[2]] : [null, null];
}

/** What the fediverse's routes read of local accounts and their items: only what anyone may see. */
@Injectable()
export class FederationReads {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The actor of exactly this username (its letter case too). */
  async actor(username: string): Promise<ActorRow | null> {
    const rows: ActorRow[] = await this.db.query(
      `SELECT a.id, a.username, a.full_name AS "fullName", a.bio, a.profile_image AS "profileImage", a.indexable,
              a.follower_count AS "followerCount", a.following_count AS "followingCount", a.created_at AS "createdAt"
         FROM accounts a WHERE lower(a.username) = lower($1) AND a.username = $1 AND ${ACTOR}`,
      [username],
    );
    return rows[0] ?? null;
  }

  /** The username as stored of the actor a handle names in any letter case, if any. */
  async usernameOf(handle: string): Promise<string | null> {
    const rows: Array<{ username: string }> = await this.db.query(`SELECT a.username FROM accounts a WHERE lower(a.username) = lower($1) AND ${ACTOR}`, [handle]);
    return rows[0]?.username ?? null;
  }

  /** Local actors, and the items they shared, for NodeInfo. */
  async usage(): Promise<{ users: number; items: number; comments: number }> {
    const [row]: Array<{ users: number; items: number; comments: number }> = await this.db.query(
      `SELECT (SELECT count(*)::int FROM accounts a WHERE ${ACTOR}) AS users,
              (SELECT count(*)::int FROM content_items i JOIN accounts a ON a.id = i.author_id WHERE ${ACTOR}) AS items,
              (SELECT count(*)::int FROM comments c JOIN accounts a ON a.id = c.author_id WHERE ${ACTOR}) AS comments`,
    );
    return row;
  }

  /** The actors who follow (`followers`) or whom `username` follows (`following`), newest first. */
  async follows(username: string, side: 'followers' | 'following', cursor: string | null): Promise<Page<FollowRow>> {
    const [at, id] = afterCursor(cursor);
    const [self, other] = side === 'followers' ? ['followee_id', 'follower_id'] : ['follower_id', 'followee_id'];
    const rows: Array<{ username: string; actor_url: string | null; inbox_url: string; shared_inbox_url: string | null; at: Date; id: string }> = await this.db.query(
      `SELECT a.username, r.actor_url, r.inbox_url, r.shared_inbox_url, f.created_at AS at, a.id
         FROM follows f JOIN accounts me ON me.id = f.${self} JOIN accounts a ON a.id = f.${other}
         LEFT JOIN remote_actors r ON r.account_id = a.id
        WHERE me.username = $1 AND me.host IS NULL AND ${SHOWN} AND (a.host IS NULL OR r.account_id IS NOT NULL)
          AND ($2::timestamptz IS NULL OR (f.created_at, f.${other}) < ($2::timestamptz, $3::uuid))
        ORDER BY f.created_at DESC, f.${other} DESC LIMIT ${COLLECTION_PAGE_SIZE + 1}`,
      [username, at, id],
    );
    return pageOf(rows, ({ username, actor_url, inbox_url, shared_inbox_url }) => ({
      username,
      remote: actor_url === null ? null : { actor_url, inbox_url, shared_inbox_url },
    }));
  }

  /** The items `username` shared, newest first. */
  async itemsBy(username: string, cursor: string | null): Promise<Page<ItemRow>> {
    const [at, id] = afterCursor(cursor);
    const rows: Array<{ id: string; at: Date }> = await this.db.query(
      `SELECT i.id, i.created_at AS at FROM content_items i JOIN accounts a ON a.id = i.author_id
        WHERE a.username = $1 AND ${ACTOR} AND ($2::timestamptz IS NULL OR (i.created_at, i.id) < ($2::timestamptz, $3::uuid))
        ORDER BY i.created_at DESC, i.id DESC LIMIT ${COLLECTION_PAGE_SIZE + 1}`,
      [username, at, id],
    );
    const page = pageOf(rows, (row) => row.id);
    const items = await this.items(page.items);
    return { items: page.items.map((itemId) => items.get(itemId)).filter((item): item is ItemRow => item !== undefined), next: page.next };
  }

  /** How many items `username` shared. */
  async itemCount(username: string): Promise<number> {
    const [row]: Array<{ count: number }> = await this.db.query(`SELECT count(*)::int AS count FROM content_items i JOIN accounts a ON a.id = i.author_id WHERE a.username = $1 AND ${ACTOR}`, [username]);
    return row.count;
  }

  /**
   * The comment of this id written by an actor, with what its Note says it replies to: the item's
   * id on its own server, or null for an item of this server; null when either is not shown.
   */
  async comment(id: string): Promise<CommentRow | null> {
    if (!isUuid(id)) return null;
    const [row]: CommentRow[] = await this.db.query(
      `SELECT c.id, c.item_id AS "itemId", i.remote_url AS "itemRemoteUrl", c.content AS text, c.created_at AS "createdAt", a.username AS "authorUsername"
         FROM comments c JOIN accounts a ON a.id = c.author_id JOIN content_items i ON i.id = c.item_id JOIN accounts ia ON ia.id = i.author_id
        WHERE c.id = $1 AND ${ACTOR} AND ia.suspended_at IS NULL AND ia.deleted_at IS NULL`,
      [id],
    );
    return row ?? null;
  }

  /** The item of this id, if its author is an actor. */
  async item(id: string): Promise<ItemRow | null> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
    return (await this.items([id])).get(id) ?? null;
  }

  private async items(ids: string[]): Promise<Map<string, ItemRow>> {
    if (ids.length === 0) return new Map();
    const rows: Array<Omit<ItemRow, 'event' | 'images'> & { eventName: string | null } & Record<string, unknown>> = await this.db.query(
      `SELECT i.id, i.kind, a.username AS "authorUsername", i.created_at AS "createdAt", i.edited_at AS "editedAt",
              i.like_count AS "likeCount", i.comment_count AS "commentCount",
              coalesce(r.content, p.caption, e.description, '') AS text,
              e.name AS "eventName", e.event_date AS "eventDate", e.timezone, e.location, e.category, e.is_online AS "isOnline",
              e.latitude, e.longitude, e.capacity, e.requires_approval AS "requiresApproval", e.going_count AS "goingCount"
         FROM content_items i JOIN accounts a ON a.id = i.author_id
         LEFT JOIN remarks r ON r.item_id = i.id LEFT JOIN posts p ON p.item_id = i.id LEFT JOIN events e ON e.item_id = i.id
        WHERE i.id = ANY($1::uuid[]) AND ${ACTOR}`,
      [ids],
    );
    const images: Array<ItemRow['images'][number] & { itemId: string }> = await this.db.query(
      `SELECT item_id AS "itemId", storage_key AS "storageKey", width, height, alt_text AS "altText", blurhash
         FROM content_media WHERE item_id = ANY($1::uuid[]) ORDER BY item_id, display_order`,
      [ids],
    );
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          kind: row.kind,
          authorUsername: row.authorUsername,
          createdAt: row.createdAt,
          editedAt: row.editedAt,
          likeCount: row.likeCount,
          commentCount: row.commentCount,
          text: row.text,
          event:
            row.eventName === null
              ? null
              : {
                  name: row.eventName,
                  date: row.eventDate as Date,
                  timezone: row.timezone as string,
                  location: row.location as string,
                  category: row.category as string,
                  isOnline: row.isOnline as boolean,
                  latitude: row.latitude as number | null,
                  longitude: row.longitude as number | null,
                  capacity: row.capacity as number | null,
                  requiresApproval: row.requiresApproval as boolean,
                  goingCount: row.goingCount as number,
                },
          images: images.filter((image) => image.itemId === row.id).map(({ itemId: _, ...image }) => image),
        },
      ]),
    );
  }
}

function pageOf<R extends { at: Date; id: string }, T>(rows: R[], member: (row: R) => T): Page<T> {
  const more = rows.length > COLLECTION_PAGE_SIZE;
  const shown = rows.slice(0, COLLECTION_PAGE_SIZE);
  return { items: shown.map(member), next: more ? cursorOf(shown[shown.length - 1]) : null };
}
