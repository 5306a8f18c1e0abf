import type { DataSource } from 'typeorm';
import { notSuspendedSql } from '../common/visibility/visibility-sql';
import { DEFAULT_LANGUAGE } from '@gatherly/schema';
import { translate } from '../i18n/texts';

/** What a mail about an event says of its recipient and of the event, read when it is sent. */
export interface EventMailRow {
  email: string;
  username: string;
  /** The language the recipient chose, if any. */
  language: string | null;
  event_name: string;
  event_date: Date;
  /** The event's own IANA time zone, in which its mails give the time. */
  event_timezone: string;
  event_location: string;
}

/**
 * The recipient and the event of a mail about it; nothing when either is gone, or the recipient or
 * the event's author is suspended meanwhile. `condition` may ask more of the recipient `a` and the
 * event `e`, with its `params` from $3 on.
 */
export async function eventMailRow(db: DataSource, recipientId: string, itemId: string, condition = '', params: unknown[] = []): Promise<EventMailRow | undefined> {
  const [row]: EventMailRow[] = await db.query(
    `SELECT a.email, a.username, a.language, e.name AS event_name, e.event_date, e.timezone AS event_timezone, e.location AS event_location
       FROM accounts a, events e JOIN content_items i ON i.id = e.item_id
      WHERE a.id = $1 AND e.item_id = $2 AND a.suspended_at IS NULL AND ${notSuspendedSql('i.author_id')} ${condition ? `AND ${condition}` : ''}`,
    [recipientId, itemId, ...params],
  );
  return row;
}

/** When and where the event is, as its mails say it in `language`, in the event's own zone: "Sat, Dec 5, 2026, 7:30 PM CET at Pier 9". */
export function whenAndWhere(language: string, row: EventMailRow): string {
  const when = new Intl.DateTimeFormat(language === DEFAULT_LANGUAGE ? 'en-US' : language, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: row.event_timezone,
    timeZoneName: 'short',
  }).format(row.event_date);
  return row.event_location ? translate(language, 'mail.event.whenWhere', { when, location: row.event_location }) : when;
}
