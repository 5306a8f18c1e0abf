import { CURSOR_TIMESTAMP_PATTERN, isUuid, SEARCH_MESSAGES } from '@gatherly/schema';
import { DomainError } from '../common/errors/domain-error';

/**
 * Where a page of search results ends: the rank, the creation time and the id of its last hit, in
 * that order (the order of the results). Clients get it as one opaque string and send it back as it
 * came; its parts stay the server's business.
 */
export interface SearchPosition {
  /** The rank as PostgreSQL wrote it (a `real` in its shortest exact form), so that it compares equal when read back. */
  rank: string;
  created_at: string;
  id: string;
}

const RANK = /^(?:\d+(?:\.\d+)?(?:e-?\d+)?|0)$/;

export function searchCursorOf(position: SearchPosition): string {
  return Buffer.from(JSON.stringify([position.rank, position.created_at, position.id])).toString('base64url');
}

/** The position a cursor names; null for none; a 400 naming `cursor` for anything not made by `searchCursorOf`. */
export function parseSearchCursor(cursor: unknown): SearchPosition | null {
  if (cursor === undefined || cursor === null || cursor === '') return null;
  const invalid = () => DomainError.invalid([SEARCH_MESSAGES.cursorInvalid]);
  if (typeof cursor !== 'string' || cursor.length > 200) throw invalid();
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parts) || parts.length !== 3) throw invalid();
  const [rank, created_at, id] = parts as unknown[];
  const valid =
    typeof rank === 'string' && RANK.test(rank) && typeof created_at === 'string' && CURSOR_TIMESTAMP_PATTERN.test(created_at) && !Number.isNaN(Date.parse(created_at)) && isUuid(id);
  if (!valid) throw invalid();
  return { rank, created_at, id: id as string };
}
