import type { ReactNode } from 'react';
import type { ContentKind } from '../kind-facts';
import { LikeButton } from './LikeButton';
import { countOf } from '../../../lib/text/plural';

export interface EngagementBarProps {
  kind: ContentKind;
  item: { id: string; is_liked: boolean; like_count: number; comment_count: number };
  /** Further toggles (the interest of an event). */
  children?: ReactNode;
}

/** Like toggle with its count, other toggles, and the number of comments. */
export function EngagementBar({ kind, item, children }: EngagementBarProps) {
  return (
    <div className="engagement">
      <LikeButton kind={kind} item={item} />
      {children}
      <span className="engagement__comments">{countOf(item.comment_count, 'comment')}</span>
    </div>
  );
}
