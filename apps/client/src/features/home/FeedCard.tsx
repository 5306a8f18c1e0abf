import type { FeedCard_ItemFragment } from '../../gql/graphql';
import { PATHS } from '../../lib/paths';
import { AuthorLink } from '../../ui/AuthorLink';
import { CopyLinkButton } from '../../ui/CopyLinkButton';
import { GalleryCount, photosLabel } from '../../ui/GalleryCount';
import { TimeAgo } from '../../ui/TimeAgo';
import { EditedMark } from '../../ui/EditedMark';
import { detailHref, EngagementBar, EventCard, kindOfTypename, useContentDetail } from '../content';

/**
 * One item of the feed (spec §2): its author (to the profile) and age, what it says or shows, and
 * its likes and comments. A click on the body opens the item's detail.
 */
export function FeedCard({ item }: { item: FeedCard_ItemFragment }) {
  const { open } = useContentDetail();
  const kind = kindOfTypename(item.__typename);
  if (!kind) return null;
  const show = () => open({ kind, id: item.id });

  let body;
  if ('remark_content' in item) {
    body = (
      <button type="button" className="feed-card__body" onClick={show}>
        <span className="feed-card__text">{item.remark_content}</span>
      </button>
    );
  } else if ('post_content' in item) {
    const cover = item.media[0];
    body = (
      <button type="button" className="feed-card__body" onClick={show} aria-label={item.post_content ? undefined : photosLabel(`Post by ${item.account_username}`, item.media.length)}>
        {cover ? (
          <span className="feed-card__cover">
            <img className="feed-card__image" src={cover.media_file} alt="" width={cover.width} height={cover.height} loading="lazy" />
            <GalleryCount count={item.media.length} />
          </span>
        ) : null}
        {item.post_content ? <span className="feed-card__text">{item.post_content}</span> : null}
      </button>
    );
  } else if ('event_name' in item) {
    body = <EventCard event={item} onOpen={show} />;
  }

  return (
    <article className="feed-card" aria-label={`${kind} by ${item.account_username}`}>
      <header className="feed-card__header">
        <AuthorLink username={item.account_username} image={item.account_profile_image} />
        <span className="feed-card__aside">
          <TimeAgo date={item.created_at} />
          <EditedMark editedAt={item.edited_at} />
          <CopyLinkButton icon path={detailHref({ kind, id: item.id }, PATHS.home)} what={`this ${kind}`} />
        </span>
      </header>
      {body}
      <EngagementBar kind={kind} item={item} />
    </article>
  );
}
