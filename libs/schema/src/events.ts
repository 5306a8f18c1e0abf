import { CONTENT_MESSAGES } from './content';

/** Finding events (spec §2 Events page, §3 Event filters, §7 events search and interested). */
export const EVENT_SEARCH_MESSAGES = {
  filtersInvalid: 'The event filters must be an object.',
  nameInvalid: 'The event name to search for must be text.',
  categoryInvalid: CONTENT_MESSAGES.eventCategoryInvalid,
  onlineInvalid: CONTENT_MESSAGES.eventOnlineInvalid,
} as const;

export const EVENT_SEARCH_LIMITS = {
  /** People named in "… you follow are interested"; the rest are counted. */
  friendsInterestedShown: 3,
} as const;
