import { useState } from 'react';
import { LIMITS } from '@gatherly/schema';
import { useT } from '../../../lib/i18n';
import { MentionTextArea } from '../../mentions';
import { MediaWizardDialog } from '../create/MediaWizardDialog';
import { useCreateUpload } from '../create/use-create-upload';

/** 'Create new post': images, then a caption of at most 420 characters, then Share. */
export function CreatePostDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [caption, setCaption] = useState('');
  const { send, busy, progress } = useCreateUpload('post', onClose);
  return (
    <MediaWizardDialog
      title={t('content.post.createTitle')}
      submitLabel={t('content.post.share')}
      busy={busy}
      progress={progress}
      onClose={onClose}
      typed={caption.trim() !== ''}
      onSubmit={(files, _form, alts) => void send({ post_content: caption.trim() }, files, alts)}
      details={
        <MentionTextArea
          label={t('content.post.caption')}
          placeholder={t('content.post.captionPlaceholder')}
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
