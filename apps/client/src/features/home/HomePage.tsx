import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { FEED_MESSAGES } from '@gatherly/schema';
import { HomeFeedDocument, HomeGreetingDocument } from '../../gql/graphql';
import { useLoadMore } from '../../lib/apollo/use-load-more';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../lib/errors/describe-error';
import { PATHS } from '../../lib/paths';
import { Alert } from '../../ui/Alert';
import { LoadMore } from '../../ui/LoadMore';
import { Spinner } from '../../ui/Spinner';
import { FeedCard } from './FeedCard';
import './home.css';

/** /home (spec §2): the feed of one's own items and those of the people one follows, newest first. */
export function HomePage() {
  const greeting = useQuery(HomeGreetingDocument);
  const { data, loading, error, fetchMore } = useQuery(HomeFeedDocument, { fetchPolicy: 'cache-and-network' });
  const page = data?.homeFeed;
  const more = useLoadMore(page?.next_cursor, fetchMore, 'feed items');
  const problem = error && !page ? describeError(error, DEFAULT_PROBLEM_TEXTS) : null;

  return (
    <section className="home" aria-busy={loading}>
      <title>Home · Gatherly</title>
      {greeting.data ? (
        <header className="home__greeting">
          <h1 className="home__title">Welcome, {greeting.data.me.full_name}</h1>
          <p className="home__username">@{greeting.data.me.username}</p>
        </header>
      ) : null}
      {problem ? <Alert tone="error" messages={problem.messages} bullets={problem.bullets} /> : null}
      {!page && loading ? (
        <p className="home__loading" role="status">
          <Spinner /> Loading...
        </p>
      ) : null}
      {page && page.items.length === 0 ? (
        <div className="home__empty">
          <h2>{FEED_MESSAGES.emptyTitle}</h2>
          <p>{FEED_MESSAGES.emptyText}</p>
          <Link className="btn btn--primary" to={PATHS.search}>
            {FEED_MESSAGES.findPeople}
          </Link>
        </div>
      ) : null}
      {page && page.items.length > 0 ? (
        <>
          <ol className="home__feed" aria-label="Feed">
            {page.items.map((item) => (
              <li key={item.id}>
                <FeedCard item={item} />
              </li>
            ))}
          </ol>
          <LoadMore hasMore={more.hasMore} loading={more.loading} failed={more.failed} onLoadMore={() => void more.loadMore()} />
        </>
      ) : null}
    </section>
  );
}
