import type { StoredImage } from './media.service';

/** A stored image with the description its author gave it (its `alt`; null when none). */
export interface DescribedImage extends StoredImage {
  altText: string | null;
}

/** The stored images of an upload with their descriptions, both in gallery order. */
export function described(images: readonly StoredImage[], altTexts: ReadonlyArray<string | null>): DescribedImage[] {
  return images.map((image, index) => ({ ...image, altText: altTexts[index] ?? null }));
}
