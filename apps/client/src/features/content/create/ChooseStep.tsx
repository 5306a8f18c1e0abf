import { useState, type DragEvent } from 'react';
import { LIMITS } from '@gatherly/schema';
import { useT } from '../../../lib/i18n';
import { PhotosIcon } from '../icons';
import { FilePicker } from './FilePicker';

/** Step 1: drop images here or pick them (on phones, where nothing is dragged: 'Choose photos'); choosing jumps to step 2. */
export function ChooseStep({ onFiles, chosen }: { onFiles: (files: File[]) => void; chosen: number }) {
  const t = useT();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    onFiles(Array.from(event.dataTransfer.files));
  };
  return (
    <div
      className={over ? 'wizard__drop is-over' : 'wizard__drop'}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <PhotosIcon />
      <p className="wizard__drop-text wizard__wide-only">{t('content.wizard.drag')}</p>
      <p className="wizard__hint">{t('content.wizard.limitHint', { max: LIMITS.imagesPerItem })}</p>
      {chosen > 0 ? <p className="wizard__hint">{t('content.wizard.selected', { count: chosen })}</p> : null}
      <FilePicker
        label={
          <>
            <span className="wizard__wide-only">{t('content.wizard.selectFromComputer')}</span>
            <span className="wizard__phone-only">{t('content.wizard.choosePhotos')}</span>
          </>
        }
        onFiles={onFiles}
        primary
      />
    </div>
  );
}
