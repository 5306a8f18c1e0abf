import { useId, type Dispatch } from 'react';
import { LIMITS } from '@gatherly/schema';
import { useT } from '../../../lib/i18n';
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
  const t = useT();
  const headingId = useId();
  return (
    <div className="wizard__arrange">
      <p className="wizard__hint">{t('content.wizard.arrangeHint', { count: images.length, max: LIMITS.imagesPerItem })}</p>
      <ol className="wizard__grid">
        {images.map((image, index) => {
          const n = index + 1;
          return (
            <li key={image.key} className="wizard__tile">
              <img src={image.url} alt={t('content.wizard.image', { number: n })} className="wizard__thumb" />
              {index === 0 ? <span className="wizard__cover">{t('content.wizard.cover')}</span> : null}
              <div className="wizard__tile-actions">
                <button type="button" aria-label={t('content.wizard.moveLeft', { number: n })} title={t('content.wizard.moveLeftShort')} disabled={index === 0} onClick={() => dispatch({ type: 'move', from: index, to: index - 1 })}>
                  <span className="points-inline" aria-hidden="true">
                    ←
                  </span>
                </button>
                <button type="button" aria-label={t('content.wizard.moveRight', { number: n })} title={t('content.wizard.moveRightShort')} disabled={index === images.length - 1} onClick={() => dispatch({ type: 'move', from: index, to: index + 1 })}>
                  <span className="points-inline" aria-hidden="true">
                    →
                  </span>
                </button>
                {index > 0 ? (
                  <button type="button" aria-label={t('content.wizard.makeCover', { number: n })} title={t('content.wizard.makeCoverShort')} onClick={() => dispatch({ type: 'makeCover', index })}>
                    ★
                  </button>
                ) : null}
                <button type="button" aria-label={t('content.wizard.remove', { number: n })} title={t('content.wizard.removeShort')} onClick={() => dispatch({ type: 'remove', index })}>
                  ✕
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {images.length < LIMITS.imagesPerItem ? <FilePicker label={t('content.wizard.addMore')} onFiles={onFiles} /> : null}
      <section className="wizard__describe" aria-labelledby={headingId}>
        <h4 className="wizard__describe-title" id={headingId}>
          {t('content.wizard.describeTitle')}
        </h4>
        <p className="wizard__hint">{t('content.wizard.describeHint')}</p>
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
