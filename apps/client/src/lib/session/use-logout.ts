import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { LogoutDocument } from '../../gql/graphql';
import { PATHS } from '../paths';
import { sessionStore } from './index';

/**
 * Logout (spec §4): the server revokes the refresh token and clears its cookie; whatever it
 * answers, the local session ends and the user lands on /login. Clearing the session also clears
 * the Apollo cache (see lib/apollo/create-client.ts), so the next user starts empty.
 */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    setPending(true);
    try {
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
