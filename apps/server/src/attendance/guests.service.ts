import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ATTENDANCE_LIMITS, ATTENDANCE_MESSAGES, characterCount, GUESTS_CSV_COLUMNS, isRsvpStatus, LIMITS, type RsvpStatus } from '@gatherly/schema';
import { stringify } from 'csv-stringify/sync';
import { DataSource } from 'typeorm';
import type { Viewer } from '../accounts/viewer';
import { DomainError } from '../common/errors/domain-error';
import { cursorTimestampSql, type Page, type PageCursor, pageOf, parseCursor } from '../common/paging/keyset';
import { likePattern } from '../common/sql/like-pattern';
import { reachableSql } from '../common/visibility/visibility-sql';
import { HostsService } from '../hosting/hosts.service';
import type { GuestRow } from './attendance.service';

/** Which guests to list: one status or all, and part of a user name (ignoring case) or all. */
export interface GuestFilters {
  status?: string | null;
  query?: string | null;
}

/**
 * An event's guest list, for its hosts only: going, waiting and asking, in the order they came
 * (the waitlist's order), a page at a time, and the whole list as a CSV file. Nobody on the other
 * side of a block with the reader, nor suspended, is listed. A page is two statements: the
 * hosts' check and the page.
 */
@Injectable()
export class GuestsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly hosts: HostsService,
  ) {}

  async list(viewer: Viewer, eventId: string, filters: GuestFilters, cursor: Partial<PageCursor> | null | undefined): Promise<Page<GuestRow>> {
    const after = parseCursor(cursor, ATTENDANCE_MESSAGES.cursorInvalid);
    const checked = checkFilters(filters);
    await this.hosts.requireHost(viewer, eventId);
    const rows = await this.read(viewer, eventId, checked, after, ATTENDANCE_LIMITS.guestsPageSize + 1);
    return pageOf(rows, ATTENDANCE_LIMITS.guestsPageSize, ({ cursor_timestamp: _t, cursor_id: _i, ...guest }) => guest);
  }

  /** The guest list as CSV (username, status, message, answered_at), with the same filters. */
  async csv(viewer: Viewer, eventId: string, filters: GuestFilters): Promise<string> {
    const checked = checkFilters(filters);
    await this.hosts.requireHost(viewer, eventId);
    const rows = await this.read(viewer, eventId, checked, null, ATTENDANCE_LIMITS.csvMaxRows);
    return stringify(
      rows.map((row) => [row.username, row.rsvp_status, row.message, row.answered_at.toISOString()]),
      // A spreadsheet would run a cell starting with =, +, - or @ as a formula.
      { header: true, columns: [...GUESTS_CSV_COLUMNS], cast: { string: neutralised } },
    );
  }

  private read(viewer: Viewer, eventId: string, filters: CheckedFilters, after: PageCursor | null, limit: number): Promise<Array<GuestRow & PageCursor>> {
    return this.db.query(
      `SELECT a.id AS account_id, a.username, a.full_name, a.profile_image, r.status AS rsvp_status, r.message, r.created_at AS answered_at,
              EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $2 AND f.followee_id = a.id) AS is_following,
              ${cursorTimestampSql('r.queued_at')} AS cursor_timestamp, a.id AS cursor_id
         FROM event_rsvps r JOIN accounts a ON a.id = r.account_id
        WHERE r.item_id = $1
          AND ($3::text IS NULL OR r.status = $3::text)
          AND ($4::text IS NULL OR lower(a.username) LIKE '%' || lower($4::text) || '%')
          AND ($5::timestamptz IS NULL OR (r.queued_at, r.account_id) > ($5::timestamptz, $6::uuid))
          AND ${reachableSql('$2::uuid', 'a.id')}
        ORDER BY r.queued_at, r.account_id
        LIMIT ${limit}`,
      [eventId, viewer.accountId, filters.status, filters.query, after?.cursor_timestamp ?? null, after?.cursor_id ?? null],
    );
  }
}

interface CheckedFilters {
  status: RsvpStatus | null;
  /** A LIKE pattern, its `%`, `_` and `\` escaped. */
  query: string | null;
}

function checkFilters(filters: GuestFilters): CheckedFilters {
  const status = filters.status ?? '';
  if (status !== '' && !isRsvpStatus(status)) throw DomainError.invalid([ATTENDANCE_MESSAGES.statusInvalid]);
  if (filters.query !== undefined && filters.query !== null && typeof filters.query !== 'string') throw DomainError.invalid([ATTENDANCE_MESSAGES.queryInvalid]);
  const query = (filters.query ?? '').trim().replace(/\u0000/g, '');
  // No user name is longer than its limit: a longer query could match no one.
  if (characterCount(query) > LIMITS.usernameMaxLength) throw DomainError.invalid([ATTENDANCE_MESSAGES.queryTooLong]);
  return { status: status === '' ? null : (status as RsvpStatus), query: query === '' ? null : likePattern(query) };
}

function neutralised(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
