import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { ProfileDocument } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { Spinner } from '../../ui/Spinner';
import { ProfileHeader } from './header/ProfileHeader';
import { ProfileTabs } from './tabs/ProfileTabs';
import './profile.css';

/** /profile/{urlUsername} (spec §2): the person, and what they shared in three tabs. */
export function ProfilePage() {
  const { urlUsername = '' } = useParams();
  const { username } = useSession();
  const { data, loading } = useQuery(ProfileDocument, { variables: { username: urlUsername }, fetchPolicy: 'cache-and-network' });
  const profile = data?.profile ?? null;

  return (
    <section className="profile">
      <title>{`@${profile?.username ?? urlUsername} · Gatherly`}</title>
      {profile ? (
        <>
          <ProfileHeader profile={profile} own={profile.username.toLowerCase() === username?.toLowerCase()} />
          {profile.is_blocked ? (
            <p className="profile__status">You blocked {profile.username}. You do not see what they share, and they cannot see what you share.</p>
          ) : (
            <ProfileTabs key={profile.id} username={profile.username} />
          )}
        </>
      ) : loading ? (
        <p className="profile__status" role="status">
          <Spinner /> Loading...
        </p>
      ) : (
        <p className="profile__status">Profile not found.</p>
      )}
    </section>
  );
}
