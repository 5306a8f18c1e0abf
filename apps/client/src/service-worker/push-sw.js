/*
 * Push notifications in Gatherly's service worker. Workbox's generated worker (build/pwa.ts) loads
 * this plain script with importScripts, so it runs as written, beside Workbox's code; nothing of it
 * reaches the pages.
 *
 * A push carries a PushPayload (libs/schema/src/push.ts) as JSON: { kind, title, body, url, tag }.
 */
'use strict';

(() => {
  const ICON = '/icons/icon-192.png';
  /** Shown for a push whose text cannot be read: Chrome requires a notification for every push (userVisibleOnly). */
  const UNREADABLE = { title: 'Gatherly', body: '', url: '/notifications', tag: 'gatherly' };

  /** The path (with query and fragment) `url` names on the app's own origin; `fallback` for any other origin, so a push never opens someone else's page. */
  function ownPath(url, fallback) {
    try {
      const parsed = new URL(url, self.location.origin);
      return parsed.origin === self.location.origin ? parsed.pathname + parsed.search + parsed.hash : fallback;
    } catch {
      return fallback;
    }
  }

  /** The payload of a push, or UNREADABLE when it has none or it is not the JSON the server sends. */
  function payloadOf(event) {
    try {
      const payload = event.data ? event.data.json() : null;
      if (payload && typeof payload.title === 'string') {
        return { title: payload.title, body: String(payload.body || ''), url: ownPath(String(payload.url || ''), UNREADABLE.url), tag: String(payload.tag || UNREADABLE.tag) };
      }
    } catch {
      // Not JSON: told all the same, by the generic notification.
    }
    return UNREADABLE;
  }

  const windowsOfTheApp = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const pathOfWindow = (client) => ownPath(client.url, null);

  /** Whether the person is looking at `path` right now: a window of the app in front, visible, showing exactly it. */
  async function lookingAt(path) {
    const windows = await windowsOfTheApp();
    return windows.some((client) => client.focused && client.visibilityState === 'visible' && pathOfWindow(client) === path);
  }

  async function tell(payload) {
    // What they are reading needs no notification (Chrome allows none while a window of the site is in front).
    if (await lookingAt(payload.url)) return;
    await self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      data: { url: payload.url },
      icon: ICON,
      badge: ICON,
      // A new push of the same tag (the next message of a conversation) replaces the last one, and is told again.
      renotify: true,
    });
  }

  /** Opens `path` in a window of the app: the one in front if any, else the first one, else a new window. */
  async function open(path) {
    const windows = await windowsOfTheApp();
    const client = windows.find((candidate) => candidate.focused) || windows[0];
    if (!client) return self.clients.openWindow(path);
    const focused = await client.focus();
    if (pathOfWindow(focused) === path) return focused;
    // navigate() works only in a window this worker controls; any other opens the path anew.
    return focused.navigate(path).catch(() => self.clients.openWindow(path));
  }

  self.addEventListener('push', (event) => {
    event.waitUntil(tell(payloadOf(event)));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data || {};
    event.waitUntil(open(ownPath(String(data.url || ''), UNREADABLE.url)));
  });
})();
