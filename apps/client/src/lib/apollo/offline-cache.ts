import type { ApolloClient } from '@apollo/client';
import { STORAGE_KEYS } from '@gatherly/schema';
import { CachePersistor, LocalStorageWrapper } from 'apollo3-cache-persist';
import type { SessionStore } from '../session/session-store';

/** The most kept: a larger cache is not kept at all (the app then opens offline with skeletons). */
const MAX_BYTES = 2 * 1024 * 1024;

export interface OfflineCache {
  /**
   * When the device has no network as the app starts, puts back what the signed-in person last
   * saw, and fetches it afresh once the network is back. Online, the app asks the server as ever.
   */
  restoreIfOffline(): Promise<void>;
}

/**
 * Keeps what the signed-in person last saw (Apollo's cache: the feed, conversations, profiles
 * they opened) on this device, a second after each change, so that Gatherly opened without a
 * network shows it rather than skeletons. It is theirs alone: each account has its own key, and
 * logging out (here or in another tab) or another person signing in removes it.
 */
export function keepForOffline(client: ApolloClient, session: SessionStore): OfflineCache {
  const { cache } = client;
  const storage = new LocalStorageWrapper(window.localStorage);
  const userOf = () => {
    const { token, username } = session.getSnapshot();
    return token && username ? username : null;
  };
  const persistorFor = (username: string) =>
    new CachePersistor({ cache, storage, key: `${STORAGE_KEYS.offlineCache}${username}`, maxSize: MAX_BYTES, debounce: 1000, trigger: 'write' });

  let user = userOf();
  let persistor = user ? persistorFor(user) : null;
  // What was seen before this loaded is kept at once, not at the next change (offline, the app
  // starts empty and first puts back the copy: keeping the empty cache would overwrite it).
  if (navigator.onLine) void persistor?.persist().catch(() => undefined);
  session.subscribe(() => {
    const next = userOf();
    if (next === user) return;
    user = next;
    // The previous person's copy goes with them; a rename keeps nothing under the old name. (The
    // previous keeper lets go of the cache before the next takes it: each wraps the cache's writes.)
    if (persistor) {
      persistor.pause();
      persistor.remove();
      void persistor.purge().catch(() => undefined);
    }
    persistor = next ? persistorFor(next) : null;
  });

  return {
    async restoreIfOffline() {
      if (navigator.onLine || !persistor) return;
      await persistor.restore().catch(() => undefined);
      window.addEventListener('online', () => void client.refetchQueries({ include: 'active' }).catch(() => undefined), { once: true });
    },
  };
}
