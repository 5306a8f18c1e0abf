import { useState } from 'react';
import { useT } from '../lib/i18n';
import { AltBadge } from './AltBadge';
import { BlurImage } from './BlurImage';
import { ImageViewer } from './ImageViewer';
import './gallery.css';

export interface GalleryImage {
  key: string;
  src: string;
  width?: number;
  height?: number;
  /** Its description, written by who shared it; null when none. */
  alt?: string | null;
  /** Its BlurHash, drawn while it loads; null for images stored before hashes were computed. */
  blurhash?: string | null;
}

/**
 * One image at a time with Previous/Next buttons and a position indicator; the first shows first.
 * The buttons stay in place at the ends, marked disabled but focusable (a disabled button would
 * drop the focus it holds), so that focus is never lost with one.
 * The frame takes the shown image's own ratio (up to 70 % of the screen's height), so a landscape
 * photo is not letterboxed.
 * Each image's text alternative is its description; without one, `by` names who shared the images
 * ('Photo 2 of 3 by ada'). A described image has an ALT badge that shows its description on request.
 * Activating the image opens it in the viewer, at the size of the screen; closing the viewer leaves
 * the gallery at the image it showed last, focus on it.
 */
export function Gallery({ images, by }: { images: readonly GalleryImage[]; by: string }) {
  const [wanted, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const t = useT();
  if (images.length === 0) return null;
  const index = Math.min(wanted, images.length - 1);
  const image = images[index];
  const many = images.length > 1;
  return (
    <figure className="gallery" aria-roledescription="carousel">
      <div className="gallery__frame" style={image.width && image.height ? { aspectRatio: `${image.width} / ${image.height}` } : undefined}>
        <button type="button" className="gallery__open" title={t('common.gallery.open')} aria-haspopup="dialog" onClick={() => setViewing(true)}>
          <BlurImage
            key={image.key}
            className="gallery__image"
            blurhash={image.blurhash}
            src={image.src}
            width={image.width}
            height={image.height}
            alt={image.alt || t('common.gallery.photoOf', { position: index + 1, count: images.length, username: by })}
          />
        </button>
        <AltBadge key={image.key} text={image.alt} />
        {many ? (
          <>
            <button type="button" className="gallery__nav gallery__nav--prev" aria-label={t('common.gallery.previous')} aria-disabled={index === 0} onClick={() => setIndex(Math.max(0, index - 1))}>
              <span className="points-inline" aria-hidden="true">
                ‹
              </span>
            </button>
            <button
              type="button"
              className="gallery__nav gallery__nav--next"
              aria-label={t('common.gallery.next')}
              aria-disabled={index === images.length - 1}
              onClick={() => setIndex(Math.min(images.length - 1, index + 1))}
            >
              <span className="points-inline" aria-hidden="true">
                ›
              </span>
            </button>
          </>
        ) : null}
      </div>
      {many ? (
        <figcaption className="gallery__dots" aria-live="polite">
          <span className="visually-hidden">
            {index + 1} / {images.length}
          </span>
          {images.map((item, position) => (
            <span key={item.key} className={position === index ? 'gallery__dot is-current' : 'gallery__dot'} aria-hidden="true" />
          ))}
        </figcaption>
      ) : null}
      {viewing ? (
        <ImageViewer
          images={images}
          start={index}
          by={by}
          onClose={(last) => {
            setViewing(false);
            setIndex(last);
          }}
        />
      ) : null}
    </figure>
  );
}
