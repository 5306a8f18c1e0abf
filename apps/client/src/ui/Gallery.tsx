import { useState } from 'react';
import './gallery.css';

export interface GalleryImage {
  key: string;
  src: string;
  width?: number;
  height?: number;
}

/** One image at a time with Previous/Next buttons and a position indicator; the first shows first. */
export function Gallery({ images }: { images: readonly GalleryImage[] }) {
  const [wanted, setIndex] = useState(0);
  if (images.length === 0) return null;
  const index = Math.min(wanted, images.length - 1);
  const image = images[index];
  const many = images.length > 1;
  return (
    <figure className="gallery" aria-roledescription="carousel">
      <div className="gallery__frame">
        <img
          className="gallery__image"
          src={image.src}
          width={image.width}
          height={image.height}
          alt={`Image ${index + 1} of ${images.length}`}
        />
        {many && index > 0 ? (
          <button type="button" className="gallery__nav gallery__nav--prev" aria-label="Previous image" onClick={() => setIndex(index - 1)}>
            ‹
          </button>
        ) : null}
        {many && index < images.length - 1 ? (
          <button type="button" className="gallery__nav gallery__nav--next" aria-label="Next image" onClick={() => setIndex(index + 1)}>
            ›
          </button>
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
