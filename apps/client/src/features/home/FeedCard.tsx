import type { FeedCard_ItemFragment } from './HomeFeed.generated';
import { useT } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { AuthorLink } from '../../ui/AuthorLink';
import { BlurImage } from '../../ui/BlurImage';
import { CopyLinkButton } from '../../ui/CopyLinkButton';
import { GalleryCount, photosLabel } from '../../ui/GalleryCount';
import { RichText } from '../../ui/RichText';
import { TimeAgo } from '../../ui/TimeAgo';
import { EditedMark } from '../../ui/EditedMark';
import { OriginalLink } from '../../ui/OriginalLink';
import { LinkPreviewCard } from '../../ui/LinkPreviewCard';
import { detailHref, EngagementBar, EventCard, kindOfTypename, useContentDetail } from '../content';

/**
 * One item of the feed (spec §2): its author (to the profile) and age, what it says or shows, and
 * its likes and comments. A click on the body opens the item's detail.
 */
export function FeedCard({ item }: { item: FeedCard_ItemFragment }) {
  const { open } = useContentDetail();
  const t = useT();
  const kind = kindOfTypename(item.__typename);
  if (!kind) return null;
  const show = () => open({ kind, id: item.id });

  let body;
  if ('remark_content' in item) {
    // The text's links sit above a button covering the card, which is named by the text.
    body = (
      <div className="feed-card__body feed-card__body--linked">
        <button type="button" className="feed-card__open" onClick={show} aria-labelledby={`feed-text-${item.id}`} />
        <p className="feed-card__text" id={`feed-text-${item.id}`}>
          <RichText text={item.remark_content} mentions={item.mentions} />
        </p>
      </div>
    );
  } else if ('post_content' in item) {
    const cover = item.media[0];
    const coverId = `feed-cover-${item.id}`;
    const textId = `feed-text-${item.id}`;
    // Named by what it shows (the cover's description, the photo count, the caption), else by whose post it is.
    const named = item.post_content || cover?.alt_text;
    const name = named
      ? { 'aria-labelledby': [cover ? coverId : '', item.post_content ? textId : ''].filter(Boolean).join(' ') }
      : { 'aria-label': photosLabel(t('people.item.postBy', { username: item.account_username }), item.media.length) };
    // As a remark's: the caption's links sit above a button covering the card; the cover lets clicks through to it.
    body = (
      <div className="feed-card__body feed-card__body--linked">
        <button type="button" className="feed-card__open" onClick={show} {...name} />
        {cover ? (
          <span className="feed-card__cover" id={coverId}>
            <BlurImage className="feed-card__image" blurhash={cover.blurhash} ratio={cover} src={cover.media_file} alt={cover.alt_text ?? ''} width={cover.width} height={cover.height} loading="lazy" />
            <GalleryCount count={item.media.length} />
          </span>
        ) : null}
        {item.post_content ? (
          <p className="feed-card__text" id={textId}>
            <RichText text={item.post_content} mentions={item.mentions} />
          </p>
        ) : null}
      </div>
    );
  } else if ('event_name' in item) {
    body = <EventCard event={item} onOpen={show} />;
  }

  return (
    <article className="feed-card" aria-label={t('people.item.kindBy', { kind, username: item.account_username })}>
      <header className="feed-card__header">
        <AuthorLink username={item.account_username} image={item.account_profile_image} />
        <span className="feed-card__aside">
          <TimeAgo date={item.created_at} />
          <EditedMark editedAt={item.edited_at} />
          <OriginalLink url={item.url} />
          <CopyLinkButton icon path={detailHref({ kind, id: item.id }, PATHS.home)} what={t('people.item.this', { kind })} />
        </span>
      </header>
      {body}
      {item.link_preview ? <LinkPreviewCard preview={item.link_preview} /> : null}
      <EngagementBar kind={kind} item={item} />
    </article>
  );
}
