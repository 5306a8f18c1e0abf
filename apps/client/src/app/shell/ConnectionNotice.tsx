import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useOnline } from '../../lib/hooks/use-online';
import { ErrorState, SERVER_UNREACHABLE } from '../../ui/ErrorState';
import { connection } from '../apollo';

/**
 * Over the page, under the header, while Gatherly cannot be reached or the device is offline: the
 * page keeps what it shows, the app retries by itself with growing waits (and at once on Retry),
 * and the notice goes when an answer comes.
 */
export function ConnectionNotice() {
  const online = useOnline();
  const unreachable = useSyncExternalStore(connection.subscribe, connection.getSnapshot).unreachable || !online;
  const [retrying, setRetrying] = useState(false);
  // Retry held the focus when the notice went: it moves to the page the notice was over.
  const focused = useRef(false);
  useLayoutEffect(() => {
    if (unreachable || !focused.current) return;
    focused.current = false;
    document.querySelector<HTMLElement>('.shell__main')?.focus();
  }, [unreachable]);
  if (!unreachable) return null;
  const retry = async () => {
    setRetrying(true);
    await connection.retryNow().finally(() => setRetrying(false));
  };
  return (
    // No box of its own (display: contents), so that the notice sticks within the page's area.
    <div style={{ display: 'contents' }} onFocus={() => (focused.current = true)} onBlur={() => (focused.current = false)}>
      <ErrorState error={SERVER_UNREACHABLE} onRetry={retry} retrying={retrying} banner />
    </div>
  );
}
