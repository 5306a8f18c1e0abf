import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { SearchTagsDocument } from '../../gql/graphql';
import { keptData } from '../../lib/apollo/kept-data';
import { isUnreachable } from '../../lib/errors/describe-error';
import { PATHS } from '../../lib/paths';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { SearchStatus } from './SearchStatus';

const itemCount = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/** The Tags tab: tags starting with the words, the tag itself first, then the most used, each to its page. */
export function TagResults({ query, typing }: { query: string; typing: boolean }) {
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
      {!page && !refused ? <Skeleton label="Searching…" shape="row" count={3} /> : null}
      {page && tags.length === 0 ? <EmptyState title="No tags found" hint="Try the start of another tag." compact /> : null}
      {tags.length > 0 ? (
        <ul className="search__results" aria-label="Tags found">
          {tags.map((tag) => (
            <li key={tag.name}>
              <Link className="search__tag" to={PATHS.tag(tag.name)}>
                <span className="search__tag-name">#{tag.name}</span>
                <span className="search__tag-count">{itemCount(tag.item_count)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
