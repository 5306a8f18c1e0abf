import { useT } from '../lib/i18n';
import './link-preview-card.css';

/** A link's preview as the server answers it (link_preview of an item). */
export interface LinkPreviewData {
  url: string;
  title?: string | null;
  description?: string | null;
  image?: string | null;
  site_name?: string | null;
}

/**
 * The preview of a text's first link, under the text: site, title, a few lines of description and
 * the page's image (re-encoded by the server), the whole card one link to the page in a new tab.
 * Every text is a React text node; the image is decorative, the title says what it is. `compact`
 * (under a comment) keeps it small: a thumbnail beside the words, one line of description.
 */
export function LinkPreviewCard({ preview, compact = false }: { preview: LinkPreviewData; compact?: boolean }) {
  const host = hostOf(preview.url);
  const site = preview.site_name || host;
  const t = useT();
  return (
    <a className={compact ? 'link-preview link-preview--compact' : 'link-preview'} href={preview.url} target="_blank" rel="noopener noreferrer nofollow ugc">
      {preview.image ? <img className="link-preview__image" src={preview.image} alt="" loading="lazy" /> : null}
      <span className="link-preview__text">
        <span className="link-preview__site">{site}</span>
        {preview.title ? <span className="link-preview__title">{preview.title}</span> : null}
        {preview.description ? <span className="link-preview__description">{preview.description}</span> : null}
        <span className="visually-hidden"> {t('common.linkPreview.opensInNewTab', { host })}</span>
      </span>
    </a>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
