import { useCallback, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { LogoutDocument } from '../../features/account/logout/Logout.generated';
import { PATHS } from '../paths';
import { sessionStore } from './index';

/**
 * Turns push off for this device before the logout. Its code loads on demand: the login page shares
 * this module and must not load it (the signed-in area, where one logs out, has it already).
 */
async function forgetPush(client: ApolloClient): Promise<void> {
  try {
    await (await import('../push/this-device')).forgetThisDevice(client);
  } catch (error) {
    console.warn('Turning push notifications off for this device failed; logging out all the same.', error);
  }
}

/**
 * Logout (spec §4): the server revokes the refresh token and clears its cookie; whatever it
 * answers, the local session ends and the user lands on /login. Clearing the session also clears
 * the Apollo cache (see lib/apollo/create-client.ts), so the next user starts empty; and first,
 * while the session still says whose they are, this device's push notifications are turned off,
 * so that the next person on it is not told of this account's.
 */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    setPending(true);
    try {
      await forgetPush(client);
      await client.mutate({ mutation: LogoutDocument });
    } catch (error) {
      console.warn('Server logout failed; signing out locally.', error);
    } finally {
      sessionStore.logOut();
      setPending(false);
      navigate(PATHS.login, { replace: true });
    }
  }, [client, navigate]);

  return { logout, pending };
}
