import type { MediaFieldsFragment } from './MediaFields.generated';
import type { GalleryImage } from '../../../ui/Gallery';

/** The images of a post or event in gallery order: display_order 0, the cover, first. */
export function galleryImages(media: readonly MediaFieldsFragment[]): GalleryImage[] {
  return [...media]
    .sort((a, b) => a.display_order - b.display_order)
    .map((item) => ({ key: item.media_id, src: item.media_file, width: item.width, height: item.height, blurhash: item.blurhash, alt: item.alt_text }));
}
