import { useState } from 'react';
import { LIMITS } from '@gatherly/schema';
import { MentionTextArea } from '../../mentions';
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
      onSubmit={(files, _form, alts) => void send({ post_content: caption.trim() }, files, alts)}
      details={
        <MentionTextArea
          label="Caption"
          placeholder="Write a caption..."
          value={caption}
          onValueChange={setCaption}
          maxLength={LIMITS.postCaptionLength}
          counter
          onChange={(event) => setCaption(event.target.value)}
        />
      }
    />
  );
}
