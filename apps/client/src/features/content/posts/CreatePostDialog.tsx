import { useState } from 'react';
import { LIMITS } from '@gatherly/schema';
import { TextArea } from '../../../ui/TextArea';
import { MediaWizardDialog } from '../create/MediaWizardDialog';
import { useCreateUpload } from '../create/use-create-upload';

/** 'Create new post': images, then a caption of at most 420 characters, then Share. */
export function CreatePostDialog({ onClose }: { onClose: () => void }) {
  const [caption, setCaption] = useState('');
  const { send, busy, progress } = useCreateUpload('post', onClose);
  return (
    <MediaWizardDialog
      title="Create new post"
      submitLabel="Share"
      busy={busy}
      progress={progress}
      onClose={onClose}
      typed={caption.trim() !== ''}
      onSubmit={(files) => void send({ post_content: caption.trim() }, files)}
      details={
        <TextArea
          label="Caption"
          placeholder="Write a caption..."
          value={caption}
          maxLength={LIMITS.postCaptionLength}
          counter
          onChange={(event) => setCaption(event.target.value)}
        />
      }
    />
  );
}
