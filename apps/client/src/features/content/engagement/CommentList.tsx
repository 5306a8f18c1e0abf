import { useLazyQuery } from '@apollo/client/react';
import { OlderCommentsDocument, type CommentList_PageFragment } from '../../../gql/graphql';
import { AuthorLink } from '../../../ui/AuthorLink';
import { TimeAgo } from '../../../ui/TimeAgo';

/**
 * The comments of an item, oldest first: author, text and age of each. An item comes with its
 * newest comments; older ones are loaded a page at a time, above them, when asked for.
 */
export function CommentList({ itemId, page }: { itemId: string; page: CommentList_PageFragment }) {
  const [loadOlder, { loading, error }] = useLazyQuery(OlderCommentsDocument, { fetchPolicy: 'network-only' });
  const cursor = page.next_cursor;
  if (page.items.length === 0) return <p className="comments__empty">No comments yet.</p>;
  return (
    <div className="comments-block">
      {cursor ? (
        <button
          type="button"
          className="comments__older"
          disabled={loading}
          onClick={() => void loadOlder({ variables: { id: itemId, after: { cursor_timestamp: cursor.cursor_timestamp, cursor_id: cursor.cursor_id } } }).catch(() => undefined)}
        >
          {loading ? 'Loading older comments…' : 'Show older comments'}
        </button>
      ) : null}
      {error ? (
        <p className="comments__error" role="alert">
          Older comments could not be loaded. Please try again.
        </p>
      ) : null}
      <ul className="comments" aria-label="Comments">
        {page.items.map((comment) => (
          <li key={comment.id} className="comments__item">
            <div className="comments__meta">
              <AuthorLink username={comment.account_username} image={comment.account_profile_image} size={26} />
              <TimeAgo date={comment.created_at} />
            </div>
            <p className="comments__text">{comment.comment_content}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
