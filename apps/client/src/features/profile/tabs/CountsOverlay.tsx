/** Like and comment counts over a thumbnail, shown on hover and keyboard focus. */
export function CountsOverlay({ likes, comments }: { likes: number; comments: number }) {
  return (
    <span className="counts-overlay">
      <span>
        {likes} {likes === 1 ? 'like' : 'likes'}
      </span>
      <span>
        {comments} {comments === 1 ? 'comment' : 'comments'}
      </span>
    </span>
  );
}
