import { useT } from '../lib/i18n';
import { isAuthorized, useSession } from '../lib/session';
import { Skeleton } from '../ui/Skeleton';
import './app-fallback.css';

/**
 * Shown at once while the code of the first page loads (the router's hydrate fallback): signed
 * in, the frame of the app (the sidebar or the phone's bars, in their places) with the page's
 * content as skeletons; signed out, a skeleton where the page's form will be.
 */
export function AppFallback() {
  const signedIn = isAuthorized(useSession());
  const t = useT();
  if (!signedIn) {
    return (
      <main className="app-fallback app-fallback--centered" aria-busy="true">
        <Skeleton label={t('common.app.loading')} shape="row" count={4} />
      </main>
    );
  }
  return (
    <div className="app-fallback">
      <header className="app-fallback__topbar">
        <span className="app-fallback__brand">Gatherly</span>
      </header>
      <nav className="app-fallback__nav" aria-label={t('common.nav.main')}>
        <span className="app-fallback__brand app-fallback__brand--side">Gatherly</span>
        {Array.from({ length: 7 }, (_, index) => (
          <span key={index} className="app-fallback__item" />
        ))}
      </nav>
      <main className="app-fallback__main" aria-busy="true">
        <PageSkeleton />
      </main>
    </div>
  );
}

/** A page's content while its code loads. */
export function PageSkeleton() {
  const t = useT();
  return <Skeleton label={t('common.app.loadingPage')} shape="card" count={3} />;
}
