import type { ApolloClient } from '@apollo/client';
import { PushDevicesDocument, SubscribePushDocument, UnsubscribePushDocument } from './Push.generated';
import { deviceName } from './device-name';
import { deviceSubscription, pushPermission, subscribeDevice, subscriptionInput, withinTime } from './browser-push';

/** How long logging out waits for each step of turning this device's push off: it never holds the logout up for long. */
const LOGOUT_STEP_MS = 3000;

const inputOf = (subscription: PushSubscription) => subscriptionInput(subscription, deviceName(navigator.userAgent));

/**
 * Turns push on for this device: the browser's subscription (asking the person first), then the
 * server's copy. Answers the subscription's endpoint, or null when the person did not allow
 * notifications.
 */
export async function turnOnThisDevice(client: ApolloClient, vapidPublicKey: string): Promise<string | null> {
  const subscription = await subscribeDevice(vapidPublicKey);
  if (!subscription) return null;
  await client.mutate({ mutation: SubscribePushDocument, variables: { input: inputOf(subscription) }, refetchQueries: [PushDevicesDocument], awaitRefetchQueries: true });
  return subscription.endpoint;
}

/** Turns push off for this device: the server forgets it (`id`, its subscription there), then the browser drops it. */
export async function turnOffThisDevice(client: ApolloClient, id: string): Promise<void> {
  await client.mutate({ mutation: UnsubscribePushDocument, variables: { id }, refetchQueries: [PushDevicesDocument], awaitRefetchQueries: true });
  await (await deviceSubscription())?.unsubscribe();
}

/**
 * Before logging out: this device stops being told of the account's notifications, so that the
 * next person on it is not. The server forgets the subscription while the session can still say
 * whose it is; the browser then drops it whatever the server answered, which alone stops the
 * pushes (the server forgets an endpoint its push service says is gone). Best effort: offline or
 * slow, each step gives up after a few seconds and the logout goes on.
 */
export async function forgetThisDevice(client: ApolloClient): Promise<void> {
  const subscription = await withinTime(deviceSubscription(), LOGOUT_STEP_MS).catch(() => null);
  if (!subscription) return;
  const forgetOnServer = async () => {
    const { data } = await client.query({ query: PushDevicesDocument, fetchPolicy: 'network-only' });
    const known = data?.pushSubscriptions.find((device) => device.endpoint === subscription.endpoint);
    if (known) await client.mutate({ mutation: UnsubscribePushDocument, variables: { id: known.subscription_id } });
  };
  await withinTime(forgetOnServer(), LOGOUT_STEP_MS).catch((error: unknown) => console.warn('The server could not forget this device’s push subscription', error));
  await withinTime(subscription.unsubscribe(), LOGOUT_STEP_MS).catch((error: unknown) => console.warn('The browser could not drop this device’s push subscription', error));
}

/**
 * Sends this device's subscription to the server again (it updates the one of the same endpoint):
 * a browser may renew a subscription's endpoint, and the server must know the current one.
 */
export async function renewThisDevice(client: ApolloClient): Promise<void> {
  if (pushPermission() !== 'granted') return;
  const subscription = await deviceSubscription();
  if (subscription) await client.mutate({ mutation: SubscribePushDocument, variables: { input: inputOf(subscription) } });
}
