import type { ContentKind } from '../../content';

/** The kinds a profile has a tab for; each is shown its own way (grid, cards, list). */
export type ProfileKind = Extract<ContentKind, 'post' | 'event' | 'remark'>;

export const EMPTY_TEXT: Record<ProfileKind, string> = {
  post: 'No posts yet',
  event: 'No events yet',
  remark: 'No remarks yet',
};
