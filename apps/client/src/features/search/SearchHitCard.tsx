import type { SearchEverythingQuery } from './SearchEverything.generated';
import { useT } from '../../lib/i18n';
import { AuthorLink } from '../../ui/AuthorLink';
import { BlurImage } from '../../ui/BlurImage';
import { GalleryCount } from '../../ui/GalleryCount';
import { TimeAgo } from '../../ui/TimeAgo';
import { EventCard, kindOfTypename, useContentDetail } from '../content';

export type SearchHit = SearchEverythingQuery['search']['items'][number];

/**
 * One result of a search of writing: a remark, post or event as the feed shows it, or a comment
 * with what it is on. Its body opens the item's detail, as a feed card's does.
 */
export function SearchHitCard({ hit }: { hit: SearchHit }) {
  const { open } = useContentDetail();
  const t = useT();
  const item = hit.item;
  const kind = item ? kindOfTypename(item.__typename) : null;
  if (!item || !kind) return null;
  const show = () => open({ kind, id: item.id });

  if (hit.comment) {
    const comment = hit.comment;
    return (
      <article className="search-hit" aria-label={t('people.search.commentBy', { username: comment.account_username })}>
        <header className="search-hit__header">
          <AuthorLink username={comment.account_username} image={comment.account_profile_image} />
          <TimeAgo date={comment.created_at} />
        </header>
        <button type="button" className="search-hit__body" onClick={show}>
          <span className="search-hit__text">{comment.comment_content}</span>
          <span className="search-hit__context">{t('people.search.commentOn', { kind, username: item.account_username })}</span>
        </button>
      </article>
    );
  }

  let body;
  if ('event_name' in item) {
    body = <EventCard event={item} onOpen={show} />;
  } else if ('post_content' in item) {
    const cover = item.media[0];
    body = (
      <button type="button" className="search-hit__body" onClick={show} aria-label={item.post_content || cover?.alt_text ? undefined : t('people.item.postBy', { username: item.account_username })}>
        {cover ? (
          <span className="search-hit__cover">
            <BlurImage className="search-hit__image" blurhash={cover.blurhash} ratio={cover} src={cover.media_file} alt={cover.alt_text ?? ''} width={cover.width} height={cover.height} loading="lazy" />
            <GalleryCount count={item.media.length} />
          </span>
        ) : null}
        {item.post_content ? <span className="search-hit__text">{item.post_content}</span> : null}
      </button>
    );
  } else if ('remark_content' in item) {
    body = (
      <button type="button" className="search-hit__body" onClick={show}>
        <span className="search-hit__text">{item.remark_content}</span>
      </button>
    );
  }

  return (
    <article className="search-hit" aria-label={t('people.item.kindBy', { kind, username: item.account_username })}>
      <header className="search-hit__header">
        <AuthorLink username={item.account_username} image={item.account_profile_image} />
        <TimeAgo date={item.created_at} />
      </header>
      {body}
    </article>
  );
}
