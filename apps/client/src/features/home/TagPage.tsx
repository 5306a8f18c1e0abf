import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { HASHTAG_MESSAGES, hashtagItemCount } from '@gatherly/schema';
import { TagPageDocument } from './TagPage.generated';
import { keptData } from '../../lib/apollo/kept-data';
import { useLoadMore } from '../../lib/apollo/use-load-more';
import { isUnreachable } from '../../lib/errors/describe-error';
import { useT } from '../../lib/i18n';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { LoadMore } from '../../ui/LoadMore';
import { Skeleton } from '../../ui/Skeleton';
import { FeedCard } from './FeedCard';
import { FollowTagButton } from './FollowTagButton';
import './home.css';

/** /tags/:tag: every remark, post and event carrying a tag that the viewer may see, newest first, drawn as the home feed draws them. */
export function TagPage() {
  const { tag: named = '' } = useParams();
  const t = useT();
  const result = useQuery(TagPageDocument, { variables: { name: named }, fetchPolicy: 'cache-and-network' });
  const { error, fetchMore, refetch } = result;
  const tag = keptData(result)?.tag;
  const page = tag?.items;
  const more = useLoadMore(page?.next_cursor, fetchMore, 'items');
  const refused = error && !tag && !isUnreachable(error);

  return (
    <section className="home" aria-busy={!tag && !refused}>
      <title>{`#${tag?.name ?? named} · Gatherly`}</title>
      <header className="home__greeting tag-page__header">
        <div>
          <h1 className="home__title">#{tag?.name ?? named}</h1>
          {tag ? <p className="home__username">{t(hashtagItemCount(tag.item_count))}</p> : null}
        </div>
        {tag ? <FollowTagButton name={tag.name} following={tag.is_following} /> : null}
      </header>
      {refused ? <ErrorState error={error} onRetry={() => refetch()} /> : null}
      {!tag && !refused ? <Skeleton label={t('people.tag.loading')} shape="card" /> : null}
      {page && page.items.length === 0 ? <EmptyState title={t(HASHTAG_MESSAGES.emptyTitle)} hint={t(HASHTAG_MESSAGES.emptyText)} headingLevel={2} /> : null}
      {page && page.items.length > 0 ? (
        <>
          <ol className="home__feed" aria-label={t('people.tag.itemsLabel', { name: tag.name })}>
            {page.items.map((item) => (
              <li key={item.id}>
                <FeedCard item={item} />
              </li>
            ))}
          </ol>
          <LoadMore hasMore={more.hasMore} loading={more.loading} failed={more.failed} onLoadMore={() => void more.loadMore()} endText={t('people.tag.end')} />
        </>
      ) : null}
    </section>
  );
}
