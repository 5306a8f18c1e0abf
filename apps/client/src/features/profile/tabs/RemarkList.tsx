import type { ProfileGrid_ItemFragment } from '../../../gql/graphql';
import { TimeAgo } from '../../../ui/TimeAgo';

/** Remarks as a list, newest first (spec §2). */
export function RemarkList({ items, onOpen }: { items: readonly ProfileGrid_ItemFragment[]; onOpen: (id: string) => void }) {
  return (
    <ul className="remark-list" aria-label="Remarks">
      {items.map((item) =>
        'remark_content' in item ? (
          <li key={item.id}>
            <button type="button" className="remark-list__item" onClick={() => onOpen(item.id)}>
              <span className="remark-list__text">{item.remark_content}</span>
              <span className="remark-list__meta">
                <TimeAgo date={item.created_at} /> · {item.like_count} {item.like_count === 1 ? 'like' : 'likes'} · {item.comment_count}{' '}
                {item.comment_count === 1 ? 'comment' : 'comments'}
              </span>
            </button>
          </li>
        ) : null,
      )}
    </ul>
  );
}
