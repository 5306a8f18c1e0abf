import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { inBackground } from '../prefetch/prefetch';
import { renewThisDevice } from './this-device';

/**
 * Once per signed-in visit, in its background (never before the page is shown), sends this
 * device's push subscription to the server again, so that a subscription its browser renewed keeps
 * being pushed to.
 */
export function usePushRenewal(): void {
  const client = useApolloClient();
  useEffect(() => inBackground(() => void renewThisDevice(client).catch((error: unknown) => console.warn('Renewing this device’s push subscription failed', error))), [client]);
}
