import { t, useT } from '../lib/i18n';
import { Icon } from './Icon';
import './gallery-count.css';

/** The sign on a card's cover that more photos follow: stacked frames and how many, named for screen readers. */
export function GalleryCount({ count }: { count: number }) {
  const translate = useT();
  if (count < 2) return null;
  return (
    <span className="gallery-count">
      <Icon className="gallery-count__icon" size={16}>
        <rect x="7" y="3" width="14" height="14" rx="2" />
        <path d="M3 7v12a2 2 0 0 0 2 2h12" />
      </Icon>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{translate('common.gallery.photos', { count })}</span>
    </span>
  );
}

/** A name given in place of the card's content, with the number of photos when there are several. */
export function photosLabel(name: string, count: number): string {
  return count > 1 ? t('common.gallery.named', { name, count }) : name;
}
