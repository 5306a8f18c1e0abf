import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { HASHTAG_MESSAGES, hashtagItemCount } from '@gatherly/schema';
import { TrendingTagsDocument } from './TrendingTags.generated';
import { useT } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { Skeleton } from '../../ui/Skeleton';

/** The tags most taken up in the last 24 hours, each to its page with how many items took it up; shown before anything is searched. */
export function TrendingTags() {
  const t = useT();
  const { data, error } = useQuery(TrendingTagsDocument, { fetchPolicy: 'cache-and-network' });
  const headingId = useId();
  // Trending is a suggestion: when it cannot be read, the page simply goes without it.
  if (error && !data) return null;
  const tags = data?.trendingTags;
  return (
    <section className="search__trending" aria-labelledby={headingId}>
      <h2 className="search__trending-title" id={headingId}>
        {t(HASHTAG_MESSAGES.trendingTitle)}
      </h2>
      {!tags ? <Skeleton label={t('people.search.loadingTrending')} shape="row" count={3} /> : null}
      {tags && tags.length === 0 ? <p className="search__trending-empty">{t(HASHTAG_MESSAGES.trendingEmpty)}</p> : null}
      {tags && tags.length > 0 ? (
        <ol className="search__results" aria-labelledby={headingId}>
          {tags.map((tag) => (
            <li key={tag.name}>
              <Link className="search__tag" to={PATHS.tag(tag.name)}>
                <span className="search__tag-name">#{tag.name}</span>
                <span className="search__tag-count">{t(hashtagItemCount(tag.count))}</span>
              </Link>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
