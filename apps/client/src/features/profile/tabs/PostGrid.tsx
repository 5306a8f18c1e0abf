import type { ProfileGrid_ItemFragment } from './ProfileItems.generated';
import { useT } from '../../../lib/i18n';
import { BlurImage } from '../../../ui/BlurImage';
import { GalleryCount, photosLabel } from '../../../ui/GalleryCount';
import { CountsOverlay } from './CountsOverlay';

/** Thumbnails are the centre square of the image. */
const SQUARE = { width: 1, height: 1 };

/** Posts as a 3-column grid of cover thumbnails; likes and comments show on hover and focus. */
export function PostGrid({ items, onOpen }: { items: readonly ProfileGrid_ItemFragment[]; onOpen: (id: string) => void }) {
  const t = useT();
  return (
    <ul className="post-grid" aria-label={t('people.tabs.posts')}>
      {items.map((item) =>
        'post_content' in item ? (
          <li key={item.id}>
            <button type="button" className="post-grid__item" onClick={() => onOpen(item.id)} aria-label={photosLabel(item.post_content || item.media[0]?.alt_text || t('people.grid.post'), item.media.length)}>
              {item.media[0] ? <BlurImage blurhash={item.media[0].blurhash} ratio={SQUARE} src={item.media[0].thumbnail_file} alt={item.media[0].alt_text ?? ''} loading="lazy" /> : null}
              <GalleryCount count={item.media.length} />
              <CountsOverlay likes={item.like_count} comments={item.comment_count} />
            </button>
          </li>
        ) : null,
      )}
    </ul>
  );
}
