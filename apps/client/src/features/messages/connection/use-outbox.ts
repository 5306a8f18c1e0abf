import { useEffect, useMemo } from 'react';
import type { ApolloClient } from '@apollo/client';
import { openOutbox, type Outbox } from './outbox';
import { createOutboxSender, sendWithClientId, type OutboxSender } from './outbox-sender';

/**
 * The signed-in person's outbox (kept on the device under their name) and what sends it: when the
 * network returns, here; on each connection of the chat socket, by whoever calls `flush` then.
 */
export function useOutbox(client: ApolloClient, user: string | null): { outbox: Outbox; sender: OutboxSender } {
  const outbox = useMemo(() => openOutbox(user, window.localStorage, window), [user]);
  const sender = useMemo(
    () => createOutboxSender({ outbox, send: (message) => sendWithClientId(client, message), online: () => navigator.onLine }),
    [client, outbox],
  );
  useEffect(() => {
    const flush = () => void sender.flush();
    window.addEventListener('online', flush);
    return () => {
      window.removeEventListener('online', flush);
      sender.dispose();
    };
  }, [sender]);
  return { outbox, sender };
}
