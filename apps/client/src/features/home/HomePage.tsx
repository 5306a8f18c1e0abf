import { useQuery } from '@apollo/client/react';
import { HomeGreetingDocument } from '../../gql/graphql';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../lib/errors/describe-error';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import './home.css';

/** A greeting from `me` until the home feed replaces this page. */
export function HomePage() {
  const { data, loading, error } = useQuery(HomeGreetingDocument);
  const problem = error ? describeError(error, DEFAULT_PROBLEM_TEXTS) : null;

  return (
    <section className="home" aria-busy={loading}>
      <title>Home · Gatherly</title>
      {loading && !data ? (
        <p className="home__loading" role="status">
          <Spinner /> Loading...
        </p>
      ) : null}
      {problem ? <Alert tone="error" messages={problem.messages} bullets={problem.bullets} /> : null}
      {data ? (
        <header className="home__greeting">
          <h1 className="home__title">Welcome, {data.me.full_name}</h1>
          <p className="home__username">@{data.me.username}</p>
        </header>
      ) : null}
      <div className="home__feed-note">
        <h2>Your feed</h2>
        <p>Remarks, posts and events from people you follow will appear here soon.</p>
      </div>
    </section>
  );
}

