import { UnreadNotificationCountDocument } from '../features/notifications/Notifications.generated';
import { sessionRefresher } from '../lib/auth';
import { createConnection, retryFailed } from '../lib/apollo/connection';
import { createApolloClient } from '../lib/apollo/create-client';
import { inBackground } from '../lib/prefetch/prefetch';
import { sessionStore } from '../lib/session';
import { STORAGE_KEYS } from '@gatherly/schema';
import type { OfflineCache } from '../lib/apollo/offline-cache';
import { forgetOutboxes } from '../features/messages/connection/outbox';

/**
 * Whether Gatherly can be reached, as the app's requests find it; while it cannot, the shown
 * queries that failed are fetched again by themselves (lib/apollo/connection). When none did (an
 * action failed), the bell's count, the smallest question the signed-in app asks, tells whether
 * the server answers again.
 */
export const connection = createConnection(() =>
  retryFailed(apolloClient, () => apolloClient.query({ query: UnreadNotificationCountDocument, fetchPolicy: 'network-only' }))(),
);

/**
 * The app's one Apollo client. It shares the tab's token refresher with REST uploads; a session
 * that cannot be renewed is cleared, and the route guards then show /login.
 */
export const apolloClient = createApolloClient({ session: sessionStore, refresher: sessionRefresher, connection });

/**
 * What the signed-in person last saw, kept on the device for opening the app without a network
 * (lib/apollo/offline-cache). Its code loads in the background of a signed-in visit, or at once
 * when the app starts offline (the service worker has it); signed out, no copy stays.
 */
let keeper: Promise<OfflineCache> | null = null;
const keeping = () => (keeper ??= import('../lib/apollo/offline-cache').then((module) => module.keepForOffline(apolloClient, sessionStore)));
const signedIn = () => sessionStore.getSnapshot().token !== null;

/** Puts back, when the app starts without a network, what the signed-in person last saw; else does nothing. */
export async function openOffline(): Promise<void> {
  if (signedIn() && !navigator.onLine) await (await keeping()).restoreIfOffline().catch(() => undefined);
}

function followSession() {
  // Messages written and never sent are the signed-in person's alone: logged out, or another
  // person signed in, theirs leave the device with the copy of what they saw.
  forgetOutboxes(window.localStorage, signedIn() ? sessionStore.getSnapshot().username : null);
  if (signedIn()) {
    if (!keeper) inBackground(() => void keeping(), undefined, () => true);
    return;
  }
  // Signed out before the keeper loaded: the copies kept on an earlier visit go all the same.
  for (const key of Object.keys(window.localStorage)) if (key.startsWith(STORAGE_KEYS.offlineCache)) window.localStorage.removeItem(key);
}
followSession();
sessionStore.subscribe(followSession);
