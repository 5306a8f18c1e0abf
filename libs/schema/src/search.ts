/** Search of everything: remarks, posts, events, comments, people and tags (GET /api/search, Query.search). */

/** What a search looks among; `all` is remarks, posts, events and comments together. */
export const SEARCH_TYPES = ['all', 'remark', 'post', 'event', 'comment', 'people', 'tag'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The kinds of a search's results. */
export const SEARCH_HIT_TYPES = ['remark', 'post', 'event', 'comment', 'people', 'tag'] as const;
export type SearchHitType = (typeof SEARCH_HIT_TYPES)[number];

export const SEARCH_LIMITS = {
  /** Results in one page. */
  pageSize: 20,
  /** Only this many characters of a query are searched for, as user search cuts its query. */
  queryLength: 100,
} as const;

export const SEARCH_MESSAGES = {
  queryRequired: 'q is required: one or more words to search for.',
  typeInvalid: `type must be one of ${SEARCH_TYPES.join(', ')}.`,
  cursorInvalid: 'cursor is not valid: send next_cursor.cursor of the previous page as it came.',
  /** The Settings, Privacy switch. */
  indexableLabel: 'Let others find my posts, remarks, events and comments in search',
  indexableHint: 'When off, people other than you never find what you write in search. Your profile can still be found by name.',
} as const;

export const isSearchType = (value: unknown): value is SearchType => typeof value === 'string' && (SEARCH_TYPES as readonly string[]).includes(value);
