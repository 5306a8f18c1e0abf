import { useState } from 'react';

interface Cursor {
  cursor_timestamp: string;
  cursor_id: string;
}

/**
 * Loads the page after `cursor` through the query's fetchMore (the type policies append it).
 * A failure stops the automatic loading until the user asks again, so a failing server is not
 * hammered by the scroll trigger.
 */
export function useLoadMore(cursor: Cursor | null | undefined, fetchMore: (options: { variables: { after: Cursor } }) => Promise<unknown>, what: string) {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function loadMore() {
    if (!cursor || loading) return;
    setLoading(true);
    setFailed(false);
    try {
      // The cursor as the list answered it, without the __typename Apollo adds to results.
      await fetchMore({ variables: { after: { cursor_timestamp: cursor.cursor_timestamp, cursor_id: cursor.cursor_id } } });
    } catch (error) {
      console.error(`Loading more ${what} failed`, error);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return { loadMore, loading, failed, hasMore: Boolean(cursor) };
}
