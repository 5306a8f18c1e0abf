import { useEffect, useState, type KeyboardEvent } from 'react';
import { useT } from '../lib/i18n';
import { inlineStep } from './arrow-keys';
import { Dialog } from './Dialog';
import type { GalleryImage } from './Gallery';
import { Icon } from './Icon';
import { FIT, fitted, neighboursOf, stepTo, toggleZoom, type Size, type View } from './viewer-gestures';
import { ZoomableImage } from './ZoomableImage';
import './image-viewer.css';

export interface ImageViewerProps {
  images: readonly GalleryImage[];
  /** The image shown first. */
  start: number;
  /** Who shared the images, for the title and the text alternative of undescribed ones. */
  by: string;
  onClose: (index: number) => void;
}

/**
 * A gallery's images at the size of the screen, in the app's dialog (focus kept inside, Escape
 * closes and focus goes back to the image that opened it): Previous and Next by button, arrow key
 * or swipe, the position ('2 of 4'), the image's description, and zoom by button (fit or 100 %),
 * double click, wheel or pinch, dragged when zoomed. The neighbours load ahead.
 */
export function ImageViewer({ images, start, by, onClose }: ImageViewerProps) {
  const [index, setIndex] = useState(start);
  const t = useT();
  const [view, setView] = useState<View>(FIT);
  const [stage, setStage] = useState<Size>({ width: 0, height: 0 });
  const image = images[Math.min(index, images.length - 1)];
  const many = images.length > 1;
  const zoomed = view.scale > 1;

  const go = (step: number) => {
    const next = stepTo(index, step, images.length);
    if (next === index) return;
    setIndex(next);
    setView(FIT);
  };

  useEffect(() => {
    for (const other of neighboursOf(index, images.length)) new Image().src = images[other].src;
  }, [index, images]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(inlineStep(event.key, event.currentTarget));
    }
  };

  if (!image) return null;
  const size = { width: image.width ?? 0, height: image.height ?? 0 };
  const toggle = () => setView(toggleZoom(view, { x: 0, y: 0 }, size, fitted(size, stage), stage));

  return (
    <Dialog open size="full" title={t('common.gallery.photosBy', { count: images.length, username: by })} onClose={() => onClose(index)}>
      <div className="image-viewer" onKeyDown={onKeyDown}>
        <ZoomableImage
          key={image.key}
          src={image.src}
          alt={image.alt || t('common.gallery.photoOf', { position: index + 1, count: images.length, username: by })}
          size={size}
          view={view}
          onViewChange={setView}
          onSwipe={go}
          onMeasure={setStage}
        />
        <div className="image-viewer__bar">
          {many ? (
            <button type="button" className="icon-button" aria-label={t('common.gallery.previous')} title={t('common.gallery.previous')} aria-disabled={index === 0} onClick={() => go(-1)}>
              <Icon size={22} className="icon points-inline">
                <path d="M15 18l-6-6 6-6" />
              </Icon>
            </button>
          ) : null}
          <p className="image-viewer__position" aria-live="polite">
            {t('common.gallery.position', { position: index + 1, count: images.length })}
          </p>
          <button type="button" className="icon-button" aria-label={t('common.gallery.zoom')} title={zoomed ? t('common.gallery.fit') : t('common.gallery.actualSize')} aria-pressed={zoomed} onClick={toggle}>
            <Icon size={22}>
              <circle cx="11" cy="11" r="6" />
              <path d="M20 20l-4.5-4.5" />
              {zoomed ? null : <path d="M11 8.5v5" />}
              <path d="M8.5 11h5" />
            </Icon>
          </button>
          {many ? (
            <button type="button" className="icon-button" aria-label={t('common.gallery.next')} title={t('common.gallery.next')} aria-disabled={index === images.length - 1} onClick={() => go(1)}>
              <Icon size={22} className="icon points-inline">
                <path d="M9 18l6-6-6-6" />
              </Icon>
            </button>
          ) : null}
        </div>
        {image.alt ? <p className="image-viewer__description">{image.alt}</p> : null}
      </div>
    </Dialog>
  );
}
