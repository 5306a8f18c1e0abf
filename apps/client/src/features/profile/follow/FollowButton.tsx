import { useT } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useFollowToggle, type FollowTarget } from './use-follow-toggle';

/** 'Follow' or 'Unfollow' as the server last confirmed it, with a spinner while a change is sent. */
export function FollowButton({ person, compact = false }: { person: FollowTarget; compact?: boolean }) {
  const { toggle, pending } = useFollowToggle(person);
  const t = useT();
  const label = person.is_following ? t('people.follow.unfollow') : t('people.follow.follow');
  return (
    <Button
      variant={person.is_following ? 'secondary' : 'primary'}
      className={compact ? 'follow-button follow-button--compact' : 'follow-button'}
      aria-busy={pending}
      aria-label={compact ? (person.is_following ? t('people.follow.unfollowNamed', { username: person.username }) : t('people.follow.followNamed', { username: person.username })) : undefined}
      onClick={() => void toggle()}
    >
      {pending ? <Spinner size={16} /> : null}
      {label}
    </Button>
  );
}
