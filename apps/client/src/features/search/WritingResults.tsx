import { useQuery } from '@apollo/client/react';
import { SearchEverythingDocument } from './SearchEverything.generated';
import { keptData } from '../../lib/apollo/kept-data';
import { usePageLoader } from '../../lib/apollo/use-load-more';
import { isUnreachable } from '../../lib/errors/describe-error';
import { useT } from '../../lib/i18n';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { LoadMore } from '../../ui/LoadMore';
import { Skeleton } from '../../ui/Skeleton';
import { SearchHitCard } from './SearchHitCard';
import { SearchStatus } from './SearchStatus';

/** What a tab of writing searches: Posts finds remarks, posts and comments; Events finds events. */
const TAB_SEARCH = {
  posts: { type: 'all', shows: (type: string) => type !== 'event', empty: 'people.search.noWriting', label: 'people.search.writingFound' },
  events: { type: 'event', shows: () => true, empty: 'people.search.noEvents', label: 'people.search.eventsFound' },
} as const;

/**
 * The Posts or Events tab: what people wrote that matches the words, best first, paging in as the
 * user scrolls. The Posts tab leaves events to their own tab.
 */
export function WritingResults({ query, tab, typing }: { query: string; tab: keyof typeof TAB_SEARCH; typing: boolean }) {
  const t = useT();
  const search = TAB_SEARCH[tab];
  const result = useQuery(SearchEverythingDocument, { variables: { query, type: search.type }, skip: query === '', notifyOnNetworkStatusChange: false });
  const { error, loading, fetchMore, refetch } = result;
  const page = query === '' ? undefined : keptData(result)?.search;
  const next = page?.next_cursor ?? null;
  const more = usePageLoader(next ? () => fetchMore({ variables: { after: next } }) : null, 'search results');
  const hits = (page?.items ?? []).filter((hit) => search.shows(hit.type));
  const refused = error && !page && !isUnreachable(error);
  const searching = query !== '' && (typing || (loading && !page));

  if (query === '') return <SearchStatus searching={false} />;
  return (
    <>
      <SearchStatus searching={searching} />
      {refused ? <ErrorState error={error} onRetry={() => refetch()} compact /> : null}
      {!page && !refused ? <Skeleton label={t('people.search.loading')} shape="card" count={2} /> : null}
      {page && hits.length === 0 && !more.hasMore ? <EmptyState title={t(search.empty)} hint={t('people.search.tryOther')} compact /> : null}
      {hits.length > 0 ? (
        <ol className="search__hits" aria-label={t(search.label)}>
          {hits.map((hit) => (
            <li key={hit.comment ? `comment-${hit.comment.id}` : `${hit.type}-${hit.item?.id}`}>
              <SearchHitCard hit={hit} />
            </li>
          ))}
        </ol>
      ) : null}
      {page ? <LoadMore hasMore={more.hasMore} loading={more.loading} failed={more.failed} onLoadMore={() => void more.loadMore()} endText={hits.length > 0 ? t('people.search.noMore') : undefined} /> : null}
    </>
  );
}
