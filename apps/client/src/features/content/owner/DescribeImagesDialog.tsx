import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { SetMediaAltTextDocument } from './SetMediaAltText.generated';
import type { MediaFieldsFragment } from '../detail/MediaFields.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../lib/errors/describe-error';
import { useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { useNotices } from '../../../ui/Notices';
import { galleryImages } from '../detail/gallery-images';
import { ImageDescriptionItem } from '../ImageDescriptionItem';

/**
 * 'Image descriptions' of the owner menu: each image of one's post or event beside its description,
 * prefilled; Save sends those changed (one answer each updates the cached image) and closes, or
 * keeps the dialog open with the server's reason when one is refused.
 */
export function DescribeImagesDialog({ media, onDone }: { media: readonly MediaFieldsFragment[]; onDone: () => void }) {
  const t = useT();
  const formId = useId();
  const images = galleryImages(media);
  const [texts, setTexts] = useState<Record<string, string>>(() => Object.fromEntries(images.map((image) => [image.key, image.alt ?? ''])));
  const [problems, setProblems] = useState<string[]>([]);
  const [save, { loading }] = useMutation(SetMediaAltTextDocument);
  const notices = useNotices();
  const changed = images.filter((image) => (texts[image.key] ?? '').trim() !== (image.alt ?? ''));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading || changed.length === 0) return;
    setProblems([]);
    try {
      // One at a time: a refusal stops before the next, and says which image it was.
      for (const image of changed) await save({ variables: { media_id: image.key, alt_text: (texts[image.key] ?? '').trim() } });
    } catch (failure) {
      console.error('Saving image descriptions failed', failure);
      setProblems(describeError(failure, DEFAULT_PROBLEM_TEXTS).messages);
      return;
    }
    notices.tell(t('content.describe.saved', { count: changed.length }));
    onDone();
  }

  return (
    <Dialog
      open
      onClose={() => (loading ? undefined : onDone())}
      title={t('content.describe.title')}
      actions={
        <>
          <Button variant="secondary" onClick={onDone} disabled={loading}>
            {t('content.describe.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={changed.length === 0 || loading} aria-busy={loading}>
            {t('content.describe.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className="content-form" onSubmit={(event) => void submit(event)}>
        <p className="wizard__hint">{t('content.describe.hint')}</p>
        <ol className="wizard__describe-list">
          {images.map((image, index) => (
            <ImageDescriptionItem
              key={image.key}
              src={image.src}
              index={index}
              value={texts[image.key] ?? ''}
              rows={3}
              disabled={loading}
              onChange={(event) => setTexts({ ...texts, [image.key]: event.target.value })}
            />
          ))}
        </ol>
        <Alert tone="error" messages={problems} />
      </form>
    </Dialog>
  );
}
