import { RICH_TEXT_LIMITS, textParts } from './rich-text';
import { textRef, type TextRef } from './said';

/** Tag pages, followed tags and trending tags (issue 27, "Hashtags"). */
export const HASHTAG_LIMITS = {
  /** Tags the Search page lists as trending. */
  trendingCount: 10,
  /** Hours of writing that trending counts. */
  trendingHours: 24,
} as const;

export const HASHTAG_MESSAGES = {
  tagInvalid: textRef('content.tags.tagInvalid', { max: RICH_TEXT_LIMITS.hashtagMaxLength }),
  trendingTitle: textRef('explore.trending.title'),
  trendingEmpty: textRef('explore.trending.empty', { hours: HASHTAG_LIMITS.trendingHours }),
  emptyTitle: textRef('content.tags.emptyTitle'),
  emptyText: textRef('content.tags.emptyText'),
  follow: textRef('content.tags.follow'),
  following: textRef('content.tags.following'),
} as const;

/**
 * The normal form of a tag as a page's address names it (`Café`, `#café`), or null when it is no tag
 * a text could carry: the text `#<name>` must read as that one hashtag, whole.
 */
export function hashtagNamed(name: string): string | null {
  const bare = name.startsWith('#') ? name.slice(1) : name;
  const parts = textParts(`#${bare}`);
  const [only] = parts;
  return parts.length === 1 && only.kind === 'hashtag' ? only.tag : null;
}

/** "1 item", "12 items": how many remarks, posts and events carry a tag. */
export function hashtagItemCount(count: number): TextRef {
  return textRef('explore.trending.itemCount', { count });
}
