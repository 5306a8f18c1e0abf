import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { DeleteCommentDocument } from './DeleteComment.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../lib/errors/describe-error';
import { useT } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useNotices } from '../../../ui/Notices';
import { TrashIcon } from '../icons';

/**
 * 'Delete comment', for the comment's author and the author of the item it is on: asks first,
 * then takes the comment out of every list and the item's count down.
 */
export function DeleteCommentButton({ commentId }: { commentId: string }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const notices = useNotices();
  const [remove, { loading }] = useMutation(DeleteCommentDocument, {
    update(cache) {
      cache.evict({ id: cache.identify({ __typename: 'Comment', id: commentId }) });
      cache.gc();
    },
  });

  async function deleteComment() {
    try {
      await remove({ variables: { id: commentId } });
      setAsking(false);
      notices.tell(t('content.comments.deleted'));
    } catch (error) {
      console.error('Deleting a comment failed', error);
      setAsking(false);
      notices.warn(describeError(error, DEFAULT_PROBLEM_TEXTS).messages.join(' '));
    }
  }

  return (
    <>
      <button type="button" className="comments__delete" aria-label={t('content.comments.delete')} title={t('content.comments.delete')} onClick={() => setAsking(true)}>
        <TrashIcon />
      </button>
      <ConfirmDialog open={asking} title={t('content.comments.deleteTitle')} confirmLabel={t('content.comments.deleteConfirm')} onConfirm={deleteComment} onCancel={() => setAsking(false)} pending={loading}>
        <p>{t('content.comments.deleteWarning')}</p>
      </ConfirmDialog>
    </>
  );
}
