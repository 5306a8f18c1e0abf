import { useT } from '../../../lib/i18n';

/** Like and comment counts over a thumbnail, shown on hover and keyboard focus. */
export function CountsOverlay({ likes, comments }: { likes: number; comments: number }) {
  const t = useT();
  return (
    <span className="counts-overlay">
      <span>{t('people.counts.likes', { count: likes })}</span>
      <span>{t('people.counts.comments', { count: comments })}</span>
    </span>
  );
}
