import { useId, type Dispatch } from 'react';
import { LIMITS } from '@gatherly/schema';
import { ImageDescriptionItem } from '../ImageDescriptionItem';
import { FilePicker } from './FilePicker';
import type { WizardAction } from './media-wizard';
import type { WizardImage } from './use-media-wizard';

/** The id of the description field of the image with this key (focused when the reminder sends the person back). */
export const altFieldId = (key: string) => `${key}-alt`;

export interface ArrangeStepProps {
  images: readonly WizardImage[];
  dispatch: Dispatch<WizardAction<WizardImage>>;
  onFiles: (files: File[]) => void;
  /** The description typed for each image, by key. */
  alts: Readonly<Record<string, string>>;
  onDescribe: (key: string, alt: string) => void;
}

/**
 * Step 2: the gallery order, first image marked Cover; move, make cover or remove each image; then
 * a description of each image (its alt text) beside it, in gallery order.
 */
export function ArrangeStep({ images, dispatch, onFiles, alts, onDescribe }: ArrangeStepProps) {
  const headingId = useId();
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
      <section className="wizard__describe" aria-labelledby={headingId}>
        <h4 className="wizard__describe-title" id={headingId}>
          Describe your images
        </h4>
        <p className="wizard__hint">A description tells people who cannot see an image what it shows. It is read aloud by screen readers.</p>
        <ol className="wizard__describe-list">
          {images.map((image, index) => (
            <ImageDescriptionItem
              key={image.key}
              id={altFieldId(image.key)}
              src={image.url}
              index={index}
              value={alts[image.key] ?? ''}
              onChange={(event) => onDescribe(image.key, event.target.value)}
            />
          ))}
        </ol>
      </section>
    </div>
  );
}
