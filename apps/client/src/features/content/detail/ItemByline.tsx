import { AuthorLink } from '../../../ui/AuthorLink';
import { TimeAgo } from '../../../ui/TimeAgo';

/** Author (avatar and username, linking to the profile) and age of an item. */
export function ItemByline({ username, image, createdAt }: { username: string; image: string | null; createdAt: string }) {
  return (
    <div className="detail__byline">
      <AuthorLink username={username} image={image} />
      <TimeAgo date={createdAt} />
    </div>
  );
}
