import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { SearchAccountsDocument } from './SearchAccounts.generated';
import { isUnreachable } from '../../lib/errors/describe-error';
import { useT } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { Avatar } from '../../ui/Avatar';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { FollowButton } from '../profile';
import { SearchStatus } from './SearchStatus';

/**
 * The People tab (spec §2, §4): people by user name or full name, each with Follow; a handle of
 * the fediverse (`@name@host`) or an actor's URL finds that account of another server.
 */
export function PeopleResults({ query, typing }: { query: string; typing: boolean }) {
  const t = useT();
  const { data, loading, error, refetch } = useQuery(SearchAccountsDocument, { variables: { query }, skip: query === '' });
  const results = query === '' ? [] : (data?.searchAccounts ?? []);
  const searching = query !== '' && (loading || typing);
  const nobody = query !== '' && !searching && !error && data !== undefined && results.length === 0;
  const { username: me } = useSession();

  return (
    <>
      <SearchStatus searching={searching} />
      {/* While the server cannot be reached the connection notice says so, and the search is asked again when it answers. */}
      {error && query !== '' && !isUnreachable(error) ? <ErrorState error={error} onRetry={() => refetch()} compact /> : null}
      <ul className="search__results" aria-label={t('people.search.results')}>
        {results.map((account) => (
          <li key={account.id}>
            <Link className="search__result" to={PATHS.profile(account.username)}>
              <Avatar src={account.profile_image} size={44} />
              <span className="search__names">
                <span className="search__username">{account.username}</span>
                <span className="search__full-name">{account.full_name}</span>
              </span>
            </Link>
            {/* An account of another server is followed from its profile, where the request's answer shows. */}
            {account.username.toLowerCase() === me?.toLowerCase() || account.is_remote ? null : <FollowButton person={account} compact />}
          </li>
        ))}
      </ul>
      {nobody ? <EmptyState title={t('people.search.noUsers')} hint={t('people.search.noUsersHint')} compact /> : null}
    </>
  );
}
