import { useState } from 'react';
import { LIMITS } from '@gatherly/schema';
import type { PostDetail_PostFragment } from './PostDetail.generated';
import { useT } from '../../../lib/i18n';
import { MentionTextArea } from '../../mentions';
import { EditDialog } from '../owner/EditDialog';
import { useUpdatePost } from './use-update-post';

/**
 * 'Update Post' (spec §4, §5): Update is enabled only when the trimmed caption differs from the
 * original. Success or failure (only logged), the dialog then closes.
 */
export function UpdatePostDialog({ post, onDone }: { post: PostDetail_PostFragment; onDone: () => void }) {
  const t = useT();
  const [caption, setCaption] = useState(post.post_content);
  const { update, pending } = useUpdatePost(post.id);

  return (
    <EditDialog
      kind="post"
      disabled={caption.trim() === post.post_content.trim()}
      pending={pending}
      submit={() => update(caption.trim())}
      onDone={onDone}
      formClassName="content-form"
    >
      <MentionTextArea label={t('content.post.caption')} value={caption} maxLength={LIMITS.postCaptionLength} counter disabled={pending} onChange={(event) => setCaption(event.target.value)} onValueChange={setCaption} />
    </EditDialog>
  );
}
