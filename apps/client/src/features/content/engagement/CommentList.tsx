import type { CommentItem_CommentFragment } from '../../../gql/graphql';
import { AuthorLink } from '../../../ui/AuthorLink';
import { TimeAgo } from '../../../ui/TimeAgo';

/** The comments of an item, oldest first: author, text and age of each. */
export function CommentList({ comments }: { comments: readonly CommentItem_CommentFragment[] }) {
  if (comments.length === 0) return <p className="comments__empty">No comments yet.</p>;
  return (
    <ul className="comments" aria-label="Comments">
      {comments.map((comment) => (
        <li key={comment.id} className="comments__item">
          <div className="comments__meta">
            <AuthorLink username={comment.account_username} image={comment.account_profile_image} size={26} />
            <TimeAgo date={comment.created_at} />
          </div>
          <p className="comments__text">{comment.comment_content}</p>
        </li>
      ))}
    </ul>
  );
}
