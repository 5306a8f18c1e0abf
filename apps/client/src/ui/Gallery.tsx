import { useState } from 'react';
import './gallery.css';

export interface GalleryImage {
  key: string;
  src: string;
  width?: number;
  height?: number;
}

/**
 * One image at a time with Previous/Next buttons and a position indicator; the first shows first.
 * The buttons stay in place at the ends, marked disabled but focusable (a disabled button would
 * drop the focus it holds), so that focus is never lost with one.
 * The frame takes the shown image's own ratio (up to 70 % of the screen's height), so a landscape
 * photo is not letterboxed.
 * `by` names who shared the images, for their text alternative ('Photo 2 of 3 by ada').
 */
export function Gallery({ images, by }: { images: readonly GalleryImage[]; by: string }) {
  const [wanted, setIndex] = useState(0);
  if (images.length === 0) return null;
  const index = Math.min(wanted, images.length - 1);
  const image = images[index];
  const many = images.length > 1;
  return (
    <figure className="gallery" aria-roledescription="carousel">
      <div className="gallery__frame" style={image.width && image.height ? { aspectRatio: `${image.width} / ${image.height}` } : undefined}>
        <img
          className="gallery__image"
          src={image.src}
          width={image.width}
          height={image.height}
          alt={`Photo ${index + 1} of ${images.length} by ${by}`}
        />
        {many ? (
          <>
            <button type="button" className="gallery__nav gallery__nav--prev" aria-label="Previous image" aria-disabled={index === 0} onClick={() => setIndex(Math.max(0, index - 1))}>
              ‹
            </button>
            <button
              type="button"
              className="gallery__nav gallery__nav--next"
              aria-label="Next image"
              aria-disabled={index === images.length - 1}
              onClick={() => setIndex(Math.min(images.length - 1, index + 1))}
            >
              ›
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
    </figure>
  );
}
