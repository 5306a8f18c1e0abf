import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { characterCount, EVENT_SEARCH_MESSAGES, isEventCategory, LIMITS } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../accounts/viewer';
import { DomainError } from '../../common/errors/domain-error';
import { cursorTimestampSql, Page, PageCursor, pageOf, parseCursor } from '../../common/paging/keyset';
import { likePattern } from '../../common/sql/like-pattern';
import { ContentItemsService } from '../shared/content-items.service';
import type { Row } from '../shared/content.models';
import { eventKind } from './event.kind';
import type { Event } from './event.model';
import { reachableSql } from '../../common/visibility/visibility-sql';

/** The author of the event `e`. */
const AUTHOR = '(SELECT ci.author_id FROM content_items ci WHERE ci.id = e.item_id)';

/** The filters of the Events page (spec §3); absent, null or blank ones do not filter. */
export interface EventFilters {
  event_name?: string | null;
  event_category?: string | null;
  event_is_online?: boolean | null;
}

/** The filters as SQL parameters: null where a filter is off. */
interface CheckedFilters {
  /** A LIKE pattern, its `%`, `_` and `\` escaped. */
  name: string | null;
  category: string | null;
  online: boolean | null;
}

/** The position of an event in the "soonest first" order: its date with microseconds, then its id. */
const ORDER_COLUMNS = `${cursorTimestampSql('e.event_date')} AS cursor_timestamp, e.item_id AS cursor_id`;

/**
 * Finding events: Explore (upcoming events by name, category and type) and Interested (the
 * upcoming events the viewer marked interest in). Both list events that have not started yet,
 * soonest first, a page at a time: a keyset on (event_date, item_id), so events created, moved or
 * deleted between two pages make no duplicates or gaps, even among events at the same instant.
 */
@Injectable()
export class EventsSearchService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly items: ContentItemsService,
  ) {}

  /**
   * Upcoming events matching every filter given. The name is searched for as typed (`%`, `_`
   * and `\` are themselves), ignoring case, through the trigram index on lower(name).
   */
  async explore(viewer: Viewer, filters: EventFilters | null | undefined, cursor: Partial<PageCursor> | null | undefined): Promise<Page<Row<Event>>> {
    const after = parseCursor(cursor);
    const checked = checkFilters(filters ?? {});
    if (checked === 'none') return { items: [], next_cursor: null };
    return this.page(
      `SELECT e.item_id AS id, ${ORDER_COLUMNS}
         FROM events e
        WHERE e.event_date >= now()
          AND ($1::text IS NULL OR lower(e.name) LIKE '%' || lower($1::text) || '%')
          AND ($2::text IS NULL OR e.category = $2::text)
          AND ($3::boolean IS NULL OR e.is_online = $3::boolean)
          AND ($4::timestamptz IS NULL OR (e.event_date, e.item_id) > ($4::timestamptz, $5::uuid))
          AND ${reachableSql('$6::uuid', AUTHOR)}
        ORDER BY e.event_date, e.item_id
        LIMIT ${LIMITS.pageSize + 1}`,
      [checked.name, checked.category, checked.online, after?.cursor_timestamp ?? null, after?.cursor_id ?? null, viewer.accountId],
    );
  }

  /** The upcoming events the viewer marked interest in. */
  async interested(viewer: Viewer, cursor: Partial<PageCursor> | null | undefined): Promise<Page<Row<Event>>> {
    const after = parseCursor(cursor);
    return this.page(
      `SELECT e.item_id AS id, ${ORDER_COLUMNS}
         FROM event_interests ei
         JOIN events e ON e.item_id = ei.item_id
        WHERE ei.account_id = $1
          AND e.event_date >= now()
          AND ($2::timestamptz IS NULL OR (e.event_date, e.item_id) > ($2::timestamptz, $3::uuid))
          AND ${reachableSql('$1', AUTHOR)}
        ORDER BY e.event_date, e.item_id
        LIMIT ${LIMITS.pageSize + 1}`,
      [viewer.accountId, after?.cursor_timestamp ?? null, after?.cursor_id ?? null],
    );
  }

  /** Reads `limit + 1` positions with `sql`, then the events of the page. */
  private async page(sql: string, parameters: unknown[]): Promise<Page<Row<Event>>> {
    const rows: Array<{ id: string } & PageCursor> = await this.db.query(sql, parameters);
    const page = pageOf(rows, LIMITS.pageSize, (row) => row.id);
    return { items: await this.items.read(eventKind, page.items), next_cursor: page.next_cursor };
  }
}

/** The filters as SQL parameters; 'none' when no event can match; a 400 for an unknown category or a body that is no object. */
function checkFilters(filters: EventFilters): CheckedFilters | 'none' {
  if (typeof filters !== 'object' || Array.isArray(filters)) throw DomainError.invalid([EVENT_SEARCH_MESSAGES.filtersInvalid]);
  const category = filters.event_category ?? '';
  if (category !== '' && !isEventCategory(category)) throw DomainError.invalid([EVENT_SEARCH_MESSAGES.categoryInvalid]);
  const name = (filters.event_name ?? '').trim();
  // No stored name is longer than the limit, and PostgreSQL text cannot hold U+0000.
  if (characterCount(name) > LIMITS.eventNameLength || name.includes('\u0000')) return 'none';
  return { name: name === '' ? null : likePattern(name), category: category === '' ? null : category, online: filters.event_is_online ?? null };
}
