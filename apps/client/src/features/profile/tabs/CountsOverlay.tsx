import { countOf } from '../../../lib/text/plural';

/** Like and comment counts over a thumbnail, shown on hover and keyboard focus. */
export function CountsOverlay({ likes, comments }: { likes: number; comments: number }) {
  return (
    <span className="counts-overlay">
      <span>{countOf(likes, 'like')}</span>
      <span>{countOf(comments, 'comment')}</span>
    </span>
  );
}
