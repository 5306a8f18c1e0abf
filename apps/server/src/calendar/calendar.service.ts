import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CALENDAR_MESSAGES, ERROR_CODES, EVENT_CATEGORIES } from '@gatherly/schema';
import icalGenerator, { escape, ICalCalendarMethod } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { DataSource } from 'typeorm';
import { digest, randomToken } from '../accounts/secrets';
import type { Viewer } from '../accounts/viewer';
import { requireSession } from '../common/auth/scopes';
import { DomainError } from '../common/errors/domain-error';
import { APP_CONFIG, AppConfig } from '../config/config';
import { eventKind } from '../content/events/event.kind';
import type { Event } from '../content/events/event.model';
import { ContentItemsService } from '../content/shared/content-items.service';
import type { Row } from '../content/shared/content.models';

/** What an event needs to be written as iCalendar. */
export type CalendarEvent = Pick<Row<Event>, 'id' | 'event_name' | 'event_description' | 'event_date' | 'event_location' | 'event_category' | 'event_is_online' | 'event_timezone'>;

/** Events a calendar feed lists: those marked interested or going to that end no longer than this ago, at most so many. */
const FEED = { pastDays: 30, max: 500 } as const;

/** Zones whose times are written in UTC (`…Z`), needing no VTIMEZONE block. */
const UTC_ZONES = new Set(['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT']);


/**
 * Events as iCalendar (RFC 5545): one event to download, and a private feed of the events a
 * person marked interest in or is going to, at a secret address that calendar apps subscribe to. The address
 * holds a random token kept only as its digest; making a new one or turning the feed off
 * revokes the old address at once.
 */
@Injectable()
export class CalendarService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly items: ContentItemsService,
  ) {}

  /** One event as an .ics file; a 404 as for the event itself (a block either way, a suspended author). */
  async eventIcs(viewer: Viewer, id: string): Promise<string> {
    const event = await this.items.get(eventKind, id, viewer);
    return this.calendar(event.event_name, [event]);
  }

  /**
   * Makes a new secret address for the viewer's feed, revoking the previous one; answers it. A new
   * read credential that lasts until revoked: made by the person signed in, never by a token.
   */
  async createFeed(viewer: Viewer): Promise<string> {
    requireSession(viewer);
    const token = randomToken();
    await this.db.query(
      `INSERT INTO calendar_tokens (account_id, token_hash) VALUES ($1, $2)
       ON CONFLICT (account_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = now()`,
      [viewer.accountId, digest(token)],
    );
    return `${this.config.publicUrl}/api/calendar/${token}.ics`;
  }

  async removeFeed(viewer: Viewer): Promise<void> {
    await this.db.query('DELETE FROM calendar_tokens WHERE account_id = $1', [viewer.accountId]);
  }

  async hasFeed(viewer: Viewer): Promise<boolean> {
    const [row] = await this.db.query('SELECT 1 FROM calendar_tokens WHERE account_id = $1', [viewer.accountId]);
    return row !== undefined;
  }

  /** The feed behind a secret address: the owner's interested and going events, upcoming and recent; none while the owner is suspended. */
  async feedIcs(token: string): Promise<string> {
    const [owner]: Array<{ account_id: string; username: string }> = await this.db.query(
      'SELECT t.account_id, a.username FROM calendar_tokens t JOIN accounts a ON a.id = t.account_id WHERE t.token_hash = $1 AND a.suspended_at IS NULL',
      [digest(token)],
    );
    if (!owner) throw new DomainError(ERROR_CODES.calendarFeedNotFound, [CALENDAR_MESSAGES.feedNotFound]);
    const ids: Array<{ item_id: string }> = await this.db.query(
      `SELECT e.item_id FROM events e
        WHERE e.item_id IN (SELECT item_id FROM event_interests WHERE account_id = $1
                            UNION SELECT item_id FROM event_rsvps WHERE account_id = $1 AND status = 'going')
          AND e.event_date >= now() - interval '${FEED.pastDays} days'
        ORDER BY e.event_date LIMIT ${FEED.max}`,
      [owner.account_id],
    );
    // As the owner would see them: none whose author is on the other side of a block with them.
    const events = await this.items.read(eventKind, ids.map((row) => row.item_id), owner.account_id);
    return this.calendar(`Gatherly: events ${owner.username} is interested in or going to`, events);
  }

  /** A calendar named `name` of these events (also the events.ics of a person's data archive). */
  calendar(name: string, events: ReadonlyArray<CalendarEvent>): string {
    // ical-generator escapes every value it writes except the calendar's name (NAME, X-WR-CALNAME),
    // which it writes as given: escaped here with its own function, a line break included.
    const calendar = icalGenerator({ name: escape(name, false), prodId: { company: 'Gatherly', product: 'Gatherly', language: 'EN' }, method: ICalCalendarMethod.PUBLISH });
    // Each zone the events are told in gets its VTIMEZONE block, so that calendar apps show the
    // event's own clock ("DTSTART;TZID=Asia/Tokyo:…") and follow the zone's rules.
    calendar.timezone({ name: null, generator: vtimezoneOf });
    for (const event of events) {
      const link = `${this.config.publicUrl}/?event=${event.id}`;
      const zone = zonedOrUtc(event.event_timezone);
      // The spec's events have a start only; an hour is what calendar apps show for a meeting.
      const end = new Date(event.event_date.getTime() + 60 * 60 * 1000);
      calendar.createEvent({
        id: `${event.id}@gatherly`,
        start: zone ? wallClock(event.event_date, zone) : event.event_date,
        end: zone ? wallClock(end, zone) : end,
        timezone: zone,
        summary: event.event_name,
        description: [event.event_description, link].filter(Boolean).join('\n\n'),
        location: event.event_is_online ? 'Online' : event.event_location,
        url: link,
        categories: [{ name: EVENT_CATEGORIES.find((category) => category.value === event.event_category)?.label ?? event.event_category }],
      });
    }
    return calendar.toString();
  }
}

/** The zone to write an event's times in, or null to write them in UTC. */
function zonedOrUtc(zone: string | undefined): string | null {
  return zone && !UTC_ZONES.has(zone) && vtimezoneOf(zone) !== null ? zone : null;
}

/** The VTIMEZONE block of an IANA zone (timezones-ical-library); null for a zone it does not know. */
function vtimezoneOf(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && block[0] ? block[0] : null;
}

/**
 * The instant as the zone's clock reads it, in a Date whose local fields hold that reading:
 * ical-generator writes a zoned time from the local fields of the Date it is given. Exact unless
 * the server's own zone skips that hour (a spring-forward gap); UTC, where servers run, never does.
 */
function wallClock(instant: Date, zone: string): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return new Date(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}
