import { useRouteError } from 'react-router-dom';
import { useT } from '../lib/i18n';
import { Button } from '../ui/Button';
import './not-found.css';

/** Last resort when a page throws while rendering: say so and offer a reload. */
export function RouteError() {
  console.error(useRouteError());
  const t = useT();
  return (
    <main className="not-found">
      <title>{t('common.routeError.title')}</title>
      <h1 className="not-found__title">{t('common.routeError.heading')}</h1>
      <p className="not-found__text">{t('common.errors.unexpected')}</p>
      <Button onClick={() => window.location.reload()}>{t('common.actions.reload')}</Button>
    </main>
  );
}
