import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EVENT_MAP_LIMITS, LIMITS } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../accounts/viewer';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { cursorTimestampSql, Page, PageCursor, pageOf, parseCursor } from '../../common/paging/keyset';
import { PlacesService } from '../../places/places.service';
import { ContentItemsService, type AroundPage } from '../shared/content-items.service';
import { EVERY_PART, type PartsWanted } from '../shared/item-around';
import type { Row } from '../shared/content.models';
import { eventKind } from './event.kind';
import type { Event } from './event.model';
import { reachableSql } from '../../common/visibility/visibility-sql';
import { boundsSql, checkBounds, checkFilters, distanceMetres, type EventFilters, filtersSql, type MapBounds, param, type SqlParameters } from './event-search-filters';

export type { EventFilters, MapBounds } from './event-search-filters';

/** The author of the event `e`. */
const AUTHOR = '(SELECT ci.author_id FROM content_items ci WHERE ci.id = e.item_id)';

/** The position of an event in the "soonest first" order: its date with microseconds, then its id. */
const ORDER_COLUMNS = `${cursorTimestampSql('e.event_date')} AS cursor_timestamp, e.item_id AS cursor_id`;

/** A place of the map: one event, where and when. */
export interface EventMarkerRow {
  event_id: string;
  event_name: string;
  event_date: Date;
  latitude: number;
  longitude: number;
}

/**
 * Finding events: Explore (upcoming events by name, category, type, place and date), its map, and
 * Interested (the upcoming events the viewer marked interest in). The lists hold events that have
 * not started yet, soonest first, a page at a time: a keyset on (event_date, item_id), so events
 * created, moved or deleted between two pages make no duplicates or gaps, even among events at the
 * same instant. Near a place, the distance index narrows the events first (event-search-filters.ts).
 */
@Injectable()
export class EventsSearchService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly items: ContentItemsService,
    private readonly places: PlacesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The base map clients draw markers on: MAP_TILES_URL (null: none) and MAP_ATTRIBUTION. */
  mapConfig(): { tiles_url: string | null; attribution: string } {
    return { tiles_url: this.config.map.tilesUrl, attribution: this.config.map.attribution };
  }

  /**
   * Upcoming events matching every filter given. The name is searched for as typed (`%`, `_`
   * and `\` are themselves), ignoring case, through the trigram index on lower(name); near a
   * place, each event carries its distance in kilometres, to a tenth. The statement reads only what
   * the distance index holds (id, date, coordinates): near a place it never visits the table, and
   * the distances of the page's events are worked out here, on earthdistance's sphere.
   */
  async explore(
    viewer: Viewer,
    filters: EventFilters | null | undefined,
    cursor: Partial<PageCursor> | null | undefined,
    parts: PartsWanted = EVERY_PART,
  ): Promise<Page<Row<Event>> & AroundPage<Event>> {
    const after = parseCursor(cursor);
    const checked = await checkFilters(filters ?? {}, this.places, new Date());
    if (checked === 'none') return { items: [], next_cursor: null, around: [] };
    const parameters: SqlParameters = [viewer.accountId];
    const conditions = filtersSql(checked, parameters);
    const keyset = after ? `AND (e.event_date, e.item_id) > (${param(parameters, after.cursor_timestamp)}::timestamptz, ${param(parameters, after.cursor_id)}::uuid)` : '';
    const rows: Array<{ id: string; latitude: number | null; longitude: number | null } & PageCursor> = await this.db.query(
      `SELECT e.item_id AS id, ${ORDER_COLUMNS}, e.latitude, e.longitude
         FROM events e
        WHERE e.event_date >= now() ${conditions} ${keyset}
          AND ${reachableSql('$1::uuid', AUTHOR)}
        ORDER BY e.event_date, e.item_id
        LIMIT ${LIMITS.pageSize + 1}`,
      parameters,
    );
    const page = pageOf(rows, LIMITS.pageSize, (row) => row);
    const { near } = checked;
    const distanceKm = (row: (typeof rows)[number]) =>
      near && row.latitude !== null && row.longitude !== null ? Math.round(distanceMetres(near.latitude, near.longitude, row.latitude, row.longitude) / 100) / 10 : null;
    const distances = new Map(page.items.map((row) => [row.id, distanceKm(row)]));
    const read = await this.items.readAround(eventKind, page.items.map((row) => row.id), viewer.accountId, parts);
    return { items: read.items.map((event) => ({ ...event, distance_km: distances.get(event.id) ?? null })), next_cursor: page.next_cursor, around: read.around };
  }

  /**
   * The places of upcoming events inside the map's bounds that match every filter, soonest first,
   * at most EVENT_MAP_LIMITS.markers; events without a place are not on maps.
   */
  async map(viewer: Viewer, filters: EventFilters | null | undefined, bounds: Partial<MapBounds> | null | undefined): Promise<EventMarkerRow[]> {
    const box = checkBounds(bounds ?? {});
    const checked = await checkFilters(filters ?? {}, this.places, new Date());
    if (checked === 'none') return [];
    const parameters: SqlParameters = [viewer.accountId];
    const conditions = filtersSql(checked, parameters);
    return this.db.query(
      `SELECT e.item_id AS event_id, e.name AS event_name, e.event_date, e.latitude, e.longitude
         FROM events e
        WHERE e.event_date >= now() ${conditions} AND ${boundsSql(box, parameters)}
          AND ${reachableSql('$1::uuid', AUTHOR)}
        ORDER BY e.event_date, e.item_id
        LIMIT ${EVENT_MAP_LIMITS.markers}`,
      parameters,
    );
  }

  /** The upcoming events the viewer marked interest in. */
  async interested(viewer: Viewer, cursor: Partial<PageCursor> | null | undefined, parts: PartsWanted = EVERY_PART): Promise<Page<Row<Event>> & AroundPage<Event>> {
    const after = parseCursor(cursor);
    const rows: Array<{ id: string } & PageCursor> = await this.db.query(
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
    const page = pageOf(rows, LIMITS.pageSize, (row) => row.id);
    return { ...(await this.items.readAround(eventKind, page.items, viewer.accountId, parts)), next_cursor: page.next_cursor };
  }
}
