import { useMutation } from '@apollo/client/react';
import { HASHTAG_MESSAGES } from '@gatherly/schema';
import { FollowTagDocument, UnfollowTagDocument } from '../../gql/graphql';
import { useNotices } from '../../ui/Notices';

/**
 * Follow / Following for a tag: a toggle (aria-pressed) that changes once the server confirms; the
 * answer updates the tag in the cache (normalised by name).
 */
export function FollowTagButton({ name, following }: { name: string; following: boolean }) {
  const [follow, followed] = useMutation(FollowTagDocument);
  const [unfollow, unfollowed] = useMutation(UnfollowTagDocument);
  const notices = useNotices();
  const busy = followed.loading || unfollowed.loading;

  async function toggle() {
    try {
      await (following ? unfollow : follow)({ variables: { name } });
    } catch {
      notices.warn(following ? `Could not stop following #${name}. Try again.` : `Could not follow #${name}. Try again.`);
    }
  }

  return (
    <button type="button" className={following ? 'btn btn--secondary' : 'btn btn--primary'} aria-pressed={following} disabled={busy} onClick={() => void toggle()}>
      {following ? HASHTAG_MESSAGES.following : HASHTAG_MESSAGES.follow}
    </button>
  );
}
