import { useSyncExternalStore } from 'react';
import { createMemoryStorage, createSessionStore, type Session } from './session-store';

export * from './session-store';

const browser = typeof window !== 'undefined';

function browserStorage() {
  try {
    return window.localStorage; // reading the property throws when storage is disabled
  } catch {
    return createMemoryStorage();
  }
}

/** The one session of this tab, kept in localStorage and following other tabs. */
export const sessionStore = createSessionStore(
  browser ? browserStorage() : createMemoryStorage(),
  browser ? window : undefined,
);

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getSnapshot);
}
