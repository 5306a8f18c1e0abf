import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router-dom';
import { ProfileDocument } from './header/Profile.generated';
import { keptData } from '../../lib/apollo/kept-data';
import { isUnreachable } from '../../lib/errors/describe-error';
import { useT } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { ProfileHeader } from './header/ProfileHeader';
import { ProfileTabs } from './tabs/ProfileTabs';
import './profile.css';

/** /profile/{urlUsername} (spec §2): the person, and what they shared in three tabs. */
export function ProfilePage() {
  const { urlUsername = '' } = useParams();
  const t = useT();
  const { username } = useSession();
  const result = useQuery(ProfileDocument, { variables: { username: urlUsername }, fetchPolicy: 'cache-and-network' });
  const { loading, error } = result;
  const kept = keptData(result);
  // What was kept from before belongs to this address only if it is the same person's.
  const shown = kept?.profile && kept.profile.username.toLowerCase() !== urlUsername.toLowerCase() ? undefined : kept;
  const profile = shown?.profile ?? null;
  const refused = !shown && error && !isUnreachable(error);
  const navigate = useNavigate();
  // A name given up by a rename answers the renamed profile for a while: the address takes the current name.
  const current = result.data?.profile?.username;
  useEffect(() => {
    if (current && current.toLowerCase() !== urlUsername.toLowerCase()) void navigate(PATHS.profile(current), { replace: true });
  }, [current, urlUsername, navigate]);

  return (
    <section className="profile" aria-busy={!shown && !refused}>
      <title>{t('people.page.title', { username: profile?.username ?? urlUsername })}</title>
      {profile ? (
        <>
          <ProfileHeader profile={profile} own={profile.username.toLowerCase() === username?.toLowerCase()} />
          {profile.is_blocked ? (
            <p className="profile__status">{t('people.page.blocked', { username: profile.username })}</p>
          ) : (
            <ProfileTabs key={profile.id} username={profile.username} />
          )}
        </>
      ) : refused ? (
        <ErrorState error={error} onRetry={() => result.refetch()} />
      ) : loading || !shown ? (
        <Skeleton label={t('people.page.loading')} shape="profile" count={1} />
      ) : (
        <EmptyState title={t('people.page.notFound')} />
      )}
    </section>
  );
}
