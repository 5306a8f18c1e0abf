import type { ContentKind } from '../../content';
import type { TextId } from '../../../lib/i18n';

/** The kinds a profile has a tab for; each is shown its own way (grid, cards, list). */
export type ProfileKind = Extract<ContentKind, 'post' | 'event' | 'remark'>;

export const EMPTY_TEXT = {
  post: 'people.items.emptyPosts',
  event: 'people.items.emptyEvents',
  remark: 'people.items.emptyRemarks',
} as const satisfies Record<ProfileKind, TextId>;

export const LOADING_TEXT = {
  post: 'people.items.loadingPosts',
  event: 'people.items.loadingEvents',
  remark: 'people.items.loadingRemarks',
} as const satisfies Record<ProfileKind, TextId>;
