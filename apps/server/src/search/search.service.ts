import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { hashtagNamed, isSearchType, SEARCH_LIMITS, SEARCH_MESSAGES, type ContentKindName, type SearchHitType, type SearchType } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import type { Viewer } from '../accounts/viewer';
import { DomainError } from '../common/errors/domain-error';
import { cursorTimestampSql } from '../common/paging/keyset';
import { likePattern } from '../common/sql/like-pattern';
import { notBlockedSql, notMutedSql, reachableSql } from '../common/visibility/visibility-sql';
import { commentColumns, commentOf, type CommentRow } from '../content/engagement/comment-pages';
import type { ItemColumns, ViewerState } from '../content/shared/content-kind';
import type { ItemAround } from '../content/shared/content-loaders';
import { EVERY_PART, type PartsWanted } from '../content/shared/item-around';
import { ContentItemsService, viewerStateSql } from '../content/shared/content-items.service';
import type { Comment, ContentItem, Row } from '../content/shared/content.models';
import { prepared } from '../database/prepared';
import type { TagInfo } from '../hashtags/hashtags.service';
import { MediaService } from '../media/media.service';
import type { Person } from '../profiles/profile.models';
import { ProfilesService } from '../profiles/profiles.service';
import { parseSearchCursor, searchCursorOf, type SearchPosition } from './search-cursor';

/** One result: what it is, how well it matches, and the thing found (a comment comes with its item). */
export interface SearchResult {
  type: SearchHitType;
  rank: number;
  item?: Row<ContentItem>;
  comment?: Comment;
  person?: Person;
  tag?: TagInfo;
}

export interface SearchResults {
  results: SearchResult[];
  /** What the viewer did with each item found (liked, interested) and what it is shown with, by item id: read with the page. */
  around: Map<string, ItemAround>;
  /** Opaque: where the next page starts; null on the last page. */
  next_cursor: string | null;
}

/** A hit, with its item's columns (null where the item is not the viewer's to read, as `readAny` leaves it out). */
type HitRow = Partial<ItemColumns> &
  ViewerState &
  Record<string, unknown> & {
    type: ContentKindName | 'comment';
    item_id: string;
    comment_id: string | null;
    rank: number;
    rank_text: string;
    cursor_timestamp: string;
    hit_id: string;
  };

/** Which tables a type of search reads. */
const KINDS_OF: Record<Exclude<SearchType, 'people' | 'tag'>, Array<ContentKindName | 'comment'>> = {
  all: ['remark', 'post', 'event', 'comment'],
  remark: ['remark'],
  post: ['post'],
  event: ['event'],
  comment: ['comment'],
};

const TABLE_OF: Record<ContentKindName, string> = { remark: 'remarks', post: 'posts', event: 'events' };

/**
 * Whose writing the viewer ($1) finds: their own; and, of anyone else, only what the author lets
 * be found (`indexable`) and the viewer may see at all (no block either way, not muted, not
 * suspended or deleted). The same rules as the feed's, from common/visibility.
 */
const FINDABLE_AUTHOR = (author: string) =>
  `(${author}.id = $1 OR (${author}.indexable AND ${author}.suspended_at IS NULL AND ${reachableSql('$1', `${author}.id`)} AND ${notMutedSql('$1', `${author}.id`)}))`;

/**
 * The query's words as a tsquery ($2 is the text), stemmed and folded as the documents are
 * (migration 1795723100000), made once per statement: `OFFSET 0` keeps PostgreSQL from pulling the
 * one-row subquery up into each table's hits, where a prepared statement's generic plan folded and
 * parsed the words again for every hit it ranked.
 */
const QUERY = `(SELECT websearch_to_tsquery('english'::regconfig, search_fold($2)) AS query OFFSET 0) q`;

/**
 * Search of everything: remarks, posts (caption and image descriptions), events (name, description,
 * place) and comments by their words, stemmed and without accents, through each table's
 * `search_vector` and its GIN index; people by name (ProfilesService.search). Best matches first
 * (ts_rank_cd), then the newest; 20 a page, continued by an opaque cursor on (rank, time, id).
 */
@Injectable()
export class SearchService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly items: ContentItemsService,
    private readonly profiles: ProfilesService,
    @Inject(MediaService) private readonly media: MediaService,
  ) {}

  /** A page of results; the items found are read with the `parts` of what they are shown with (item-around.ts). */
  async search(viewer: Viewer, query: unknown, type: unknown, cursor: unknown, parts: PartsWanted = EVERY_PART): Promise<SearchResults> {
    const text = typeof query === 'string' ? query.trim().slice(0, SEARCH_LIMITS.queryLength) : '';
    if (text === '' || text.includes('\u0000')) throw DomainError.invalid([SEARCH_MESSAGES.queryRequired]);
    const searchType = type === undefined || type === null || type === '' ? 'all' : type;
    if (!isSearchType(searchType)) throw DomainError.invalid([SEARCH_MESSAGES.typeInvalid]);
    const after = parseSearchCursor(cursor);
    if (searchType === 'people') return this.people(viewer, text, after);
    if (searchType === 'tag') return this.tags(viewer, text, after);
    return this.writing(viewer, text, KINDS_OF[searchType], after, parts);
  }

  /** People by name: user search's own order, ranked by their place in it; one page only. */
  private async people(viewer: Viewer, text: string, after: SearchPosition | null): Promise<SearchResults> {
    if (after) return { results: [], around: new Map(), next_cursor: null };
    const people = await this.profiles.search(viewer, text);
    return { results: people.map((person, index) => ({ type: 'people', rank: (people.length - index) / people.length, person })), around: new Map(), next_cursor: null };
  }

  /**
   * Tags that start with the query (its normal form, `#` or not), carried by at least one item: the
   * tag itself first, then the most used; one page only, ranked by place.
   */
  private async tags(viewer: Viewer, text: string, after: SearchPosition | null): Promise<SearchResults> {
    const name = hashtagNamed(text.replace(/^#/, '').replace(/\s+/g, '_'));
    if (after || name === null) return { results: [], around: new Map(), next_cursor: null };
    const tags: TagInfo[] = await this.db.query(
      `SELECT h.name, h.item_count, EXISTS (SELECT 1 FROM hashtag_follows f WHERE f.account_id = $1 AND f.tag = h.name) AS is_following
         FROM hashtags h
        WHERE h.name LIKE $2 || '%' AND h.item_count > 0
        ORDER BY h.name = $3 DESC, h.item_count DESC, h.name
        LIMIT ${SEARCH_LIMITS.pageSize}`,
      [viewer.accountId, likePattern(name), name],
    );
    return { results: tags.map((tag, index) => ({ type: 'tag', rank: (tags.length - index) / tags.length, tag })), around: new Map(), next_cursor: null };
  }

  private async writing(viewer: Viewer, text: string, kinds: Array<ContentKindName | 'comment'>, after: SearchPosition | null, parts: PartsWanted): Promise<SearchResults> {
    const values: unknown[] = [viewer.accountId, text];
    const below = after
      ? `WHERE (h.rank, h.created_at, h.hit_id) < ($${values.push(after.rank)}::real, $${values.push(after.created_at)}::timestamptz, $${values.push(after.id)}::uuid)`
      : '';
    const { columns, joins } = this.items.anyKindSql();
    // The page is cut on the hits, then its items are read in the same statement as `readAny`
    // reads them (an author suspended or on the other side of a block leaves the item out), with
    // what the viewer did with each and what it is shown with. Prepared once per connection for each
    // set of kinds and parts, with and without a cursor.
    const rows = await prepared<HitRow>(
      this.db,
      `search-${kinds.join('-')}${after ? '-after' : ''}-${parts.key}`,
      `SELECT p.*, ${columns},
              ${viewerStateSql('$1')}
              ${this.items.aroundSql(parts, '$1::uuid')}
         FROM (SELECT h.type, h.item_id, h.comment_id, h.hit_id, h.rank, h.rank::text AS rank_text, h.created_at AS hit_created_at,
                      ${cursorTimestampSql('h.created_at')} AS cursor_timestamp
                 FROM (${kinds.map((kind) => this.hitsOf(kind)).join(' UNION ALL ')}) h
                 ${below}
                ORDER BY h.rank DESC, h.created_at DESC, h.hit_id DESC
                LIMIT ${SEARCH_LIMITS.pageSize + 1}) p
         LEFT JOIN (content_items i JOIN accounts a ON a.id = i.author_id AND a.suspended_at IS NULL AND ${notBlockedSql('$1', 'i.author_id')})
           ON i.id = p.item_id
         ${joins}
        ORDER BY p.rank DESC, p.hit_created_at DESC, p.hit_id DESC`,
      values,
    );
    const kept = rows.slice(0, SEARCH_LIMITS.pageSize);
    const last = kept.at(-1);
    const next_cursor = rows.length > kept.length && last ? searchCursorOf({ rank: last.rank_text, created_at: last.cursor_timestamp, id: last.hit_id }) : null;
    const commentIds = kept.flatMap((row) => (row.comment_id ? [row.comment_id] : []));
    const comments = await this.comments(viewer.accountId, commentIds);
    const itemById = new Map(kept.flatMap((row) => (row.id ? [[row.id, this.items.fromAnyKind(row as ItemColumns & Record<string, unknown>)] as const] : [])));
    const around = new Map(kept.flatMap((row) => (row.id ? [[row.id, this.items.aroundOf(row as HitRow & ItemColumns, parts)] as const] : [])));
    const commentById = new Map(comments.map((comment) => [comment.id, comment]));
    const results = kept.flatMap((row): SearchResult[] => {
      const item = itemById.get(row.item_id);
      if (!item) return [];
      if (row.type !== 'comment') return [{ type: row.type, rank: row.rank, item }];
      const comment = row.comment_id ? commentById.get(row.comment_id) : undefined;
      return comment ? [{ type: 'comment', rank: row.rank, item, comment }] : [];
    });
    return { results, around, next_cursor };
  }

  /** The hits of one table: their kind, item, comment, rank and creation time, for the viewer ($1) and the query ($2). */
  private hitsOf(kind: ContentKindName | 'comment'): string {
    if (kind === 'comment') {
      return `SELECT 'comment' AS type, c.item_id, c.id AS comment_id, c.id AS hit_id, ts_rank_cd(c.search_vector, q.query) AS rank, c.created_at
                FROM ${QUERY}
                JOIN comments c ON c.search_vector @@ q.query
                JOIN accounts a ON a.id = c.author_id
                JOIN content_items i ON i.id = c.item_id
                JOIN accounts ia ON ia.id = i.author_id
               WHERE ${FINDABLE_AUTHOR('a')} AND ia.suspended_at IS NULL AND ${reachableSql('$1', 'ia.id')}`;
    }
    return `SELECT '${kind}' AS type, i.id AS item_id, NULL::uuid AS comment_id, i.id AS hit_id, ts_rank_cd(k.search_vector, q.query) AS rank, i.created_at
              FROM ${QUERY}
              JOIN ${TABLE_OF[kind]} k ON k.search_vector @@ q.query
              JOIN content_items i ON i.id = k.item_id
              JOIN accounts a ON a.id = i.author_id
             WHERE ${FINDABLE_AUTHOR('a')}`;
  }

  /** Comments by id, read as an item's comments are (comment-pages.ts), for the viewer. */
  private async comments(viewerId: string, ids: string[]): Promise<Comment[]> {
    if (ids.length === 0) return [];
    const rows = await prepared<CommentRow>(
      this.db,
      'search-comments',
      `SELECT ${commentColumns('$2::uuid')} FROM comments c JOIN content_items i ON i.id = c.item_id JOIN accounts a ON a.id = c.author_id WHERE c.id = ANY($1::uuid[])`,
      [ids, viewerId],
    );
    return rows.map((row) => commentOf(row, (key) => this.media.urlOf(key)));
  }
}
