import { AuthorLink } from '../../../ui/AuthorLink';
import { EditedMark } from '../../../ui/EditedMark';
import { TimeAgo } from '../../../ui/TimeAgo';

/** Author (avatar and username, linking to the profile) and age of an item, and "(edited)" once changed. */
export function ItemByline({ username, image, createdAt, editedAt }: { username: string; image: string | null; createdAt: string; editedAt?: string | null }) {
  return (
    <div className="detail__byline">
      <AuthorLink username={username} image={image} />
      <span>
        <TimeAgo date={createdAt} />
        <EditedMark editedAt={editedAt} />
      </span>
    </div>
  );
}
