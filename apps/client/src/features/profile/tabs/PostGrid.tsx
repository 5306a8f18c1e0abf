import type { ProfileGrid_ItemFragment } from '../../../gql/graphql';
import { GalleryCount, photosLabel } from '../../../ui/GalleryCount';
import { CountsOverlay } from './CountsOverlay';

/** Posts as a 3-column grid of cover thumbnails; likes and comments show on hover and focus. */
export function PostGrid({ items, onOpen }: { items: readonly ProfileGrid_ItemFragment[]; onOpen: (id: string) => void }) {
  return (
    <ul className="post-grid" aria-label="Posts">
      {items.map((item) =>
        'post_content' in item ? (
          <li key={item.id}>
            <button type="button" className="post-grid__item" onClick={() => onOpen(item.id)} aria-label={photosLabel(item.post_content || 'Post', item.media.length)}>
              {item.media[0] ? <img src={item.media[0].thumbnail_file} alt="" loading="lazy" /> : null}
              <GalleryCount count={item.media.length} />
              <CountsOverlay likes={item.like_count} comments={item.comment_count} />
            </button>
          </li>
        ) : null,
      )}
    </ul>
  );
}
