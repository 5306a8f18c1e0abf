import { useEffect, useRef, useState, type CSSProperties, type ImgHTMLAttributes } from 'react';
import { placeholderUrl } from './blurhash-placeholder';
import './blur-image.css';

export interface BlurImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'className' | 'style'> {
  /** The image's BlurHash; null or absent for images stored before hashes were computed. */
  blurhash?: string | null;
  /** Class of the box, which takes the image's place from the first paint. */
  className?: string;
  /** The box's ratio when it is not set by its class (a square thumbnail, a 16:9 cover): the image's own. */
  ratio?: { width: number; height: number };
}

/**
 * An image in a box of its final size, showing the blurred likeness its BlurHash draws until it has
 * loaded, then fading to it (at once when the person prefers reduced motion). The likeness is the
 * box's background, hidden from assistive technology with every other decoration.
 */
export function BlurImage({ blurhash, className, ratio, onLoad, ...image }: BlurImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [stage, setStage] = useState<'waiting' | 'fading' | 'shown'>('waiting');
  const placeholder = blurhash ? placeholderUrl(blurhash) : null;

  // A new image waits again, unless the browser had it already (loaded before React listened).
  useEffect(() => {
    setStage(ref.current?.complete && ref.current.naturalWidth > 0 ? 'shown' : 'waiting');
  }, [image.src]);

  const style: CSSProperties = {};
  if (ratio && ratio.width > 0 && ratio.height > 0) style.aspectRatio = `${ratio.width} / ${ratio.height}`;
  // Kept under the image while it fades in; gone once it shows, for images with transparent parts.
  if (placeholder && stage !== 'shown') Object.assign(style, { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' });
  const waiting = placeholder !== null && stage === 'waiting';
  return (
    <span className={['blur-image', waiting ? 'is-waiting' : '', className].filter(Boolean).join(' ')} style={style} data-placeholder={waiting ? '' : undefined}>
      <img
        ref={ref}
        className="blur-image__img"
        {...image}
        onLoad={(event) => {
          setStage(placeholder && !prefersReducedMotion() ? 'fading' : 'shown');
          onLoad?.(event);
        }}
        onTransitionEnd={() => setStage('shown')}
      />
    </span>
  );
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
