import type { ProfileGrid_ItemFragment } from '../../../gql/graphql';
import { RichText } from '../../../ui/RichText';
import { TimeAgo } from '../../../ui/TimeAgo';
import { countOf } from '../../../lib/text/plural';

/** Remarks as a list, newest first (spec §2). */
export function RemarkList({ items, onOpen }: { items: readonly ProfileGrid_ItemFragment[]; onOpen: (id: string) => void }) {
  return (
    <ul className="remark-list" aria-label="Remarks">
      {items.map((item) =>
        'remark_content' in item ? (
          <li key={item.id} className="remark-list__entry">
            {/* The text's links sit above a button covering the entry, which is named by the text. */}
            <button type="button" className="remark-list__item" onClick={() => onOpen(item.id)} aria-labelledby={`remark-text-${item.id}`} aria-describedby={`remark-meta-${item.id}`} />
            <span className="remark-list__text" id={`remark-text-${item.id}`}>
              <RichText text={item.remark_content} mentions={item.mentions} />
            </span>
            <span className="remark-list__meta" id={`remark-meta-${item.id}`}>
              <TimeAgo date={item.created_at} /> · {countOf(item.like_count, 'like')} · {countOf(item.comment_count, 'comment')}
            </span>
          </li>
        ) : null,
      )}
    </ul>
  );
}
