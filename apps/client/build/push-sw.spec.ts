import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, jest } from '@jest/globals';

/** The push handling of the service worker, as build/pwa.ts publishes it. */
const SCRIPT = readFileSync(join(__dirname, '..', 'src', 'service-worker', 'push-sw.js'), 'utf8');
const ORIGIN = 'https://gatherly.example';

interface FakeWindow {
  url: string;
  focused: boolean;
  visibilityState: 'visible' | 'hidden';
  focus: jest.Mock<() => Promise<FakeWindow>>;
  navigate: jest.Mock<(url: string) => Promise<FakeWindow>>;
}

function windowAt(path: string, focused = true, visibilityState: 'visible' | 'hidden' = 'visible'): FakeWindow {
  const client: FakeWindow = { url: `${ORIGIN}${path}`, focused, visibilityState, focus: jest.fn(async () => client), navigate: jest.fn(async () => client) };
  return client;
}

/** The script run in a worker of its own, with these windows of the app open; answers its handlers' outcome. */
function worker(windows: FakeWindow[] = []) {
  const handlers = new Map<string, (event: object) => void>();
  const showNotification = jest.fn(async (_title: string, _options: object) => undefined);
  const openWindow = jest.fn(async (_url: string) => null);
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, handler: (event: object) => void) => handlers.set(type, handler),
    clients: { matchAll: async () => windows, openWindow },
    registration: { showNotification },
  };
  runInNewContext(SCRIPT, { self, URL, String });
  const dispatch = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    handlers.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return {
    showNotification,
    openWindow,
    push: (data: unknown) => dispatch('push', { data: data === undefined ? null : { json: () => (typeof data === 'string' ? JSON.parse(data) : data) } }),
    click: (url: unknown) => {
      const close = jest.fn();
      return dispatch('notificationclick', { notification: { close, data: { url } } }).then(() => close);
    },
  };
}

const MESSAGE = { kind: 'message', title: 'ada', body: 'See you at eight', url: '/direct/message/c1', tag: 'conversation:c1' };

describe('a push in the service worker', () => {
  it('shows the notification it carries, with its tag and the page it opens', async () => {
    const sw = worker([windowAt('/home', false)]);
    await sw.push(MESSAGE);
    expect(sw.showNotification).toHaveBeenCalledWith('ada', {
      body: 'See you at eight',
      tag: 'conversation:c1',
      data: { url: '/direct/message/c1' },
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      renotify: true,
    });
  });

  it('shows nothing while the person looks at that very page, and shows it when they look at another, or the window is behind or hidden', async () => {
    const looking = worker([windowAt('/direct/message/c1')]);
    await looking.push(MESSAGE);
    expect(looking.showNotification).not.toHaveBeenCalled();

    for (const window of [windowAt('/direct/message/c2'), windowAt('/direct/message/c1', false), windowAt('/direct/message/c1', true, 'hidden')]) {
      const elsewhere = worker([window]);
      await elsewhere.push(MESSAGE);
      expect(elsewhere.showNotification).toHaveBeenCalledTimes(1);
    }
  });

  it('tells of a push it cannot read all the same, opening the notifications; and never opens a page of another site', async () => {
    const empty = worker();
    await empty.push(undefined);
    expect(empty.showNotification).toHaveBeenCalledWith('Gatherly', expect.objectContaining({ body: '', data: { url: '/notifications' } }));

    const garbled = worker();
    await garbled.push('not json');
    expect(garbled.showNotification).toHaveBeenCalledWith('Gatherly', expect.anything());

    const foreign = worker();
    await foreign.push({ ...MESSAGE, url: 'https://elsewhere.example/phish' });
    expect(foreign.showNotification).toHaveBeenCalledWith('ada', expect.objectContaining({ data: { url: '/notifications' } }));
  });
});

describe('a click on a notification', () => {
  it('closes it and opens its page in the window in front', async () => {
    const behind = windowAt('/events', false);
    const front = windowAt('/home');
    const sw = worker([behind, front]);
    const close = await sw.click('/direct/message/c1');
    expect(close).toHaveBeenCalled();
    expect(front.focus).toHaveBeenCalled();
    expect(front.navigate).toHaveBeenCalledWith('/direct/message/c1');
    expect(behind.navigate).not.toHaveBeenCalled();
    expect(sw.openWindow).not.toHaveBeenCalled();
  });

  it('focuses a window already on that page without loading it again, else opens a new window', async () => {
    const there = windowAt('/direct/message/c1', false);
    const sw = worker([there]);
    await sw.click('/direct/message/c1');
    expect(there.focus).toHaveBeenCalled();
    expect(there.navigate).not.toHaveBeenCalled();

    const none = worker();
    await none.click('/direct/message/c1');
    expect(none.openWindow).toHaveBeenCalledWith('/direct/message/c1');
  });

  it('opens a new window when the open one cannot be led there (a window the worker does not control)', async () => {
    const uncontrolled = windowAt('/home');
    uncontrolled.navigate.mockRejectedValue(new TypeError('not controlled'));
    const sw = worker([uncontrolled]);
    await sw.click('/notifications');
    expect(sw.openWindow).toHaveBeenCalledWith('/notifications');
  });
});
