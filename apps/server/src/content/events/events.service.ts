import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type EditScope, EventFields, LIMITS, parseMediaAlts, SERIES_MESSAGES, storedText, validateEvent, validateImageCount } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../accounts/viewer';
import { DomainError } from '../../common/errors/domain-error';
import { cursorTimestampSql, type Page, type PageCursor, pageOf, parseCursor } from '../../common/paging/keyset';
import { reachableSql } from '../../common/visibility/visibility-sql';
import type { Person } from '../../profiles/profile.models';
import { described } from '../../media/described-image';
import { MediaService } from '../../media/media.service';
import { HostsService } from '../../hosting/hosts.service';
import type { EventPlaceInput } from '../../places/event-place';
import { PlacesService } from '../../places/places.service';
import { EVENT_SEATS, type EventSeats, type SeatsInput } from '../../common/ports/event-seats';
import { EVENT_SERIES, type EventSeries } from '../../common/ports/event-series';
import { ContentItemsService } from '../shared/content-items.service';
import { LinkPreviewsService } from '../../link-previews/link-previews.service';
import { MentionsService } from '../mentions/mentions.service';
import type { Row } from '../shared/content.models';
import { EventEntity } from './event.entity';
import { eventKind } from './event.kind';
import type { Event } from './event.model';

/** Event fields as a client sends them; on update, absent fields keep their stored value. */
export interface EventInput extends Partial<EventFields>, SeatsInput, EventPlaceInput {
  event_is_online?: boolean;
  /** On creation: the rule by which it repeats (a series). */
  event_rrule?: string;
}

@Injectable()
export class EventsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly items: ContentItemsService,
    @Inject(MediaService) private readonly media: MediaService,
    private readonly hosts: HostsService,
    @Inject(EVENT_SEATS) private readonly seats: EventSeats,
    @Inject(EVENT_SERIES) private readonly series: EventSeries,
    private readonly places: PlacesService,
    private readonly mentions: MentionsService,
    private readonly linkPreviews: LinkPreviewsService,
  ) {}

  /** `mediaAlts`: the images' descriptions (the form field media_alts). */
  async create(viewer: Viewer, input: EventInput, images: Buffer[], mediaAlts?: string): Promise<Row<Event>> {
    const fields = complete(input);
    const alts = parseMediaAlts(mediaAlts, images.length);
    const problems = [
      ...validateEvent(fields),
      ...this.places.eventPlaceProblems(input),
      ...this.seats.problems(input),
      ...validateImageCount(images.length),
      ...alts.problems,
      ...(input.event_rrule ? this.series.ruleProblems(input.event_rrule) : []),
    ];
    if (problems.length > 0) throw DomainError.invalid(problems);
    const place = await this.places.eventPlaceColumns(input, 'creation');
    await this.items.countWrite(viewer, images.length);
    // Should the rows fail, the stored images are removed again: nothing is left half made.
    const id = await this.media.withStoredImages(images, (stored) =>
      this.items.create(viewer, 'event', described(stored, alts.alts), (manager, itemId) => manager
          .insert(EventEntity, { itemId, ...columns(fields, input.event_is_online ?? false), ...place, capacity: input.event_capacity ?? null, requiresApproval: input.event_requires_approval ?? false })
          .then(() => this.mentions.store(manager, { itemId }, storedText(fields.event_description)))
          .then(() => this.linkPreviews.textWritten(manager, { table: 'content_items', id: itemId }, storedText(fields.event_description), storedText(fields.event_name)))
          // A rule makes it the first date of a series, whose next dates are made with it.
          .then(() => (input.event_rrule ? this.series.start(manager, viewer, itemId, input.event_rrule, described(stored, alts.alts)) : undefined)),
      ),
    );
    return this.items.get(eventKind, id);
  }

  /**
   * Who is interested in an event the viewer may see: people they follow first, then everyone else,
   * each group newest interest first; nobody on the other side of a block, nor suspended. Followed
   * people's keys are moved a millennium later, so that one keyset over (time, id) pages both groups.
   */
  async interestedPeople(viewer: Viewer, eventId: string, cursor: Partial<PageCursor> | null | undefined): Promise<Page<Person>> {
    const after = parseCursor(cursor);
    await this.items.get(eventKind, eventId, viewer);
    const rows: Array<Person & PageCursor> = await this.db.query(
      `SELECT a.id, a.username, a.full_name, a.profile_image, f.follower_id IS NOT NULL AS is_following,
              ${cursorTimestampSql('k.at')} AS cursor_timestamp, a.id AS cursor_id
         FROM event_interests ei JOIN accounts a ON a.id = ei.account_id
         LEFT JOIN follows f ON f.follower_id = $1 AND f.followee_id = a.id
         CROSS JOIN LATERAL (SELECT CASE WHEN f.follower_id IS NULL THEN ei.created_at ELSE ei.created_at + interval '1000 years' END AS at) k
        WHERE ei.item_id = $2 AND ${reachableSql('$1', 'a.id')}
          AND ($3::timestamptz IS NULL OR (k.at, a.id) < ($3::timestamptz, $4::uuid))
        ORDER BY k.at DESC, a.id DESC
        LIMIT ${LIMITS.pageSize + 1}`,
      [viewer.accountId, eventId, after?.cursor_timestamp ?? null, after?.cursor_id ?? null],
    );
    return pageOf(rows, LIMITS.pageSize, ({ cursor_timestamp: _t, cursor_id: _i, ...person }) => person);
  }

  /** Deletes one's own event; with scope `following`, the later dates of its series too, and the series ends before it. */
  delete(viewer: Viewer, id: string, scope: EditScope = 'this'): Promise<void> {
    return scope === 'following' ? this.series.deleteFollowing(viewer, id) : this.items.delete(viewer, id, 'event');
  }

  /** Changes an event; with scope `following`, the later dates of its series get the same change. */
  async update(viewer: Viewer, id: string, input: EventInput, scope: EditScope = 'this'): Promise<Row<Event>> {
    if (input.event_rrule !== undefined) throw DomainError.invalid([SERIES_MESSAGES.rruleOnUpdate]);
    await this.items.countWrite(viewer);
    const placeProblems = this.places.eventPlaceProblems(input);
    const place = placeProblems.length === 0 ? await this.places.eventPlaceColumns(input, 'update') : {};
    const seated = await this.db.transaction(async (manager) => {
      // Its hosts edit it: the creator and the co-hosts they chose.
      await this.hosts.requireEditor(viewer, id, manager);
      const stored = await manager.findOneOrFail(EventEntity, { where: { itemId: id } });
      const storedDate = stored.eventDate.toISOString();
      const fields = complete({
        event_name: stored.name,
        event_description: stored.description,
        event_date: storedDate,
        event_location: stored.location,
        event_category: stored.category,
        ...definedOnly(input),
      });
      const problems = [...validateEvent(fields, Date.now(), storedDate), ...placeProblems, ...this.seats.problems(input)];
      if (problems.length > 0) throw DomainError.invalid(problems);
      const next = { ...columns(fields, input.event_is_online ?? stored.isOnline), ...place };
      await manager.update(EventEntity, { itemId: id }, next);
      await this.items.markEdited(manager, id, stored, next);
      await this.mentions.store(manager, { itemId: id }, next.description);
      await this.linkPreviews.textWritten(manager, { table: 'content_items', id }, next.description, next.name);
      // Capacity and approval: a capacity raised gives its seats to the people waiting.
      const seatsChanged = await this.seats.apply(manager, id, input);
      if (scope === 'following') await this.series.applyToFollowing(manager, stored);
      return seatsChanged;
    });
    await seated();
    return this.items.get(eventKind, id);
  }
}

function complete(input: EventInput): EventFields {
  return {
    event_name: input.event_name ?? '',
    event_description: input.event_description ?? '',
    event_date: input.event_date ?? '',
    event_location: input.event_location ?? '',
    event_category: input.event_category ?? '',
  };
}

function definedOnly(input: EventInput): Partial<EventFields> {
  return Object.fromEntries(Object.entries(input).filter(([key, value]) => value !== undefined && key !== 'event_is_online'));
}

function columns(fields: EventFields, isOnline: boolean) {
  return {
    name: storedText(fields.event_name),
    description: storedText(fields.event_description),
    eventDate: new Date(fields.event_date),
    location: storedText(fields.event_location),
    category: fields.event_category,
    isOnline,
  };
}
