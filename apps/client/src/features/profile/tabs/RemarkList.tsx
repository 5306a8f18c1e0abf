import type { ProfileGrid_ItemFragment } from './ProfileItems.generated';
import { RichText } from '../../../ui/RichText';
import { TimeAgo } from '../../../ui/TimeAgo';
import { useT } from '../../../lib/i18n';

/** Remarks as a list, newest first (spec §2). */
export function RemarkList({ items, onOpen }: { items: readonly ProfileGrid_ItemFragment[]; onOpen: (id: string) => void }) {
  const t = useT();
  return (
    <ul className="remark-list" aria-label={t('people.tabs.remarks')}>
      {items.map((item) =>
        'remark_content' in item ? (
          <li key={item.id} className="remark-list__entry">
            {/* The text's links sit above a button covering the entry, which is named by the text. */}
            <button type="button" className="remark-list__item" onClick={() => onOpen(item.id)} aria-labelledby={`remark-text-${item.id}`} aria-describedby={`remark-meta-${item.id}`} />
            <span className="remark-list__text" id={`remark-text-${item.id}`}>
              <RichText text={item.remark_content} mentions={item.mentions} />
            </span>
            <span className="remark-list__meta" id={`remark-meta-${item.id}`}>
              <TimeAgo date={item.created_at} /> · {t('people.counts.likes', { count: item.like_count })} · {t('people.counts.comments', { count: item.comment_count })}
            </span>
          </li>
        ) : null,
      )}
    </ul>
  );
}
