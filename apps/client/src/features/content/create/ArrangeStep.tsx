import type { Dispatch } from 'react';
import { LIMITS } from '@gatherly/schema';
import { FilePicker } from './FilePicker';
import type { WizardAction } from './media-wizard';
import type { WizardImage } from './use-media-wizard';

export interface ArrangeStepProps {
  images: readonly WizardImage[];
  dispatch: Dispatch<WizardAction<WizardImage>>;
  onFiles: (files: File[]) => void;
}

/** Step 2: the gallery order, first image marked Cover; move, make cover or remove each image. */
export function ArrangeStep({ images, dispatch, onFiles }: ArrangeStepProps) {
  return (
    <div className="wizard__arrange">
      <p className="wizard__hint">
        {images.length} of {LIMITS.imagesPerItem} images. The first one is the cover.
      </p>
      <ol className="wizard__grid">
        {images.map((image, index) => {
          const n = index + 1;
          return (
            <li key={image.key} className="wizard__tile">
              <img src={image.url} alt={`Image ${n}`} className="wizard__thumb" />
              {index === 0 ? <span className="wizard__cover">Cover</span> : null}
              <div className="wizard__tile-actions">
                <button type="button" aria-label={`Move image ${n} left`} title="Move left" disabled={index === 0} onClick={() => dispatch({ type: 'move', from: index, to: index - 1 })}>
                  ←
                </button>
                <button type="button" aria-label={`Move image ${n} right`} title="Move right" disabled={index === images.length - 1} onClick={() => dispatch({ type: 'move', from: index, to: index + 1 })}>
                  →
                </button>
                {index > 0 ? (
                  <button type="button" aria-label={`Make image ${n} the cover`} title="Make cover" onClick={() => dispatch({ type: 'makeCover', index })}>
                    ★
                  </button>
                ) : null}
                <button type="button" aria-label={`Remove image ${n}`} title="Remove" onClick={() => dispatch({ type: 'remove', index })}>
                  ✕
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {images.length < LIMITS.imagesPerItem ? <FilePicker label="Add more photos" onFiles={onFiles} /> : null}
    </div>
  );
}
