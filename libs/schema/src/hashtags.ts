import { textParts } from './rich-text';

/** Tag pages, followed tags and trending tags (issue 27, "Hashtags"). */
export const HASHTAG_LIMITS = {
  /** Tags the Search page lists as trending. */
  trendingCount: 10,
  /** Hours of writing that trending counts. */
  trendingHours: 24,
} as const;

export const HASHTAG_MESSAGES = {
  tagInvalid: 'The tag is not valid: a tag is letters, digits and underscores (not only digits), at most 100 characters.',
  trendingTitle: 'Trending',
  trendingEmpty: 'No tags were used in the last 24 hours.',
  emptyTitle: 'Nothing here yet',
  emptyText: 'No remark, post or event you can see carries this tag yet.',
  follow: 'Follow',
  following: 'Following',
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
export function hashtagItemCount(count: number): string {
  return `${count.toLocaleString('en')} ${count === 1 ? 'item' : 'items'}`;
}
