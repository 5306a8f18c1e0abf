import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { hashtagItemCount } from '@gatherly/schema';
import { SearchTagsDocument } from './SearchTags.generated';
import { keptData } from '../../lib/apollo/kept-data';
import { isUnreachable } from '../../lib/errors/describe-error';
import { useT } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { SearchStatus } from './SearchStatus';

/** The Tags tab: tags starting with the words, the tag itself first, then the most used, each to its page. */
export function TagResults({ query, typing }: { query: string; typing: boolean }) {
  const t = useT();
  const result = useQuery(SearchTagsDocument, { variables: { query }, skip: query === '' });
  const { error, loading, refetch } = result;
  const page = query === '' ? undefined : keptData(result)?.search;
  const tags = (page?.items ?? []).flatMap((hit) => (hit.tag ? [hit.tag] : []));
  const refused = error && !page && !isUnreachable(error);

  if (query === '') return <SearchStatus searching={false} />;
  return (
    <>
      <SearchStatus searching={typing || (loading && !page)} />
      {refused ? <ErrorState error={error} onRetry={() => refetch()} compact /> : null}
      {!page && !refused ? <Skeleton label={t('people.search.loading')} shape="row" count={3} /> : null}
      {page && tags.length === 0 ? <EmptyState title={t('people.search.noTags')} hint={t('people.search.noTagsHint')} compact /> : null}
      {tags.length > 0 ? (
        <ul className="search__results" aria-label={t('people.search.tagsFound')}>
          {tags.map((tag) => (
            <li key={tag.name}>
              <Link className="search__tag" to={PATHS.tag(tag.name)}>
                <span className="search__tag-name">#{tag.name}</span>
                <span className="search__tag-count">{t(hashtagItemCount(tag.item_count))}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
