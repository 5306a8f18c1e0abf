import { decode } from 'blurhash';

/** The side, in pixels, a hash is drawn at: CSS scales it up, and its few components need no more. */
const SIDE = 32;
/** Placeholders kept, newest last: a long feed's worth, each a few hundred bytes. */
const KEPT = 400;

const drawn = new Map<string, string | null>();

/**
 * A data URL of a BlurHash drawn at 32 × 32, or null when the hash is invalid or nothing can draw
 * it. Each hash is drawn once (a millisecond or less) and remembered, so scrolling back redraws nothing.
 */
export function placeholderUrl(hash: string): string | null {
  const known = drawn.get(hash);
  if (known !== undefined) {
    // Kept as the most recently used.
    drawn.delete(hash);
    drawn.set(hash, known);
    return known;
  }
  const url = draw(hash);
  drawn.set(hash, url);
  if (drawn.size > KEPT) drawn.delete(drawn.keys().next().value as string);
  return url;
}

function draw(hash: string): string | null {
  if (typeof document === 'undefined') return null;
  try {
    const pixels = decode(hash, SIDE, SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = SIDE;
    canvas.height = SIDE;
    const context = canvas.getContext('2d');
    if (!context) return null;
    const image = context.createImageData(SIDE, SIDE);
    image.data.set(pixels);
    context.putImageData(image, 0, 0);
    return canvas.toDataURL('image/png');
  } catch {
    return null;
  }
}
