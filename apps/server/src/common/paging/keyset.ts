import { CURSOR_TIMESTAMP_PATTERN, isUuid, PAGING_MESSAGES, PROFILE_MESSAGES, type Said } from '@gatherly/schema';
import { DomainError } from '../errors/domain-error';

/**
 * A position in a list ordered newest first by (timestamp, id), as spec §7's per-user lists send
 * it back: `cursor_timestamp` and `cursor_id`. The timestamp keeps PostgreSQL's microseconds, so
 * items created within the same millisecond are neither skipped nor repeated.
 */
export interface PageCursor {
  cursor_timestamp: string;
  cursor_id: string;
}

export interface Page<T> {
  items: T[];
  /** Where the next page starts; null on the last page. */
  next_cursor: PageCursor | null;
}

/**
 * Whether PostgreSQL takes a timestamp that JavaScript parses: JavaScript also reads a year 0000,
 * a 30 February or a 24:00, which PostgreSQL refuses (or moves), and a paged list would fail.
 */
function inRange(match: RegExpExecArray): boolean {
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return year >= 1 && real && hour <= 23 && minute <= 59 && second <= 59 && offsetHours <= 14 && offsetMinutes <= 59;
}

/** SQL of a timestamp column as a cursor_timestamp: UTC, with microseconds. */
export const cursorTimestampSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The cursor a client sent, checked; null for the first page. Both parts or neither: anything
 * else is a 400 (with `invalidMessage`, or naming cursor_timestamp when it is out of range), never
 * a database error. Every list paged by (timestamp, id) reads its cursor here.
 */
export function parseCursor(cursor: Partial<PageCursor> | null | undefined, invalidMessage: Said = PROFILE_MESSAGES.cursorInvalid): PageCursor | null {
  const timestamp = cursor?.cursor_timestamp ?? undefined;
  const id = cursor?.cursor_id ?? undefined;
  if (timestamp === undefined && id === undefined) return null;
  const match = typeof timestamp === 'string' ? CURSOR_TIMESTAMP_PATTERN.exec(timestamp) : null;
  const valid = typeof timestamp === 'string' && match !== null && !Number.isNaN(Date.parse(timestamp)) && isUuid(id);
  if (!valid) throw DomainError.invalid([invalidMessage]);
  if (!inRange(match)) throw DomainError.invalid([PAGING_MESSAGES.cursorTimestampOutOfRange]);
  return { cursor_timestamp: timestamp, cursor_id: id };
}

/**
 * A page from rows read with `limit + 1`: the extra row only tells that there is more, and the
 * cursor is the position of the last row kept.
 */
export function pageOf<R extends { cursor_timestamp: string; cursor_id: string }, T>(rows: R[], limit: number, item: (row: R) => T): Page<T> {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return {
    items: kept.map(item),
    next_cursor: rows.length > limit && last ? { cursor_timestamp: last.cursor_timestamp, cursor_id: last.cursor_id } : null,
  };
}
