import { useT } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useFollowToggle, type FollowTarget } from './use-follow-toggle';

/**
 * 'Follow' or 'Unfollow' as the server last confirmed it, with a spinner while a change is sent;
 * 'Requested' while an account of another server has not answered, which withdraws the request.
 */
export function FollowButton({ person, compact = false }: { person: FollowTarget; compact?: boolean }) {
  const { toggle, pending } = useFollowToggle(person);
  const t = useT();
  const label = person.is_following ? t('people.follow.unfollow') : person.follow_requested ? t('people.follow.requested') : t('people.follow.follow');
  const named = person.is_following
    ? t('people.follow.unfollowNamed', { username: person.username })
    : person.follow_requested
      ? t('people.follow.withdrawNamed', { username: person.username })
      : t('people.follow.followNamed', { username: person.username });
  return (
    <Button
      variant={person.is_following || person.follow_requested ? 'secondary' : 'primary'}
      className={compact ? 'follow-button follow-button--compact' : 'follow-button'}
      aria-busy={pending}
      aria-label={compact ? named : undefined}
      onClick={() => void toggle()}
    >
      {pending ? <Spinner size={16} /> : null}
      {label}
    </Button>
  );
}
