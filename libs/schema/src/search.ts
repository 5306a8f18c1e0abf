import { textRef } from './said';

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
  queryRequired: textRef('explore.searchProblems.queryRequired'),
  typeInvalid: textRef('explore.searchProblems.typeInvalid', { types: SEARCH_TYPES.join(', ') }),
  cursorInvalid: textRef('explore.searchProblems.cursorInvalid'),
  /** The Settings, Privacy switch. */
  indexableLabel: textRef('settings.searchSwitch.label'),
  indexableHint: textRef('settings.searchSwitch.hint'),
} as const;

export const isSearchType = (value: unknown): value is SearchType => typeof value === 'string' && (SEARCH_TYPES as readonly string[]).includes(value);
