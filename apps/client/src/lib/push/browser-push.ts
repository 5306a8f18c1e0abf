import { base64UrlToBytes, sameBytes } from './encoding';

/** Where this browser stands on push notifications: it cannot have them, they are blocked for Gatherly, not yet asked, or allowed. */
export type PushPermission = 'unsupported' | 'blocked' | 'default' | 'granted';

/** How long turning push on waits for the service worker (registered in the background of the visit) before it gives up. */
const WORKER_READY_MS = 10_000;

/** `work`, or a failure once `ms` passed: a browser's push service or a server may never answer. */
export function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function pushPermission(): PushPermission {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : Notification.permission;
}

/**
 * This device's push subscription, if it has one. Read from the registration if there is one: the
 * service worker is registered in the background of the visit, and none means no subscription yet.
 */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (pushPermission() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks the person to allow notifications (the browser asks once and remembers), then subscribes
 * this device with the server's VAPID key. A subscription made with that key already is kept; one
 * made with another (the server's key changed) cannot be reused and is replaced. Answers null when
 * the person did not allow them.
 */
export async function subscribeDevice(vapidPublicKey: string): Promise<PushSubscription | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const registration = await withinTime(navigator.serviceWorker.ready, WORKER_READY_MS);
  const key = base64UrlToBytes(vapidPublicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** What the server keeps of a subscription: where to push, the keys to encrypt for, and the device's name. */
export function subscriptionInput(subscription: PushSubscription, deviceName: string) {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave a push subscription without its endpoint or keys');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, device_name: deviceName };
}
