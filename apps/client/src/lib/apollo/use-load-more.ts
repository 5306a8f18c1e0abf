import { useState } from 'react';

interface Cursor {
  cursor_timestamp: string;
  cursor_id: string;
}

/**
 * Loads a list's next page with `fetchNext` (null when there is none). A failure stops the
 * automatic loading until the user asks again, so a failing server is not hammered by the scroll
 * trigger.
 */
export function usePageLoader(fetchNext: (() => Promise<unknown>) | null, what: string) {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function loadMore() {
    if (!fetchNext || loading) return;
    setLoading(true);
    setFailed(false);
    try {
      await fetchNext();
    } catch (error) {
      console.error(`Loading more ${what} failed`, error);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return { loadMore, loading, failed, hasMore: fetchNext !== null };
}

/** Loads the page after `cursor` of a list paged by (timestamp, id) through the query's fetchMore (the type policies append it). */
export function useLoadMore(cursor: Cursor | null | undefined, fetchMore: (options: { variables: { after: Cursor } }) => Promise<unknown>, what: string) {
  // The cursor as the list answered it, without the __typename Apollo adds to results.
  return usePageLoader(cursor ? () => fetchMore({ variables: { after: { cursor_timestamp: cursor.cursor_timestamp, cursor_id: cursor.cursor_id } } }) : null, what);
}
