import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { useRef } from 'react';
import { FEED_MESSAGES } from '@gatherly/schema';
import { HomeFeedDocument } from './HomeFeed.generated';
import { HomeGreetingDocument } from './HomeGreeting.generated';
import { keptData } from '../../lib/apollo/kept-data';
import { useLoadMore } from '../../lib/apollo/use-load-more';
import { isUnreachable } from '../../lib/errors/describe-error';
import { useT } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { LoadMore } from '../../ui/LoadMore';
import { Skeleton } from '../../ui/Skeleton';
import { FeedCard } from './FeedCard';
import { useNewFeedItems } from './use-new-feed-items';
import './home.css';

/** /home (spec §2): the feed of one's own items and those of the people one follows, newest first. */
export function HomePage() {
  const t = useT();
  const greeting = useQuery(HomeGreetingDocument);
  const feed = useQuery(HomeFeedDocument, { fetchPolicy: 'cache-and-network' });
  const { error, fetchMore, refetch } = feed;
  // A failed refresh keeps the feed on screen (the connection notice says why it is not new).
  const page = keptData(feed)?.homeFeed;
  const more = useLoadMore(page?.next_cursor, fetchMore, 'feed items');
  const refused = error && !page && !isUnreachable(error);
  const newer = useNewFeedItems(page?.items.map((item) => item.id));
  const list = useRef<HTMLOListElement>(null);

  async function showNewer() {
    await refetch().catch(() => undefined);
    newer.clear();
    window.scrollTo({ top: 0 });
    list.current?.focus();
  }

  return (
    <section className="home" aria-busy={!page && !refused}>
      <title>{t('people.home.pageTitle')}</title>
      {greeting.data ? (
        <header className="home__greeting">
          <h1 className="home__title">{t('people.home.welcome', { name: greeting.data.me.full_name })}</h1>
          <p className="home__username">@{greeting.data.me.username}</p>
        </header>
      ) : null}
      {refused ? <ErrorState error={error} onRetry={() => refetch()} /> : null}
      {!page && !refused ? <Skeleton label={t('people.home.loading')} shape="card" /> : null}
      {page && page.items.length === 0 ? (
        <EmptyState
          title={t(FEED_MESSAGES.emptyTitle)}
          hint={t(FEED_MESSAGES.emptyText)}
          headingLevel={2}
          action={
            <Link className="btn btn--primary" to={PATHS.search}>
              {t(FEED_MESSAGES.findPeople)}
            </Link>
          }
        />
      ) : null}
      {page && page.items.length > 0 ? (
        <>
          <div className="home__newer" aria-live="polite">
            {newer.count > 0 ? (
              <button type="button" className="home__newer-pill" onClick={() => void showNewer()}>
                {t('people.home.newPosts')}
              </button>
            ) : null}
          </div>
          <ol ref={list} className="home__feed" aria-label={t('people.home.feed')} tabIndex={-1}>
            {page.items.map((item) => (
              <li key={item.id}>
                <FeedCard item={item} />
              </li>
            ))}
          </ol>
          <LoadMore hasMore={more.hasMore} loading={more.loading} failed={more.failed} onLoadMore={() => void more.loadMore()} endText={t('people.home.end')} />
        </>
      ) : null}
    </section>
  );
}
