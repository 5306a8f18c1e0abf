import { STORAGE_KEYS } from '@gatherly/schema';

/** The signed-in session as the browser keeps it (spec §3). Authorized means a token exists. */
export interface Session {
  token: string | null;
  username: string | null;
  profileImage: string | null;
}

export interface SignInData {
  token: string;
  username: string;
  profileImage: string | null;
}

/** The part of `Storage` the store needs; lets tests pass a map. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where `storage` events of other tabs arrive (window in the browser). */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
}

export interface SessionStore {
  getSnapshot(): Session;
  subscribe(listener: () => void): () => void;
  signIn(data: SignInData): void;
  setToken(token: string): void;
  setProfileImage(url: string | null): void;
  /** The account was renamed: the name the sidebar's Profile link and the author checks use. */
  setUsername(username: string): void;
  /** Clears token, username and profile image from storage and memory. */
  clear(): void;
  /** Clears the session because the person logged out in this tab (see loggedOutHere). */
  logOut(): void;
  /** The session ended by the person's own logout in this tab, not elsewhere or by the server: no page is kept for after the next login. */
  loggedOutHere(): boolean;
  /** Pending e-mail verification after signup: e-mail and username kept until verified. */
  rememberPendingVerification(email: string, username: string): void;
  pendingVerification(): { email: string | null; username: string | null };
  clearPendingVerification(): void;
}

const SESSION_KEYS: readonly string[] = [STORAGE_KEYS.accessToken, STORAGE_KEYS.username, STORAGE_KEYS.profileImage];

/** Storage can throw (private mode, quota); the session then lives in memory only. */
function safe<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function createSessionStore(storage: KeyValueStorage, events?: StorageEventSource): SessionStore {
  const read = (key: string) => safe(() => storage.getItem(key), null) || null;
  const write = (key: string, value: string | null) =>
    safe(() => (value === null ? storage.removeItem(key) : storage.setItem(key, value)), undefined);
  const load = (): Session => ({
    token: read(STORAGE_KEYS.accessToken),
    username: read(STORAGE_KEYS.username),
    profileImage: read(STORAGE_KEYS.profileImage),
  });

  let snapshot = load();
  let loggedOutHere = false;
  const listeners = new Set<() => void>();

  function publish(next: Session) {
    const same =
      next.token === snapshot.token &&
      next.username === snapshot.username &&
      next.profileImage === snapshot.profileImage;
    if (same) return;
    snapshot = next;
    listeners.forEach((listener) => listener());
  }

  function update(patch: Partial<Session>) {
    const next = { ...snapshot, ...patch };
    write(STORAGE_KEYS.accessToken, next.token);
    write(STORAGE_KEYS.username, next.username);
    write(STORAGE_KEYS.profileImage, next.profileImage);
    publish(next);
  }

  // Another tab logged in, logged out or refreshed: take its values (key null = storage cleared).
  events?.addEventListener('storage', (event) => {
    if (event.key === null || SESSION_KEYS.includes(event.key)) publish(load());
  });

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: ({ token, username, profileImage }) => {
      loggedOutHere = false;
      update({ token, username, profileImage });
    },
    setToken: (token) => update({ token }),
    setProfileImage: (profileImage) => update({ profileImage }),
    setUsername: (username) => update({ username }),
    clear: () => update({ token: null, username: null, profileImage: null }),
    logOut() {
      loggedOutHere = true;
      update({ token: null, username: null, profileImage: null });
    },
    loggedOutHere: () => loggedOutHere,
    rememberPendingVerification(email, username) {
      write(STORAGE_KEYS.pendingEmail, email);
      update({ username });
    },
    pendingVerification: () => ({ email: read(STORAGE_KEYS.pendingEmail), username: read(STORAGE_KEYS.username) }),
    clearPendingVerification() {
      write(STORAGE_KEYS.pendingEmail, null);
      if (snapshot.token === null) update({ username: null });
    },
  };
}

/** Used where no browser storage exists (tests, server rendering). */
export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

export const isAuthorized = (session: Session): boolean => session.token !== null;
