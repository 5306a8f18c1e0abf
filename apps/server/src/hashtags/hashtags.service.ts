import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FEED_LIMITS, FEED_MESSAGES, HASHTAG_LIMITS, HASHTAG_MESSAGES, hashtagNamed } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import type { Viewer } from '../accounts/viewer';
import { DomainError } from '../common/errors/domain-error';
import { cursorTimestampSql, type PageCursor, pageOf, parseCursor } from '../common/paging/keyset';
import { notMutedSql, reachableSql } from '../common/visibility/visibility-sql';
import type { ItemColumns } from '../content/shared/content-kind';
import type { ViewerState } from '../content/shared/content-kind';
import { EVERY_PART, type PartsWanted } from '../content/shared/item-around';
import { ContentItemsService, viewerStateSql } from '../content/shared/content-items.service';
import { prepared } from '../database/prepared';
import type { FeedPage } from '../feed/feed.service';

/** A tag as its page heads it. */
export interface TagInfo {
  name: string;
  /** Items that carry it, whoever may see them. */
  item_count: number;
  /** Whether the viewer follows it. */
  is_following: boolean;
}

export interface TrendingTagInfo {
  name: string;
  /** Items that took it up within the trending window. */
  count: number;
}

type TagRow = ItemColumns & PageCursor & ViewerState & Record<string, unknown>;

const LIMIT = FEED_LIMITS.pageSize;

/** Columns of a tag ($2) as the viewer ($1) is shown it: a tag no item carries yet counts 0. */
const TAG_INFO = `$2::varchar AS name, coalesce((SELECT item_count FROM hashtags WHERE name = $2), 0) AS item_count,
  EXISTS (SELECT 1 FROM hashtag_follows WHERE account_id = $1 AND tag = $2) AS is_following`;

/**
 * Tag pages, followed tags and trending. A tag page is the feed's shape over one tag's index: every
 * remark, post and event carrying it that the viewer may see (the shared visibility policy: no block
 * either way, no muted or suspended author), newest first, paged by (created_at, id).
 */
@Injectable()
export class HashtagsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly items: ContentItemsService,
  ) {}

  /** The normal form of a tag named by a client, or a 400 naming `tag`. */
  tagOf(name: string): string {
    const tag = hashtagNamed(name);
    if (tag === null) throw DomainError.invalid([HASHTAG_MESSAGES.tagInvalid]);
    return tag;
  }

  /** A tag with its count and whether the viewer follows it; a tag no item carries yet counts 0. */
  async tag(viewer: Viewer, name: string): Promise<TagInfo> {
    const [row]: TagInfo[] = await prepared<TagInfo>(this.db, 'hashtag-info', `SELECT ${TAG_INFO}`, [viewer.accountId, this.tagOf(name)]);
    return row;
  }

  async follow(viewer: Viewer, name: string): Promise<TagInfo> {
    await this.db.query('INSERT INTO hashtag_follows (account_id, tag) VALUES ($1, $2) ON CONFLICT DO NOTHING', [viewer.accountId, this.tagOf(name)]);
    return this.tag(viewer, name);
  }

  async unfollow(viewer: Viewer, name: string): Promise<TagInfo> {
    await this.db.query('DELETE FROM hashtag_follows WHERE account_id = $1 AND tag = $2', [viewer.accountId, this.tagOf(name)]);
    return this.tag(viewer, name);
  }

  /**
   * The tags most taken up in the last hours, from the hourly counts kept as items are written (a
   * read of at most a day of rows, never of the items). Items deleted since still count.
   */
  trending(): Promise<TrendingTagInfo[]> {
    return prepared<TrendingTagInfo>(
      this.db,
      'hashtag-trending',
      `SELECT tag AS name, sum(count)::int AS count FROM hashtag_hours
        WHERE hour > now() - interval '${HASHTAG_LIMITS.trendingHours} hours'
        GROUP BY tag HAVING sum(count) > 0
        ORDER BY count DESC, name
        LIMIT ${HASHTAG_LIMITS.trendingCount}`,
      [],
    );
  }

  /**
   * A page of the tag's items the viewer may see, newest first, with what the viewer did with each
   * and the `parts` of what it is shown with (item-around.ts).
   */
  async page(viewer: Viewer, name: string, cursor: Partial<PageCursor> | null | undefined, parts: PartsWanted = EVERY_PART): Promise<FeedPage> {
    const { values, below } = this.pageValues(viewer, name, cursor);
    const rows = await prepared<TagRow>(this.db, `hashtag-page${below && '-after'}-${parts.key}`, this.pageSql(below, parts), values);
    return this.pageOf(rows, parts);
  }

  /** The tag (as `tag` reads it) and a page of its items (as `page`), in one statement. */
  async tagWithPage(viewer: Viewer, name: string, cursor: Partial<PageCursor> | null | undefined, parts: PartsWanted = EVERY_PART): Promise<{ tag: TagInfo; page: FeedPage }> {
    const { values, below } = this.pageValues(viewer, name, cursor);
    // One row per item with the tag's columns beside (one row of them alone for an empty page).
    const rows = await prepared<TagRow & { tag_name: string; tag_item_count: number; tag_is_following: boolean }>(
      this.db,
      `hashtag-with-page${below && '-after'}-${parts.key}`,
      `SELECT t.name AS tag_name, t.item_count AS tag_item_count, t.is_following AS tag_is_following, p.*
         FROM (SELECT ${TAG_INFO}) t
         LEFT JOIN LATERAL (${this.pageSql(below, parts)}) p ON true
        ORDER BY p.created_at DESC, p.id DESC`,
      values,
    );
    const [first] = rows;
    return {
      tag: { name: first.tag_name, item_count: first.tag_item_count, is_following: first.tag_is_following },
      page: this.pageOf(
        rows.filter((row) => row.id !== null),
        parts,
      ),
    };
  }

  /** The values of a page's statement, $1 the viewer and $2 the tag, and its condition for a cursor. */
  private pageValues(viewer: Viewer, name: string, cursor: Partial<PageCursor> | null | undefined): { values: unknown[]; below: string } {
    const tag = this.tagOf(name);
    const after = parseCursor(cursor, FEED_MESSAGES.cursorInvalid);
    const values: unknown[] = [viewer.accountId, tag];
    const below = after ? `AND (h.created_at, h.item_id) < ($${values.push(after.cursor_timestamp)}::timestamptz, $${values.push(after.cursor_id)}::uuid)` : '';
    return { values, below };
  }

  /**
   * A page's statement. It is cut on the tag's index before the kinds are joined, as the feed's is;
   * the items read to cut it are the page's (an item's tag keeps its creation time).
   */
  private pageSql(below: string, parts: PartsWanted): string {
    const { columns, joins } = this.items.anyKindSql();
    return `SELECT ${columns}, ${cursorTimestampSql('i.created_at')} AS cursor_timestamp, i.id AS cursor_id,
                   ${viewerStateSql('$1')}
                   ${this.items.aroundSql(parts, '$1::uuid')}
              FROM (SELECT t.* FROM item_hashtags h JOIN content_items t ON t.id = h.item_id
                     WHERE h.tag = $2 ${below} AND ${reachableSql('$1', 't.author_id')} AND ${notMutedSql('$1', 't.author_id')}
                     ORDER BY h.created_at DESC, h.item_id DESC
                     LIMIT ${LIMIT + 1}) i
              JOIN accounts a ON a.id = i.author_id
              ${joins}
             ORDER BY i.created_at DESC, i.id DESC`;
  }

  private pageOf(rows: TagRow[], parts: PartsWanted): FeedPage {
    const page = pageOf(rows, LIMIT, (row) => row);
    return {
      items: page.items.map((row) => this.items.fromAnyKind(row)),
      next_cursor: page.next_cursor,
      around: page.items.map((row) => this.items.aroundOf(row, parts)),
      nextKind: page.next_cursor ? (page.items.at(-1)?.kind ?? null) : null,
    };
  }
}
