import { textRef } from './said';

/** The home feed (spec §2, §3, §4) and its timelines (shared/ARCHITECTURE.md "Home feed"). */
export const FEED_LIMITS = {
  /** Items in one page of the feed. */
  pageSize: 20,
  /** Entries kept in one home timeline; older pages are read from the tables. */
  timelineCap: 800,
  /** Followers who read their feed within this many days get new items pushed into their timeline. */
  activeDays: 14,
  /** Followers whose timeline gets one fan-out statement. */
  fanoutBatch: 1000,
} as const;

export const FEED_MESSAGES = {
  emptyTitle: textRef('content.feed.emptyTitle'),
  emptyText: textRef('content.feed.emptyText'),
  findPeople: textRef('content.feed.findPeople'),
  cursorInvalid: textRef('content.feed.cursorInvalid'),
} as const;

/** The file name of a private calendar feed's address: its secret (32 random bytes, base64url), then `.ics`. */
export const CALENDAR_FEED_FILE_PATTERN = /^([A-Za-z0-9_-]{43})\.ics$/;

/** Events in calendars (.ics downloads and private feeds). */
export const CALENDAR_MESSAGES = {
  feedNotFound: textRef('events.calendar.feedNotFound'),
  addToCalendar: textRef('events.calendar.addToCalendar'),
} as const;
