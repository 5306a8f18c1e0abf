import { textRef } from './said';

/** What a paged list answers when the cursor sent back names a time PostgreSQL has no room for. */
export const PAGING_MESSAGES = {
  cursorTimestampOutOfRange: textRef('common.paging.cursorTimestampOutOfRange'),
} as const;

/** A cursor_timestamp as a list answers it: date, time to the microsecond at most, and an offset. */
export const CURSOR_TIMESTAMP_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** A position counted by the database (a message's number, a notification's position). */
export const SEQUENCE_ID_PATTERN = /^\d{1,18}$/;

export const isSequenceId = (value: unknown): value is string => typeof value === 'string' && SEQUENCE_ID_PATTERN.test(value);
