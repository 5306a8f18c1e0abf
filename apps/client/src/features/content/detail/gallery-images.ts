import type { GalleryImage } from '../../../ui/Gallery';

interface MediaFields {
  media_id: string;
  media_file: string;
  display_order: number;
  width: number;
  height: number;
}

/** The images of a post or event in gallery order: display_order 0, the cover, first. */
export function galleryImages(media: readonly MediaFields[]): GalleryImage[] {
  return [...media]
    .sort((a, b) => a.display_order - b.display_order)
    .map((item) => ({ key: item.media_id, src: item.media_file, width: item.width, height: item.height }));
}
