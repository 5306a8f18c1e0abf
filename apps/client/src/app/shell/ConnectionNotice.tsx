import { useState, useSyncExternalStore } from 'react';
import { ErrorState, SERVER_UNREACHABLE } from '../../ui/ErrorState';
import { connection } from '../apollo';

/**
 * Over the page, under the header, while Gatherly cannot be reached: the page keeps what it shows,
 * the app retries by itself with growing waits (and at once on Retry), and the notice goes when
 * an answer comes.
 */
export function ConnectionNotice() {
  const { unreachable } = useSyncExternalStore(connection.subscribe, connection.getSnapshot);
  const [retrying, setRetrying] = useState(false);
  if (!unreachable) return null;
  const retry = async () => {
    setRetrying(true);
    await connection.retryNow().finally(() => setRetrying(false));
  };
  return <ErrorState error={SERVER_UNREACHABLE} onRetry={retry} retrying={retrying} banner />;
}
