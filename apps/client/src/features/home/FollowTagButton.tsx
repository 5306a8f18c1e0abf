import { useMutation } from '@apollo/client/react';
import { HASHTAG_MESSAGES } from '@gatherly/schema';
import { FollowTagDocument, UnfollowTagDocument } from './TagPage.generated';
import { useT } from '../../lib/i18n';
import { useNotices } from '../../ui/Notices';

/**
 * Follow / Following for a tag: a toggle (aria-pressed) that changes once the server confirms; the
 * answer updates the tag in the cache (normalised by name).
 */
export function FollowTagButton({ name, following }: { name: string; following: boolean }) {
  const [follow, followed] = useMutation(FollowTagDocument);
  const [unfollow, unfollowed] = useMutation(UnfollowTagDocument);
  const notices = useNotices();
  const t = useT();
  const busy = followed.loading || unfollowed.loading;

  async function toggle() {
    try {
      await (following ? unfollow : follow)({ variables: { name } });
    } catch {
      notices.warn(following ? t('people.tag.unfollowFailed', { name }) : t('people.tag.followFailed', { name }));
    }
  }

  return (
    <button type="button" className={following ? 'btn btn--secondary' : 'btn btn--primary'} aria-pressed={following} disabled={busy} onClick={() => void toggle()}>
      {t(following ? HASHTAG_MESSAGES.following : HASHTAG_MESSAGES.follow)}
    </button>
  );
}
