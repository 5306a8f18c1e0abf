import { useEffect, useRef } from 'react';
import { UI } from '@gatherly/schema';
import { useT } from '../lib/i18n';
import { Spinner } from './Spinner';
import './load-more.css';

export interface LoadMoreProps {
  /** Whether a next page exists. */
  hasMore: boolean;
  /** A page is being fetched. */
  loading: boolean;
  /** Fetches the next page; called when the end of the list comes within 50 px of view. */
  onLoadMore: () => void;
  /** The last attempt failed: loading waits for the user's 'Try again'. */
  failed?: boolean;
  /** Said once the last page is shown; nothing when absent. */
  endText?: string;
  /** Where the list grows: 'end' (below, the default) or 'start' (above, e.g. older chat messages). */
  edge?: 'start' | 'end';
}

/**
 * The end of a list that pages in as the user scrolls (spec §2, §9): a loader while a page comes,
 * and the end text after the last one. Works inside any scroll area: it watches its own visibility.
 * Placed at the top of a list that grows upwards, it loads as the user scrolls up.
 */
export function LoadMore({ hasMore, loading, onLoadMore, failed = false, endText, edge = 'end' }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const t = useT();
  const load = useRef(onLoadMore);
  load.current = onLoadMore;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading || failed) return;
    const margin = `${UI.infiniteScrollTriggerPx}px`;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load.current();
    }, { rootMargin: edge === 'end' ? `0px 0px ${margin} 0px` : `${margin} 0px 0px 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, failed, edge]);

  return (
    <div ref={sentinel} className="load-more">
      {loading ? (
        <p className="load-more__status" role="status">
          <Spinner /> {t('common.loadMore.loading')}
        </p>
      ) : null}
      {failed && !loading ? (
        <p className="load-more__status" role="alert">
          {t('common.loadMore.failed')}
          <button type="button" className="load-more__retry" onClick={onLoadMore}>
            {t('common.loadMore.retry')}
          </button>
        </p>
      ) : null}
      {!hasMore && !loading && endText ? <p className="load-more__end">{endText}</p> : null}
    </div>
  );
}
