import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useFollowToggle, type FollowTarget } from './use-follow-toggle';

/** 'Follow' or 'Unfollow' as the server last confirmed it, with a spinner while a change is sent. */
export function FollowButton({ person, compact = false }: { person: FollowTarget; compact?: boolean }) {
  const { toggle, pending } = useFollowToggle(person);
  const label = person.is_following ? 'Unfollow' : 'Follow';
  return (
    <Button
      variant={person.is_following ? 'secondary' : 'primary'}
      className={compact ? 'follow-button follow-button--compact' : 'follow-button'}
      aria-busy={pending}
      aria-label={compact ? `${label} ${person.username}` : undefined}
      onClick={() => void toggle()}
    >
      {pending ? <Spinner size={16} /> : null}
      {label}
    </Button>
  );
}
