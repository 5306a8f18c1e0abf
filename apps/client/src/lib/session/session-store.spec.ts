import { describe, expect, it, jest } from '@jest/globals';
import { createMemoryStorage, createSessionStore, isAuthorized, type StorageEventSource } from './session-store';

/** Stands in for `window`: lets a test fire the `storage` event another tab would cause. */
function otherTabs() {
  const listeners: ((event: { key: string | null }) => void)[] = [];
  const source: StorageEventSource = { addEventListener: (_type, listener) => void listeners.push(listener) };
  return { source, fire: (key: string | null) => listeners.forEach((listener) => listener({ key })) };
}

describe('session store', () => {
  it('starts from what storage holds', () => {
    const storage = createMemoryStorage();
    storage.setItem('access_token', 't1');
    storage.setItem('username', 'ada');
    const store = createSessionStore(storage);
    expect(store.getSnapshot()).toEqual({ token: 't1', username: 'ada', profileImage: null });
    expect(isAuthorized(store.getSnapshot())).toBe(true);
  });

  it('writes sign-in, refresh and sign-out under the spec keys and notifies', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    const listener = jest.fn();
    store.subscribe(listener);

    store.signIn({ token: 't1', username: 'ada', profileImage: '/media/a.jpg' });
    expect(storage.getItem('access_token')).toBe('t1');
    expect(storage.getItem('username')).toBe('ada');
    expect(storage.getItem('profile_image')).toBe('/media/a.jpg');

    store.setToken('t2');
    expect(storage.getItem('access_token')).toBe('t2');

    store.clear();
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('username')).toBeNull();
    expect(storage.getItem('profile_image')).toBeNull();
    expect(isAuthorized(store.getSnapshot())).toBe(false);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('knows a logout in this tab from a session ended elsewhere, until the next sign-in', () => {
    const { source, fire } = otherTabs();
    const storage = createMemoryStorage();
    const store = createSessionStore(storage, source);
    store.signIn({ token: 't1', username: 'ada', profileImage: null });
    storage.removeItem('access_token');
    fire('access_token');
    expect(store.loggedOutHere()).toBe(false);
    store.signIn({ token: 't2', username: 'ada', profileImage: null });
    store.logOut();
    expect(isAuthorized(store.getSnapshot())).toBe(false);
    expect(store.loggedOutHere()).toBe(true);
    store.signIn({ token: 't3', username: 'bob', profileImage: null });
    expect(store.loggedOutHere()).toBe(false);
  });

  it('keeps the snapshot identical while nothing changes (useSyncExternalStore)', () => {
    const store = createSessionStore(createMemoryStorage());
    const before = store.getSnapshot();
    store.clear();
    expect(store.getSnapshot()).toBe(before);
  });

  it("follows another tab's login, refresh and logout", () => {
    const storage = createMemoryStorage();
    const tabs = otherTabs();
    const store = createSessionStore(storage, tabs.source);
    const listener = jest.fn();
    store.subscribe(listener);

    storage.setItem('access_token', 'other');
    storage.setItem('username', 'bob');
    tabs.fire('access_token');
    expect(store.getSnapshot()).toMatchObject({ token: 'other', username: 'bob' });

    storage.removeItem('access_token');
    tabs.fire('access_token');
    expect(isAuthorized(store.getSnapshot())).toBe(false);

    tabs.fire('theme_preference');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('remembers and forgets the e-mail awaiting verification', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    store.rememberPendingVerification('ada@example.com', 'ada');
    expect(storage.getItem('userEmail')).toBe('ada@example.com');
    expect(store.pendingVerification()).toEqual({ email: 'ada@example.com', username: 'ada' });
    store.clearPendingVerification();
    expect(store.pendingVerification()).toEqual({ email: null, username: null });
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    const store = createSessionStore(broken);
    store.signIn({ token: 't', username: 'ada', profileImage: null });
    expect(store.getSnapshot().token).toBe('t');
  });
});
