import { useEffect, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { PushDevicesDocument } from '../../../lib/push/Push.generated';
import { deviceSubscription, pushPermission } from '../../../lib/push/browser-push';
import { turnOffThisDevice, turnOnThisDevice } from '../../../lib/push/this-device';

/** Push notifications on this device: not known yet, impossible in this browser, blocked for Gatherly, on or off. */
export type ThisDevicePush = 'checking' | 'unsupported' | 'blocked' | 'on' | 'off';

/**
 * This device's push notifications as its browser and the server know them (it is on when the
 * browser's subscription is one the server keeps for the account), the account's other devices
 * with push on, and the actions on this device's.
 */
export function usePushDevices() {
  const { data, error, refetch } = useQuery(PushDevicesDocument, { fetchPolicy: 'cache-and-network' });
  const client = useApolloClient();
  const [permission, setPermission] = useState(pushPermission);
  // Undefined until the browser has said: its subscription is read asynchronously.
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    deviceSubscription().then(
      (subscription) => current && setEndpoint(subscription?.endpoint ?? null),
      () => current && setEndpoint(null),
    );
    return () => void (current = false);
  }, []);

  const devices = data?.pushSubscriptions;
  const mine = devices?.find((device) => device.endpoint === endpoint) ?? null;
  const thisDevice: ThisDevicePush =
    permission === 'unsupported' ? 'unsupported' : mine ? 'on' : devices === undefined || endpoint === undefined ? 'checking' : permission === 'blocked' ? 'blocked' : 'off';

  return {
    thisDevice,
    others: devices?.filter((device) => device !== mine),
    error,
    retry: () => refetch(),
    /** Answers whether push is on now: the person may not have allowed notifications. */
    async turnOn(): Promise<boolean> {
      if (!data) return false;
      try {
        const subscribed = await turnOnThisDevice(client, data.vapidPublicKey);
        if (subscribed) setEndpoint(subscribed);
        return subscribed !== null;
      } finally {
        setPermission(pushPermission());
      }
    },
    async turnOff(): Promise<void> {
      if (!mine) return;
      await turnOffThisDevice(client, mine.subscription_id);
      setEndpoint(null);
    },
  };
}
