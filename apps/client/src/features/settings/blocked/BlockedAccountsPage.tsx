import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { BlockedAccountsDocument } from '../../../gql/graphql';
import { PATHS } from '../../../lib/paths';
import { Avatar } from '../../../ui/Avatar';
import { Spinner } from '../../../ui/Spinner';
import { BlockButton } from '../../profile';

/** /settings/blocked: the people one blocked, newest first, each with Unblock. */
export function BlockedAccountsPage() {
  const { data, loading } = useQuery(BlockedAccountsDocument, { fetchPolicy: 'cache-and-network' });
  const people = data?.blockedAccounts;
  return (
    <section className="settings-page">
      <title>Blocked accounts · Gatherly</title>
      <h1 className="settings-page__title">Blocked accounts</h1>
      <p className="settings-page__intro">People you blocked cannot find your profile, see what you share, follow you or message you.</p>
      {!people && loading ? (
        <p className="settings-page__loading" role="status">
          <Spinner /> Loading...
        </p>
      ) : null}
      {people && people.length === 0 ? <p className="settings-page__intro">You have not blocked anyone.</p> : null}
      {people && people.length > 0 ? (
        <ul className="settings-list" aria-label="Blocked accounts">
          {people.map((person) => (
            <li key={person.id} className="settings-list__item">
              <Link className="blocked-list__person" to={PATHS.profile(person.username)}>
                <Avatar src={person.profile_image} size={40} />
                <span>
                  <strong>{person.username}</strong>
                  <span className="blocked-list__name">{person.full_name}</span>
                </span>
              </Link>
              <BlockButton person={{ username: person.username, is_blocked: true }} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
