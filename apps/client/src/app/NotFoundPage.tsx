import { Link } from 'react-router-dom';
import { useT } from '../lib/i18n';
import { PATHS } from '../lib/paths';
import './not-found.css';

/** Any unknown path in the signed-in area (spec §2). */
export function NotFoundPage() {
  const t = useT();
  return (
    <section className="not-found">
      <title>{t('common.notFound.title')}</title>
      <h1 className="not-found__title">{t('common.notFound.heading')}</h1>
      <p className="not-found__text">{t('common.notFound.text')}</p>
      <Link to={PATHS.home}>{t('common.notFound.back')}</Link>
    </section>
  );
}
