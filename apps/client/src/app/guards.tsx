import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isAuthorized, sessionStore, useSession } from '../lib/session';
import { guardRedirect, rootRedirect, type Access } from './guard-rules';

/**
 * Guards read the session store, which follows other tabs: a logout elsewhere sends this tab to
 * /login (and back to the page after logging in again; a logout here just to /login), a login elsewhere sends a signed-out page
 * where it was going (its `next`), else home.
 */
function Guard({ access }: { access: Access }) {
  const target = guardRedirect(access, isAuthorized(useSession()), useLocation(), !sessionStore.loggedOutHere());
  return target ? <Navigate to={target} replace /> : <Outlet />;
}

export const SignedOutOnly = () => <Guard access="signed-out-only" />;
export const SignedInOnly = () => <Guard access="signed-in" />;

export function RootRedirect() {
  const { search } = useLocation();
  return <Navigate to={rootRedirect(isAuthorized(useSession()), search)} replace />;
}
