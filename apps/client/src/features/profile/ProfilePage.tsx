import { useParams } from 'react-router-dom';
import { ComingSoon } from '../../ui/ComingSoon';

export function ProfilePage() {
  const { urlUsername = '' } = useParams();
  return (
    <>
      <title>{`@${urlUsername} · Gatherly`}</title>
      <ComingSoon title={`@${urlUsername}`}>
        Profiles with posts, events, remarks, followers and following are on their way.
      </ComingSoon>
    </>
  );
}
