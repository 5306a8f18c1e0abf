import type { ContentKind } from '../content-kind';
import { HeartIcon } from '../icons';
import { useLikeToggle } from './use-like-toggle';

export interface LikeButtonProps {
  kind: ContentKind;
  id: string;
  liked: boolean;
  count: number;
}

/** 'Like' (pressed when liked) and the number of likes, both as the server last confirmed them. */
export function LikeButton({ kind, id, liked, count }: LikeButtonProps) {
  const { toggle, pending } = useLikeToggle(kind, id, liked);
  return (
    <span className="engagement__stat">
      <button
        type="button"
        className={liked ? 'engagement__toggle is-on is-like' : 'engagement__toggle'}
        aria-label="Like"
        aria-pressed={liked}
        aria-busy={pending}
        onClick={() => void toggle()}
      >
        <HeartIcon filled={liked} />
      </button>
      <span>
        {count} {count === 1 ? 'like' : 'likes'}
      </span>
    </span>
  );
}
