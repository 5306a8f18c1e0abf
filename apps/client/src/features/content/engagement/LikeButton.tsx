import type { LikeButton_ItemFragment } from './LikeButton.generated';
import type { ContentKind } from '../kind-facts';
import { HeartIcon } from '../icons';
import { useLikeToggle } from './use-like-toggle';
import { useT } from '../../../lib/i18n';

export interface LikeButtonProps {
  kind: ContentKind;
  item: LikeButton_ItemFragment;
}

/** 'Like' (pressed when liked) and the number of likes, both as the server last confirmed them. */
export function LikeButton({ kind, item }: LikeButtonProps) {
  const t = useT();
  const { id, is_liked: liked, like_count: count } = item;
  const { toggle, pending } = useLikeToggle(kind, id, liked);
  return (
    <span className="engagement__stat">
      <button
        type="button"
        className={liked ? 'engagement__toggle is-on is-like' : 'engagement__toggle'}
        aria-label={t('content.engagement.like')}
        aria-pressed={liked}
        aria-busy={pending}
        onClick={() => void toggle()}
      >
        <HeartIcon filled={liked} />
      </button>
      <span>{t('content.engagement.likes', { count })}</span>
    </span>
  );
}
