import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { HomeFeedDocument } from './HomeFeed.generated';

/** How often the first page is looked at again while the feed is shown. */
const CHECK_EVERY_MS = 60_000;

/**
 * How many items came to the top of the feed since it was shown, without putting them on screen
 * (the reader keeps their place): the first page is read aside (not into the cache) every minute
 * while the tab is shown and whenever it is shown again. `shown` are the ids on screen, newest first.
 */
export function useNewFeedItems(shown: readonly string[] | undefined): { count: number; clear: () => void } {
  const client = useApolloClient();
  const [count, setCount] = useState(0);
  const ids = useRef(shown);
  ids.current = shown;
  const top = shown?.[0];

  useEffect(() => setCount(0), [top]);

  useEffect(() => {
    if (top === undefined) return;
    let stopped = false;
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      client
        .query({ query: HomeFeedDocument, fetchPolicy: 'no-cache' })
        .then(({ data }) => {
          const known = new Set(ids.current);
          const fresh = data?.homeFeed.items ?? [];
          const newer = fresh.findIndex((item) => known.has(item.id));
          if (!stopped) setCount(newer === -1 ? fresh.length : newer);
        })
        .catch((error: unknown) => console.warn('Looking for new feed items failed', error));
    };
    const timer = setInterval(check, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [client, top]);

  const clear = useCallback(() => setCount(0), []);
  return { count, clear };
}
