import { useSyncExternalStore } from 'react';
import { sessionStore } from './index';

/** Kept beside the session (spec §3's keys are the session's own): the signed-in account is suspended. */
const KEY = 'gatherly_restricted_session';

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

let restricted = typeof window !== 'undefined' && read();

function set(next: boolean): void {
  try {
    if (next) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Without storage the mark lives in this tab only.
  }
  if (next === restricted) return;
  restricted = next;
  listeners.forEach((listener) => listener());
}

// The mark goes with the session: logged out here or elsewhere, it is forgotten.
sessionStore.subscribe(() => {
  if (sessionStore.getSnapshot().token === null) set(false);
});
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === KEY) set(read());
  });
}

/**
 * Whether the session is a suspended account's restricted one (the login answered `restricted`):
 * it may only download its data, delete the account and log out, so the app shows that alone.
 */
export const restrictedSession = {
  /** Set at each sign-in from its answer. */
  mark: (on: boolean) => set(on),
  isOn: () => restricted,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export function useRestrictedSession(): boolean {
  return useSyncExternalStore(restrictedSession.subscribe, restrictedSession.isOn, () => false);
}
