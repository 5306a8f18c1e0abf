import { useEffect, useState, type ComponentType } from 'react';
import { RETRY_DELAYS_MS } from '../lib/apollo/connection';
import { ErrorState, SERVER_UNREACHABLE } from '../ui/ErrorState';

/**
 * A page's component, from its code loaded on first visit. When the code cannot be fetched (the
 * server is down), the page says so in place of itself instead of the app's error page, tries
 * again by itself with growing waits (and at once on Retry), and shows itself once it loads.
 */
export async function loadPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Promise<ComponentType> {
  try {
    return pick(await load());
  } catch (error) {
    console.warn('Loading the code of a page failed', error);
    return function PageCodeUnreachable() {
      return <PageRetry load={async () => pick(await load())} />;
    };
  }
}

function PageRetry({ load }: { load: () => Promise<ComponentType> }) {
  const [Page, setPage] = useState<ComponentType | null>(null);
  const [attempts, setAttempts] = useState(0);
  const [retrying, setRetrying] = useState(false);

  const retry = async () => {
    setRetrying(true);
    try {
      const loaded = await load();
      setPage(() => loaded);
    } catch {
      setAttempts((count) => count + 1);
    } finally {
      setRetrying(false);
    }
  };

  useEffect(() => {
    if (Page || retrying) return;
    const timer = setTimeout(() => void retry(), RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length - 1)]);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the next attempt is planned after each failure
  }, [Page, attempts]);

  if (Page) return <Page />;
  return <ErrorState error={SERVER_UNREACHABLE} onRetry={retry} retrying={retrying} />;
}
