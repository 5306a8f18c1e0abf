import type { Media } from '../shared/content.models';
import type { ContentLoaders } from '../shared/content-loaders';
import type { DescribedMedia } from './media-descriptions.service';

/** The image just described, read as every door reads images: through its item's loader. */
export async function describedMedia(loaders: ContentLoaders, described: DescribedMedia): Promise<Media> {
  const media = (await loaders.media.load(described.itemId)).find((image) => image.media_id === described.mediaId);
  // Read in the same request right after the write: only a deletion in between could remove it.
  if (!media) throw new Error(`image ${described.mediaId} is gone after its description was written`);
  return media;
}
