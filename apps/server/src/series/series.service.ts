import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_CODES, isUuid, LIMITS, SERIES_LIMITS, SERIES_MESSAGES, type TextRef } from '@gatherly/schema';
import { DataSource, EntityManager, In } from 'typeorm';
import type { Viewer } from '../accounts/viewer';
import { DomainError } from '../common/errors/domain-error';
import { HASHTAG_WRITES, type HashtagWrites } from '../common/ports/hashtag-writes';
import { cursorTimestampSql, type Page, type PageCursor, pageOf, parseCursor } from '../common/paging/keyset';
import { reachableSql } from '../common/visibility/visibility-sql';
import { EventEntity } from '../content/events/event.entity';
import { eventKind } from '../content/events/event.kind';
import type { Event } from '../content/events/event.model';
import { ContentItemEntity } from '../content/shared/content-item.entity';
import { ContentItemsService } from '../content/shared/content-items.service';
import { ContentMediaEntity } from '../content/shared/media.entity';
import { HostsService } from '../hosting/hosts.service';
import type { Row } from '../content/shared/content.models';
import type { DescribedImage } from '../media/described-image';
import { EventSeriesEntity } from './event-series.entity';
import { changedRule, checkDates, checkRule, datesOf, movedRule, storedRule } from './series-rule';
import { instantOfWallClock, wallClockOf } from './zoned-time';

/** Columns a date of a series does not take from the one it is made from: its own identity, date and guests. */
const OWN_COLUMNS = new Set(['itemId', 'eventDate', 'seriesId', 'goingCount', 'waitlistCount', 'conversationId']);

/** A series as its page shows it. */
export interface SeriesRow {
  series_id: string;
  rrule: string;
}

const seriesNotFound = () => new DomainError(ERROR_CODES.seriesNotFound, [SERIES_MESSAGES.seriesNotFound]);
const DAY_MS = 86_400_000;

/**
 * Repeating events. A series is its rule; each of its dates is an event of its own (likes, comments,
 * interest, going), all made from the first, linked by `events.series_id`, and made ahead only for
 * SERIES_LIMITS.windowDays: the daily job (series-extender.ts) makes the next ones as the window moves.
 */
@Injectable()
export class SeriesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly items: ContentItemsService,
    private readonly hosts: HostsService,
    @Inject(HASHTAG_WRITES) private readonly hashtags: HashtagWrites,
  ) {}

  /** Problems of a rule on its own, told before any image is stored. */
  ruleProblems(rrule: unknown): TextRef[] {
    const checked = checkRule(rrule);
    return Array.isArray(checked) ? checked : [];
  }

  /**
   * Makes the event just inserted in `manager`'s transaction the first date of a series of `rrule`
   * (read in the event's time zone), and makes its other dates within the window, each with the same
   * fields and images. Refuses (so that the whole creation is undone) a rule that makes no date, too
   * many, or dates too far ahead.
   */
  async start(manager: EntityManager, viewer: Viewer, firstId: string, rrule: string, images: DescribedImage[], now = new Date()): Promise<void> {
    const checked = checkRule(rrule);
    if (Array.isArray(checked)) throw DomainError.invalid(checked);
    const first = await manager.findOneByOrFail(EventEntity, { itemId: firstId });
    const stored = storedRule(checked, first.eventDate, first.timezone);
    const dates = checkDates(stored, now);
    if (!(dates[0] instanceof Date)) throw DomainError.invalid(dates as TextRef[]);
    const all = dates as Date[];
    const windowEnd = new Date(now.getTime() + SERIES_LIMITS.windowDays * DAY_MS);
    // A first date past the window is made now all the same: the window starts from it.
    const generatedUntil = all[0] > windowEnd ? all[0] : windowEnd;
    const series = await manager.save(EventSeriesEntity, manager.create(EventSeriesEntity, { authorId: viewer.accountId, rrule: stored, generatedUntil, complete: all.at(-1)! <= generatedUntil }));
    // The first date is the rule's: the event as sent, moved to it when the rule does not start on it.
    await manager.update(EventEntity, { itemId: firstId }, { seriesId: series.id, eventDate: all[0] });
    const later = all.slice(1).filter((date) => date <= windowEnd);
    const ids = await this.copies(manager, viewer.accountId, first.itemId, series.id, later);
    if (ids.length > 0 && images.length > 0) {
      await manager.insert(
        ContentMediaEntity,
        ids.flatMap((itemId) => images.map((image, displayOrder) => ({ itemId, displayOrder, storageKey: image.key, width: image.width, height: image.height, blurhash: image.blurhash, altText: image.altText }))),
      );
    }
  }

  /**
   * Moves every unfinished series' window on to SERIES_LIMITS.windowDays from `now`: makes the dates
   * it now holds, copies of the series' latest date with its images. Each series in its own
   * transaction, locked so that two runs make nothing twice. Answers how many events were made.
   */
  async extendAll(now = new Date()): Promise<number> {
    const windowEnd = new Date(now.getTime() + SERIES_LIMITS.windowDays * DAY_MS);
    const due: Array<{ id: string }> = await this.db.query(`SELECT id FROM event_series WHERE NOT complete AND generated_until < $1 ORDER BY generated_until`, [windowEnd]);
    let made = 0;
    for (const { id } of due) {
      made += await this.db.transaction(async (manager) => {
        const [series] = await manager.query(`SELECT id, author_id, rrule, generated_until FROM event_series WHERE id = $1 AND NOT complete FOR UPDATE SKIP LOCKED`, [id]);
        return series ? this.extend(manager, series, windowEnd) : 0;
      });
    }
    return made;
  }

  private async extend(manager: EntityManager, series: { id: string; author_id: string; rrule: string; generated_until: Date }, windowEnd: Date): Promise<number> {
    const dates = datesOf(series.rrule, series.generated_until, windowEnd);
    const complete = datesOf(series.rrule, windowEnd, null, 1).length === 0;
    // The latest date, held against deletion while its images are named again (a deletion that
    // commits first is not the template; one that waits sees the new rows and keeps the files).
    const [template]: Array<{ item_id: string }> = await manager.query(
      `SELECT e.item_id FROM events e JOIN content_items i ON i.id = e.item_id WHERE e.series_id = $1 ORDER BY e.event_date DESC, e.item_id DESC LIMIT 1 FOR KEY SHARE OF i`,
      [series.id],
    );
    const ids = template ? await this.copies(manager, series.author_id, template.item_id, series.id, dates) : [];
    if (ids.length > 0) {
      await manager.query(
        `INSERT INTO content_media (item_id, display_order, storage_key, width, height, blurhash, alt_text)
         SELECT n.id, m.display_order, m.storage_key, m.width, m.height, m.blurhash, m.alt_text FROM content_media m CROSS JOIN unnest($1::uuid[]) AS n(id) WHERE m.item_id = $2`,
        [ids, template.item_id],
      );
      await manager.query(
        `INSERT INTO event_co_hosts (item_id, account_id) SELECT n.id, c.account_id FROM event_co_hosts c CROSS JOIN unnest($1::uuid[]) AS n(id) WHERE c.item_id = $2`,
        [ids, template.item_id],
      );
    }
    await manager.update(EventSeriesEntity, { id: series.id }, { generatedUntil: windowEnd, complete: complete || !template });
    return ids.length;
  }

  /** New events of the series at `dates`, each a copy of `templateId`'s row but for its date and guests. */
  private async copies(manager: EntityManager, authorId: string, templateId: string, seriesId: string, dates: Date[]): Promise<string[]> {
    if (dates.length === 0) return [];
    const inserted = await manager.insert(
      ContentItemEntity,
      dates.map(() => ({ kind: 'event', authorId })),
    );
    const ids = inserted.identifiers.map((identifier) => identifier.id as string);
    const metadata = manager.connection.getMetadata(EventEntity);
    const copied = this.copiedColumns(manager).map((property) => `"${metadata.findColumnWithPropertyName(property)!.databaseName}"`);
    await manager.query(
      `INSERT INTO events (item_id, event_date, series_id, ${copied.join(', ')})
       SELECT n.id, n.at, $3, ${copied.map((column) => `t.${column}`).join(', ')} FROM events t CROSS JOIN unnest($1::uuid[], $2::timestamptz[]) AS n(id, at) WHERE t.item_id = $4`,
      [ids, dates, seriesId, templateId],
    );
    await this.shareTexts(manager, templateId, ids);
    return ids;
  }

  /**
   * Gives the dates `ids` what `templateId`'s texts carry besides their words: the mentions of its
   * description (in place of their own), the link it previews, and its tags. The people named were
   * told once, by the date whose text named them: on the others their mentions are marked told.
   */
  private async shareTexts(manager: EntityManager, templateId: string, ids: string[]): Promise<void> {
    await manager.query(`DELETE FROM mentions WHERE item_id = ANY($1::uuid[]) AND comment_id IS NULL`, [ids]);
    await manager.query(
      `INSERT INTO mentions (item_id, account_id, written_as, position, notified_at)
       SELECT n.id, m.account_id, m.written_as, m.position, now() FROM mentions m CROSS JOIN unnest($1::uuid[]) AS n(id) WHERE m.item_id = $2 AND m.comment_id IS NULL`,
      [ids, templateId],
    );
    // The preview is kept per URL: the template's link queued its fetch, and each date reads it.
    await manager.query(`UPDATE content_items c SET link_url = t.link_url FROM content_items t WHERE t.id = $2 AND c.id = ANY($1::uuid[])`, [ids, templateId]);
    await this.hashtags.textsWritten(manager, ids);
  }

  /** The properties of an event's columns that its series' dates share (not those the database computes, as its search words). */
  private copiedColumns(manager: EntityManager): Array<keyof EventEntity> {
    return manager.connection
      .getMetadata(EventEntity)
      .columns.filter((column) => column.isInsert && column.isUpdate && !column.generatedType)
      .map((column) => column.propertyName as keyof EventEntity)
      .filter((property) => !OWN_COLUMNS.has(property));
  }

  /**
   * After an edit of `before` (the row as it was) in `manager`'s transaction, gives the later dates
   * of its series what changed: the same fields, and when its date or zone changed, the rule
   * rewritten from the new date (movedRule) and each later date the one of the same rank in it. As
   * calendar apps do, the moved date then starts a series of its own, and the old one ends before it.
   */
  async applyToFollowing(manager: EntityManager, before: EventEntity): Promise<void> {
    if (!before.seriesId) return;
    const after = await manager.findOneByOrFail(EventEntity, { itemId: before.itemId });
    const same = (one: unknown, other: unknown) => (one instanceof Date && other instanceof Date ? one.getTime() === other.getTime() : one === other);
    const changed = this.copiedColumns(manager).filter((key) => !same(after[key], before[key]));
    const later: Array<{ item_id: string; event_date: Date }> = await manager.query(
      // After `before`'s place in the series as it was: the edit may have moved it already.
      `SELECT item_id, event_date FROM events WHERE series_id = $1 AND (event_date, item_id) > ($2::timestamptz, $3::uuid) AND item_id <> $3 ORDER BY event_date, item_id FOR UPDATE`,
      [before.seriesId, before.eventDate, before.itemId],
    );
    const moved = after.eventDate.getTime() !== before.eventDate.getTime() || after.timezone !== before.timezone;
    if (later.length > 0 && changed.length > 0) {
      await manager.update(EventEntity, { itemId: In(later.map((row) => row.item_id)) }, Object.fromEntries(changed.map((key) => [key, after[key]])));
      // Texts changed: their mentions, link and tags follow (the event's own were stored with its edit).
      if (changed.includes('description') || changed.includes('name')) await this.shareTexts(manager, after.itemId, later.map((row) => row.item_id));
    }
    if (later.length > 0 && (changed.length > 0 || moved)) {
      await manager.update(ContentItemEntity, { id: In(later.map((row) => row.item_id)) }, { updatedAt: () => 'now()', editedAt: () => 'now()' });
    }
    if (moved) await this.moveFollowing(manager, before, after, later);
  }

  /** The rule from `after` on, given to its date and `later` (their order kept by rank), in a series of its own when earlier dates stay. */
  private async moveFollowing(manager: EntityManager, before: EventEntity, after: EventEntity, later: Array<{ item_id: string; event_date: Date }>): Promise<void> {
    // Held against the daily job, which skips a series while it changes (its window is extended here).
    const series = await manager.findOneOrFail(EventSeriesEntity, { where: { id: before.seriesId! }, lock: { mode: 'pessimistic_write' } });
    const rrule = movedRule(series.rrule, { date: before.eventDate, zone: before.timezone }, { date: after.eventDate, zone: after.timezone });
    // Each later date's rank among the old rule's dates after `before` (one moved on its own keeps the rank before it).
    const old = later.length > 0 ? datesOf(series.rrule, before.eventDate, later.at(-1)!.event_date) : [];
    const ranks = later.map((row) => Math.max(1, old.filter((date) => date <= row.event_date).length));
    const dates = datesOf(rrule, after.eventDate, null, Math.max(0, ...ranks));
    const shift = wallClockOf(after.eventDate, after.timezone).getTime() - wallClockOf(before.eventDate, before.timezone).getTime();
    const moved = later.map((row, index) => dates[ranks[index] - 1] ?? instantOfWallClock(new Date(wallClockOf(row.event_date, before.timezone).getTime() + shift), after.timezone));
    if (later.length > 0) {
      await manager.query(`UPDATE events e SET event_date = n.at FROM unnest($1::uuid[], $2::timestamptz[]) AS n(id, at) WHERE e.item_id = n.id`, [later.map((row) => row.item_id), moved]);
    }
    const made = [after.eventDate, ...moved].reduce((latest, date) => (date > latest ? date : latest));
    const [earlier] = await manager.query(`SELECT 1 FROM events WHERE series_id = $1 AND (event_date, item_id) < ($2::timestamptz, $3::uuid) AND item_id <> $3 LIMIT 1`, [
      series.id,
      before.eventDate,
      before.itemId,
    ]);
    let seriesId = series.id;
    if (earlier) {
      await manager.update(EventSeriesEntity, { id: series.id }, { rrule: changedRule(series.rrule, { until: new Date(before.eventDate.getTime() - 1000) }), complete: true });
      const split = await manager.save(EventSeriesEntity, manager.create(EventSeriesEntity, { authorId: series.authorId, rrule, generatedUntil: made, complete: false }));
      await manager.update(EventEntity, { itemId: In([after.itemId, ...later.map((row) => row.item_id)]) }, { seriesId: split.id });
      seriesId = split.id;
    } else {
      await manager.update(EventSeriesEntity, { id: series.id }, { rrule, generatedUntil: made, complete: false });
    }
    // The dates of the new rule up to where the window had reached, which no earlier date held.
    const windowEnd = series.generatedUntil > made ? series.generatedUntil : made;
    await this.extend(manager, { id: seriesId, author_id: series.authorId, rrule, generated_until: made }, windowEnd);
  }

  /**
   * Deletes one's own event and the later dates of its series, and ends the series before it: no
   * date of it is made again. Answers the images no event names any more, to remove once committed.
   */
  async deleteFollowing(viewer: Viewer, id: string): Promise<void> {
    await this.items.countWrite(viewer);
    const keys = await this.db.transaction(async (manager) => {
      // Only its creator deletes an event: a co-host is told so.
      await this.hosts.refuseCoHostDeleting(viewer, id, manager);
      await this.items.requireOwn(viewer, id, 'event', manager);
      const event = await manager.findOneByOrFail(EventEntity, { itemId: id });
      if (!event.seriesId) return this.items.deleteIn(manager, id);
      const series = await manager.findOneOrFail(EventSeriesEntity, { where: { id: event.seriesId }, lock: { mode: 'pessimistic_write' } });
      const doomed: Array<{ item_id: string }> = await manager.query(
        `SELECT item_id FROM events WHERE series_id = $1 AND (event_date, item_id) >= ($2::timestamptz, $3::uuid) FOR UPDATE`,
        [event.seriesId, event.eventDate, event.itemId],
      );
      const ended = changedRule(series.rrule, { until: new Date(event.eventDate.getTime() - 1000) });
      await manager.update(EventSeriesEntity, { id: series.id }, { rrule: ended, complete: true });
      const removed: string[] = [];
      for (const row of doomed) removed.push(...(await this.items.deleteIn(manager, row.item_id)));
      return removed;
    });
    await this.items.dropImages(keys, `event ${id} and the following dates`);
  }

  /** A series the viewer may see (404 when there is none, or a block stands between them and its author) and a page of its upcoming dates. */
  async upcoming(viewer: Viewer, seriesId: string, cursor: Partial<PageCursor> | null | undefined): Promise<{ series: SeriesRow; page: Page<Row<Event>> }> {
    const after = parseCursor(cursor);
    const [series]: SeriesRow[] = isUuid(seriesId)
      ? await this.db.query(`SELECT s.id AS series_id, s.rrule FROM event_series s WHERE s.id = $1 AND ${reachableSql('$2::uuid', 's.author_id')}`, [seriesId, viewer.accountId])
      : [];
    if (!series) throw seriesNotFound();
    const rows: Array<{ id: string } & PageCursor> = await this.db.query(
      `SELECT e.item_id AS id, ${cursorTimestampSql('e.event_date')} AS cursor_timestamp, e.item_id AS cursor_id
         FROM events e
        WHERE e.series_id = $1 AND e.event_date >= now()
          AND ($2::timestamptz IS NULL OR (e.event_date, e.item_id) > ($2::timestamptz, $3::uuid))
        ORDER BY e.event_date, e.item_id
        LIMIT ${LIMITS.pageSize + 1}`,
      [seriesId, after?.cursor_timestamp ?? null, after?.cursor_id ?? null],
    );
    const page = pageOf(rows, LIMITS.pageSize, (row) => row.id);
    return { series, page: { items: await this.items.read(eventKind, page.items, viewer.accountId), next_cursor: page.next_cursor } };
  }
}
