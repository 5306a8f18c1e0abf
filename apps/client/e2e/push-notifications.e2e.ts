import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { NOTIFICATION_MESSAGES, PUSH_MESSAGES, type NotificationChannels, type PushPayload } from '@gatherly/schema';
import type { BrowserContext, Page } from '@playwright/test';
import { logIn } from './support/auth';
import { expectAccessibleInEveryTheme } from './support/axe';
import { baseUrl } from './support/browser';
import { expect, test } from './support/fixtures';
import { text } from './support/texts';
import { accessTokenOf, apiCall, createVerifiedUser } from './support/users';

/**
 * Push notifications: a person turns them on for the device they are on (and off, there or for
 * another of their devices), chooses which kinds are pushed, and the service worker shows what a
 * push carries; logging out turns them off for the device.
 */

// The other files block the service worker (playwright.config.ts); push needs it.
test.use({ serviceWorkers: 'allow' });

/** Where the page's stand-in push service keeps the subscription it made, as a browser keeps its own across visits. */
const KEPT = 'test:push-subscription';

/**
 * Chromium here reaches no push service: PushManager answers subscriptions of its own, with real
 * keys (a P-256 key pair, 16 random bytes for auth) and an endpoint of a push service that does not
 * exist. Notifications are allowed, as if the person had said yes.
 */
async function pushableBrowser(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['notifications']);
  await context.addInitScript((key) => {
    interface Kept {
      endpoint: string;
      p256dh: string;
      auth: string;
      serverKey: string;
    }
    const encode = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const decode = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0)).buffer;
    const subscriptionOf = (kept: Kept) => ({
      endpoint: kept.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: decode(kept.serverKey) },
      getKey: (name: string) => decode(name === 'p256dh' ? kept.p256dh : kept.auth),
      toJSON: () => ({ endpoint: kept.endpoint, expirationTime: null, keys: { p256dh: kept.p256dh, auth: kept.auth } }),
      unsubscribe: async () => {
        window.localStorage.removeItem(key);
        return true;
      },
    });
    PushManager.prototype.getSubscription = async function () {
      const kept = window.localStorage.getItem(key);
      return (kept ? subscriptionOf(JSON.parse(kept) as Kept) : null) as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
      const kept: Kept = {
        endpoint: `https://push.example.test/${crypto.randomUUID()}`,
        p256dh: encode(await crypto.subtle.exportKey('raw', pair.publicKey)),
        auth: encode(crypto.getRandomValues(new Uint8Array(16))),
        serverKey: encode(options?.applicationServerKey as Uint8Array),
      };
      window.localStorage.setItem(key, JSON.stringify(kept));
      return subscriptionOf(kept) as unknown as PushSubscription;
    };
  }, KEPT);
}

/** The endpoint of the subscription the browser holds for this device, or null. */
const browserEndpoint = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return (await registration?.pushManager.getSubscription())?.endpoint ?? null;
  });

interface Device {
  subscription_id: string;
  endpoint: string;
  device_name: string | null;
}

/** The account's devices with push on, as the server keeps them. */
async function serverDevices(token: string): Promise<Device[]> {
  return ((await apiCall(token, 'GET', '/api/push/subscriptions')) as { data: { subscriptions: Device[] } }).data.subscriptions;
}

/** Where each kind goes, as the server keeps it. */
async function preferences(token: string): Promise<Array<NotificationChannels & { kind: string }>> {
  return ((await apiCall(token, 'GET', '/api/notifications/preferences')) as { data: { preferences: Array<NotificationChannels & { kind: string }> } }).data.preferences;
}

/** Another device of the account, its push turned on over the API with keys of its own. */
async function anotherDevice(token: string, deviceName: string): Promise<string> {
  const endpoint = `https://push.example.test/${randomUUID()}`;
  const keys = { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  await apiCall(token, 'POST', '/api/push/subscriptions', { endpoint, keys, device_name: deviceName });
  return endpoint;
}

/** Waits until the service worker controls the page. */
async function workerInCharge(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const said = (page: Page, text: string) => page.getByRole('status', { name: 'Notifications' }).getByText(text);

test('turns push on for this device and off again, lists the other devices, and pushes the kinds chosen; Messages go by push alone', async ({ page, context }) => {
  const user = await createVerifiedUser('pusher');
  const token = await accessTokenOf(user);
  await anotherDevice(token, 'Firefox on Android');
  await pushableBrowser(context);
  await logIn(page, user);
  await page.goto('/settings/notifications');

  const section = page.getByRole('region', { name: text('settings.push.heading') });
  await expect(section.getByText(text('settings.push.isOff'))).toBeVisible();
  const others = section.getByRole('list', { name: text('settings.push.otherDevices') });
  await expect(others.getByRole('listitem')).toHaveText([/Firefox on Android · turned on/]);

  await section.getByRole('button', { name: text('settings.push.turnOn') }).click();
  await expect(said(page, text('settings.push.turnedOn'))).toBeVisible();
  await expect(section.getByText(text('settings.push.isOn'))).toBeVisible();
  const endpoint = await browserEndpoint(page);
  expect(endpoint).toMatch(/^https:\/\/push\.example\.test\//);
  expect(await serverDevices(token)).toContainEqual(expect.objectContaining({ endpoint, device_name: 'Chrome on Linux' }));
  // This device is not among the others.
  await expect(others.getByRole('listitem')).toHaveCount(1);
  await expectAccessibleInEveryTheme(page);

  // Each kind has a Push box; Messages offer nothing else.
  const likesByPush = page.getByRole('checkbox', { name: 'Likes: push' });
  await expect(likesByPush).not.toBeChecked();
  await likesByPush.check();
  await expect(said(page, text(NOTIFICATION_MESSAGES.saved))).toBeVisible();
  const messages = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Messages', exact: true }) });
  await expect(messages.getByRole('checkbox')).toHaveCount(1);
  await expect(messages.getByText('Not offered')).toHaveCount(2);
  const messagesByPush = messages.getByRole('checkbox', { name: 'Messages: push' });
  await expect(messagesByPush).toBeChecked();
  await messagesByPush.uncheck();
  await expect.poll(async () => (await preferences(token)).find((preference) => preference.kind === 'message')).toEqual({ kind: 'message', in_app: false, email: false, push: false });
  expect((await preferences(token)).find((preference) => preference.kind === 'like')).toMatchObject({ in_app: true, push: true });
  await page.reload();
  await expect(likesByPush).toBeChecked();
  await expect(messagesByPush).not.toBeChecked();
  await expect(section.getByText(text('settings.push.isOn'))).toBeVisible();

  await section.getByRole('button', { name: 'Turn off push notifications for Firefox on Android' }).click();
  await expect(said(page, text(PUSH_MESSAGES.removed))).toBeVisible();
  await expect(others).toBeHidden();
  expect((await serverDevices(token)).map((device) => device.endpoint)).toEqual([endpoint]);

  await section.getByRole('button', { name: text('settings.push.turnOff') }).click();
  await expect(said(page, text('settings.push.turnedOff'))).toBeVisible();
  await expect(section.getByText(text('settings.push.isOff'))).toBeVisible();
  expect(await serverDevices(token)).toEqual([]);
  expect(await browserEndpoint(page)).toBeNull();
});

test('says so when notifications are blocked for Gatherly, or the browser cannot have push notifications', async ({ page, context, signedIn }) => {
  const user = await createVerifiedUser('blocked');
  await pushableBrowser(context);
  await logIn(page, user);
  // As the browser's site settings set it: the person blocked notifications.
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', { permission: { name: 'notifications' }, setting: 'denied', origin: baseUrl(), browserContextId: targetInfo.browserContextId });
  await page.goto('/settings/notifications');
  const section = page.getByRole('region', { name: text('settings.push.heading') });
  await expect(section.getByText(text('settings.push.blocked'))).toBeVisible();
  await expect(section.getByRole('button', { name: text('settings.push.turnOn') })).toBeDisabled();
  await expectAccessibleInEveryTheme(page);

  const { page: old } = await signedIn(user);
  await old.addInitScript(() => Reflect.deleteProperty(window, 'PushManager'));
  await old.goto('/settings/notifications');
  const oldSection = old.getByRole('region', { name: text('settings.push.heading') });
  await expect(oldSection.getByText(text('settings.push.unsupported'))).toBeVisible();
  await expect(oldSection.getByRole('button')).toHaveCount(0);
});

test('the service worker shows what a push carries, and the next of a conversation replaces the last', async ({ page, context }) => {
  const user = await createVerifiedUser('pushed');
  await pushableBrowser(context);
  await logIn(page, user);
  await workerInCharge(page);

  const cdp = await context.newCDPSession(page);
  const registrations = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const app = registrations.find((registration) => registration.scopeURL === `${baseUrl()}/` && !registration.isDeleted);
      if (app) resolve(app.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registrations;
  const push = (payload: PushPayload) => cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl(), registrationId, data: JSON.stringify(payload) });
  const shown = () =>
    page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, data }) => ({ title, body, tag, data })));

  // The person is on /home: a message of a conversation is shown, with the page it opens.
  await push({ kind: 'message', title: 'ada', body: 'See you at eight', url: '/direct/message/c1', tag: 'conversation:c1' });
  await expect.poll(shown).toEqual([{ title: 'ada', body: 'See you at eight', tag: 'conversation:c1', data: { url: '/direct/message/c1' } }]);
  // The next of the same conversation replaces it.
  await push({ kind: 'message', title: 'ada', body: 'Or nine?', url: '/direct/message/c1', tag: 'conversation:c1' });
  await expect.poll(shown).toEqual([{ title: 'ada', body: 'Or nine?', tag: 'conversation:c1', data: { url: '/direct/message/c1' } }]);
  // A push it cannot read is told all the same, opening the notifications.
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl(), registrationId, data: 'not what the server sends' });
  await expect.poll(async () => (await shown()).find((notification) => notification.tag === 'gatherly')).toEqual({ title: 'Gatherly', body: '', tag: 'gatherly', data: { url: '/notifications' } });

  // Headless Chromium tells the worker that no window is in front, so a push for the page being read
  // is shown here too: build/push-sw.spec.ts proves that one is not (and what a click opens).
});

test('on start, the subscription the browser holds is sent again; logging out turns push off for this device first', async ({ page, context }) => {
  const user = await createVerifiedUser('leaver');
  const token = await accessTokenOf(user);
  await pushableBrowser(context);
  await logIn(page, user);
  await workerInCharge(page);
  // A subscription the server does not know, as when the browser renewed it.
  const { data } = (await apiCall(token, 'GET', '/api/push/vapid-public-key')) as { data: { public_key: string } };
  const endpoint = await page.evaluate(async (key) => {
    const bytes = Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
    return (await (await navigator.serviceWorker.ready).pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes })).endpoint;
  }, data.public_key);
  expect(await serverDevices(token)).toEqual([]);
  await page.reload();
  await expect.poll(async () => (await serverDevices(token)).map((device) => device.endpoint), { timeout: 30_000 }).toEqual([endpoint]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await serverDevices(token)).toEqual([]);
  expect(await browserEndpoint(page)).toBeNull();
});
