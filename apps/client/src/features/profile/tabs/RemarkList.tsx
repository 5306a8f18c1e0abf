import type { ProfileGrid_ItemFragment } from '../../../gql/graphql';
import { TimeAgo } from '../../../ui/TimeAgo';
import { countOf } from '../../../lib/text/plural';

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
                <TimeAgo date={item.created_at} /> · {countOf(item.like_count, 'like')} · {countOf(item.comment_count, 'comment')}
              </span>
            </button>
          </li>
        ) : null,
      )}
    </ul>
  );
}
