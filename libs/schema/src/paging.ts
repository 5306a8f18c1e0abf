/** What a paged list answers when the cursor sent back names a time PostgreSQL has no room for. */
export const PAGING_MESSAGES = {
  cursorTimestampOutOfRange: 'cursor_timestamp is out of range: send back a next_cursor as a page answered it.',
} as const;
