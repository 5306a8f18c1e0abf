import { useId, useState, type FormEvent } from 'react';
import { LIMITS } from '@gatherly/schema';
import type { PostDetail_PostFragment } from '../../../gql/graphql';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextArea } from '../../../ui/TextArea';
import { useUpdatePost } from './use-update-post';

/**
 * 'Update Post' (spec §4, §5): Update is enabled only when the trimmed caption differs from the
 * original. Success or failure (only logged), the dialog then closes.
 */
export function UpdatePostDialog({ post, onDone }: { post: PostDetail_PostFragment; onDone: () => void }) {
  const formId = useId();
  const [caption, setCaption] = useState(post.post_content);
  const { update, pending } = useUpdatePost(post.id);
  const unchanged = caption.trim() === post.post_content.trim();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (unchanged || pending) return;
    try {
      await update(caption.trim());
    } catch (error) {
      console.error('Update post failed', error);
    }
    onDone();
  }

  return (
    <Dialog
      open
      onClose={() => (pending ? undefined : onDone())}
      title="Update Post"
      actions={
        <>
          <Button variant="secondary" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={unchanged || pending}>
            Update
          </Button>
        </>
      }
    >
      <form id={formId} className="content-form" onSubmit={onSubmit}>
        <TextArea label="Caption" value={caption} maxLength={LIMITS.postCaptionLength} counter disabled={pending} onChange={(event) => setCaption(event.target.value)} />
      </form>
    </Dialog>
  );
}
