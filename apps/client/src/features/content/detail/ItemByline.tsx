import { AuthorLink } from '../../../ui/AuthorLink';
import { EditedMark } from '../../../ui/EditedMark';
import { OriginalLink } from '../../../ui/OriginalLink';
import { TimeAgo } from '../../../ui/TimeAgo';

/**
 * Author (avatar and username, linking to the profile) and age of an item, "(edited)" once changed,
 * and for an item of another server the link to it there.
 */
export function ItemByline({ username, image, createdAt, editedAt, url }: { username: string; image: string | null; createdAt: string; editedAt?: string | null; url?: string | null }) {
  return (
    <div className="detail__byline">
      <AuthorLink username={username} image={image} />
      <span>
        <TimeAgo date={createdAt} />
        <EditedMark editedAt={editedAt} />
        <OriginalLink url={url} />
      </span>
    </div>
  );
}
