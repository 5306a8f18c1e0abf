import { useLazyQuery } from '@apollo/client/react';
import { OlderCommentsDocument, type CommentList_PageFragment } from './CommentList.generated';
import { useT } from '../../../lib/i18n';
import { AuthorLink } from '../../../ui/AuthorLink';
import { EmptyState } from '../../../ui/EmptyState';
import { LinkPreviewCard } from '../../../ui/LinkPreviewCard';
import { useSession } from '../../../lib/session';
import { RichText } from '../../../ui/RichText';
import { TimeAgo } from '../../../ui/TimeAgo';
import { ReportButton } from '../../reports';
import { DeleteCommentButton } from './DeleteCommentButton';

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The comments of an item, oldest first: author, text and age of each. An item comes with its
 * newest comments; older ones are loaded a page at a time, above them, when asked for.
 */
export function CommentList({ itemId, itemAuthor, page }: { itemId: string; itemAuthor: string; page: CommentList_PageFragment }) {
  const t = useT();
  const { username } = useSession();
  // The item's author may delete any comment on it; everyone else their own.
  const mayDelete = (author: string) => username !== null && (sameName(author, username) || sameName(itemAuthor, username));
  const [loadOlder, { loading, error }] = useLazyQuery(OlderCommentsDocument, { fetchPolicy: 'network-only' });
  const cursor = page.next_cursor;
  if (page.items.length === 0) return <EmptyState title={t('content.comments.empty')} compact />;
  return (
    <div className="comments-block">
      {cursor ? (
        <button
          type="button"
          className="comments__older"
          disabled={loading}
          onClick={() => void loadOlder({ variables: { id: itemId, after: { cursor_timestamp: cursor.cursor_timestamp, cursor_id: cursor.cursor_id } } }).catch(() => undefined)}
        >
          {loading ? t('content.comments.loadingOlder') : t('content.comments.showOlder')}
        </button>
      ) : null}
      {error ? (
        <p className="comments__error" role="alert">
          {t('content.comments.olderFailed')}
        </p>
      ) : null}
      <ul className="comments" aria-label={t('content.comments.label')}>
        {page.items.map((comment) => (
          <li key={comment.id} className="comments__item">
            <div className="comments__meta">
              <AuthorLink username={comment.account_username} image={comment.account_profile_image} size={26} />
              <TimeAgo date={comment.created_at} />
              {mayDelete(comment.account_username) ? <DeleteCommentButton commentId={comment.id} /> : null}
              {username !== null && !sameName(comment.account_username, username) ? (
                <ReportButton target={{ type: 'comment', id: comment.id, what: t('content.report.comment', { name: comment.account_username }) }} className="report-button report-button--small" />
              ) : null}
            </div>
            <p className="comments__text">
              <RichText text={comment.comment_content} mentions={comment.mentions} />
            </p>
            {comment.link_preview ? <LinkPreviewCard preview={comment.link_preview} compact /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
