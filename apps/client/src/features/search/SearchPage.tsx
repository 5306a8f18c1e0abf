import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { DELAYS } from '@gatherly/schema';
import { SearchAccountsDocument } from '../../gql/graphql';
import { isUnreachable } from '../../lib/errors/describe-error';
import { useDebouncedValue } from '../../lib/hooks/use-debounced-value';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { Avatar } from '../../ui/Avatar';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { FollowButton } from '../profile';
import './search.css';

/** /search (spec §2, §4): people by user name or full name, 300 ms after typing stops. */
export function SearchPage() {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), DELAYS.userSearchDebounce);
  const cleared = text.trim() === '';
  const { data, loading, error, refetch } = useQuery(SearchAccountsDocument, { variables: { query }, skip: query === '' });
  const results = cleared || query === '' ? [] : (data?.searchAccounts ?? []);
  const searching = !cleared && (loading || query !== text.trim());
  const nobody = !cleared && !searching && !error && data !== undefined && results.length === 0;
  const { username: me } = useSession();

  return (
    <section className="search">
      <title>Search · Gatherly</title>
      <h1 className="search__title">Search</h1>
      <input
        className="search__box"
        type="search"
        aria-label="Search users..."
        placeholder="Search users..."
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoFocus
      />
      <p className="search__status" role="status">
        {searching ? (
          <>
            <Spinner size={16} /> Searching...
          </>
        ) : null}
      </p>
      {/* While the server cannot be reached the connection notice says so, and the search is asked again when it answers. */}
      {error && !cleared && !isUnreachable(error) ? <ErrorState error={error} onRetry={() => refetch()} compact /> : null}
      <ul className="search__results" aria-label="Search results">
        {results.map((account) => (
          <li key={account.id}>
            <Link className="search__result" to={PATHS.profile(account.username)}>
              <Avatar src={account.profile_image} size={44} />
              <span className="search__names">
                <span className="search__username">{account.username}</span>
                <span className="search__full-name">{account.full_name}</span>
              </span>
            </Link>
            {account.username.toLowerCase() === me?.toLowerCase() ? null : <FollowButton person={account} compact />}
          </li>
        ))}
      </ul>
      {nobody ? <EmptyState title="No users found" hint="Try another name." compact /> : null}
    </section>
  );
}
