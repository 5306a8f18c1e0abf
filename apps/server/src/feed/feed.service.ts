import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FEED_LIMITS, type ContentKindName } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import type { Viewer } from '../accounts/viewer';
import { cursorTimestampSql, Page, PageCursor, pageOf, parseCursor } from '../common/paging/keyset';
import { ContentItemsService, viewerStateSql } from '../content/shared/content-items.service';
import { prepared } from '../database/prepared';
import { notMutedSql, notSilencedSql } from '../common/visibility/visibility-sql';
import type { ContentItem, Row } from '../content/shared/content.models';
import type { ItemColumns, ViewerState } from '../content/shared/content-kind';
import type { ItemAround } from '../content/shared/content-loaders';
import { EVERY_PART, type PartsWanted } from '../content/shared/item-around';
import { TimelinesService } from './timelines.service';

/** What the page statement tells of the viewer's timeline besides its rows. */
interface TimelineState {
  /** Last read more than an hour ago: time to mark it read and cut it to its cap. */
  touch_due: boolean;
  floor_at: string | null;
  floor_id: string | null;
}

/** Fan-out reached this timeline all along since it was last read (else it is rebuilt before it is read). */
const FRESH = (state: string) => `${state}.read_at >= now() - interval '${FEED_LIMITS.activeDays - 1} days'`;
const STATE_COLUMNS = (state: string) => `${state}.read_at < now() - interval '1 hour' AS touch_due, ${state}.floor_at::text AS floor_at, ${state}.floor_id`;

type FeedRow = ItemColumns & PageCursor & ViewerState & Partial<TimelineState> & { author_suspended: boolean } & Record<string, unknown>;

/** A page of the feed, with what the viewer did with each item and what it is shown with (read in the same statement). */
export interface FeedPage extends Page<Row<ContentItem>> {
  around: ItemAround[];
  /** The kind of the item next_cursor points after (REST names its id by kind); it may be one left out. */
  nextKind: ContentKindName | null;
}

/** Columns of a feed row besides the item's: its cursor, and the viewer's ($1) like and interest. */
const FEED_COLUMNS = `${cursorTimestampSql('i.created_at')} AS cursor_timestamp, i.id AS cursor_id,
  ${viewerStateSql('$1')},
  a.suspended_at IS NOT NULL AS author_suspended`;

const LIMIT = FEED_LIMITS.pageSize;

/**
 * Items in the viewer's ($1) feed: the viewer's, those of everyone the viewer follows and has not
 * muted, and those carrying a tag the viewer follows whose author they have not silenced (muted, or
 * a block either way).
 */
const IN_FEED = (author: string, item: string) =>
  `(${author} = $1 OR (EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $1 AND f.followee_id = ${author}) AND ${notMutedSql('$1', author)})
    OR (EXISTS (SELECT 1 FROM item_hashtags ih JOIN hashtag_follows hf ON hf.tag = ih.tag AND hf.account_id = $1 WHERE ih.item_id = ${item}) AND ${notSilencedSql('$1', author)}))`;

/**
 * The home feed: the viewer's own items, those of everyone they follow and the new ones of the tags
 * they follow (fanned out from their creation on; older ones are not added), every kind mixed,
 * newest first, paged by (created_at, id). A page is a range read of the viewer's timeline; what
 * lies below the timeline's floor, and the timeline of someone back after a while, come from the
 * tables. Follows are checked on read, so an unfollow shows at once.
 */
@Injectable()
export class FeedService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly items: ContentItemsService,
    private readonly timelines: TimelinesService,
  ) {}

  /**
   * A page after `cursor`, each item read with the `parts` of what it is shown with (item-around.ts).
   * The timeline's state comes with the page's rows in the same statement; only a page that comes
   * back empty (a timeline to build, or one ending above its floor) reads it on its own.
   */
  async page(viewer: Viewer, cursor: Partial<PageCursor> | null | undefined, parts: PartsWanted = EVERY_PART): Promise<FeedPage> {
    const after = parseCursor(cursor);
    let rows = await this.fromTimeline(viewer.accountId, after, parts);
    let state: TimelineState;
    if (rows.length) {
      state = rows[0] as TimelineState;
      if (state.touch_due) await this.timelines.touch(viewer.accountId);
    } else {
      const read = await this.timeline(viewer.accountId);
      state = read.state;
      if (read.built) rows = await this.fromTimeline(viewer.accountId, after, parts);
    }
    if (rows.length <= LIMIT && state.floor_at !== null) {
      const last = rows.at(-1);
      rows.push(...(await this.fromTables(viewer.accountId, last ?? after, LIMIT + 1 - rows.length, parts)));
    }
    // Items of suspended authors are left out of the page after it is cut, so that the cursor still
    // moves past them (a page may then show fewer items). Checked per key instead, the condition
    // made PostgreSQL plan the range read of the timeline a third slower.
    const page = pageOf(rows, LIMIT, (row) => row);
    const shown = page.items.filter((row) => !row.author_suspended);
    return {
      items: shown.map((row) => this.items.fromAnyKind(row)),
      next_cursor: page.next_cursor,
      around: shown.map((row) => this.items.aroundOf(row, parts)),
      nextKind: page.next_cursor ? (page.items.at(-1)?.kind ?? null) : null,
    };
  }

  /** The state of the viewer's timeline, which is built first when fan-out may have missed it (`built`), or marked read when due. */
  private async timeline(accountId: string): Promise<{ state: TimelineState; built: boolean }> {
    const read = async (): Promise<(TimelineState & { fresh: boolean }) | undefined> =>
      (
        await prepared<TimelineState & { fresh: boolean }>(
          this.db,
          'feed-timeline-state',
          `SELECT ${FRESH('s')} AS fresh, ${STATE_COLUMNS('s')} FROM timeline_states s WHERE s.account_id = $1`,
          [accountId],
        )
      )[0];
    const state = await read();
    if (state?.fresh && !state.touch_due) return { state, built: false };
    if (state?.fresh) await this.timelines.touch(accountId);
    else await this.timelines.rebuild(accountId);
    const built = await read();
    if (!built) throw new Error(`no timeline state for ${accountId} after building it`);
    return { state: built, built: !state?.fresh };
  }

  /**
   * The page's rows from the viewer's timeline when fan-out kept it up to date (none otherwise),
   * above its floor, each with the timeline's state.
   */
  private fromTimeline(accountId: string, after: PageCursor | null, parts: PartsWanted): Promise<FeedRow[]> {
    const below = after ? 'AND (t.created_at, t.item_id) < ($2::timestamptz, $3::uuid)' : '';
    return prepared<FeedRow>(
      this.db,
      `feed-timeline-page${below && '-after'}-${parts.key}`,
      this.rowsOf(
        parts,
        `SELECT t.item_id, t.created_at, ${STATE_COLUMNS('s')}
           FROM timeline_states s JOIN home_timelines t ON t.account_id = s.account_id
          WHERE s.account_id = $1 AND ${FRESH('s')} AND ${IN_FEED('t.author_id', 't.item_id')} ${below}
            AND (s.floor_at IS NULL OR (t.created_at, t.item_id) >= (s.floor_at, s.floor_id))
          ORDER BY t.created_at DESC, t.item_id DESC
          LIMIT ${LIMIT + 1}`,
        'p.touch_due, p.floor_at, p.floor_id',
      ),
      after ? [accountId, after.cursor_timestamp, after.cursor_id] : [accountId],
    );
  }

  /** The feed read from the items and follows themselves, after `after`. */
  private fromTables(accountId: string, after: PageCursor | null, limit: number, parts: PartsWanted): Promise<FeedRow[]> {
    const below = after ? 'AND (i.created_at, i.id) < ($2::timestamptz, $3::uuid)' : '';
    return prepared<FeedRow>(
      this.db,
      `feed-tables-page${below && '-after'}-${limit}-${parts.key}`,
      this.rowsOf(
        parts,
        `SELECT i.id AS item_id, i.created_at FROM content_items i
          WHERE (i.author_id = $1 OR i.author_id IN (SELECT followee_id FROM follows WHERE follower_id = $1 AND ${notMutedSql('$1', 'followee_id')})) ${below}
          ORDER BY i.created_at DESC, i.id DESC
          LIMIT ${limit}`,
      ),
      after ? [accountId, after.cursor_timestamp, after.cursor_id] : [accountId],
    );
  }

  /**
   * The rows of a page whose keys (`item_id`, `created_at`) `keys` selects, newest first, with the
   * `parts` of what each item is shown with. The page
   * is cut before anything is joined, so the plan stays a range read of at most a page whatever the
   * planner believes of the timeline's size (a stale estimate had it join a whole timeline and sort).
   */
  private rowsOf(parts: PartsWanted, keys: string, keyColumns = ''): string {
    const { columns, joins } = this.items.anyKindSql();
    return `SELECT ${columns}, ${FEED_COLUMNS} ${keyColumns && `, ${keyColumns}`} ${this.items.aroundSql(parts, '$1::uuid')}
              FROM (${keys}) p
              JOIN content_items i ON i.id = p.item_id
              JOIN accounts a ON a.id = i.author_id
              ${joins}
             ORDER BY p.created_at DESC, p.item_id DESC`;
  }
}
