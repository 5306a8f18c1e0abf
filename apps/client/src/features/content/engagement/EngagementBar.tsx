import type { ReactNode } from 'react';
import type { ContentKind } from '../kind-facts';
import { LikeButton } from './LikeButton';
import { useT } from '../../../lib/i18n';

export interface EngagementBarProps {
  kind: ContentKind;
  item: { id: string; is_liked: boolean; like_count: number; comment_count: number };
  /** Further toggles (the interest of an event). */
  children?: ReactNode;
}

/** Like toggle with its count, other toggles, and the number of comments. */
export function EngagementBar({ kind, item, children }: EngagementBarProps) {
  const t = useT();
  return (
    <div className="engagement">
      <LikeButton kind={kind} item={item} />
      {children}
      <span className="engagement__comments">{t('content.engagement.comments', { count: item.comment_count })}</span>
    </div>
  );
}
