import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isAuthorized, sessionStore, useSession } from '../lib/session';
import { useRestrictedSession } from '../lib/session/restricted-session';
import { AppFallback } from './AppFallback';
import { guardRedirect, rootRedirect, type Access } from './guard-rules';
import { ConnectionNotice } from './shell/ConnectionNotice';
import './guards.css';

/**
 * Guards read the session store, which follows other tabs: a logout elsewhere sends this tab to
 * /login (and back to the page after logging in again; a logout here just to /login), a login elsewhere sends a signed-out page
 * where it was going (its `next`), else home.
 */
function Guard({ access }: { access: Access }) {
  const target = guardRedirect(access, isAuthorized(useSession()), useLocation(), !sessionStore.loggedOutHere());
  const restricted = useRestrictedSession();
  if (target) return <Navigate to={target} replace />;
  // A suspended account's session may only take its data and leave: that page alone, wherever it goes.
  if (access === 'signed-in' && restricted) {
    return (
      <Suspense fallback={<AppFallback />}>
        <SuspendedAccountPage />
      </Suspense>
    );
  }
  // Signed out, there is no shell: its notice of an unreachable server or no network sits over the page.
  if (access === 'signed-out-only') {
    return (
      <>
        <div className="signed-out-notice">
          <ConnectionNotice />
        </div>
        <Outlet />
      </>
    );
  }
  return <Outlet />;
}

const SuspendedAccountPage = lazy(() => import('../features/settings/SettingsPages').then((m) => ({ default: m.SuspendedAccountPage })));

export const SignedOutOnly = () => <Guard access="signed-out-only" />;
export const SignedInOnly = () => <Guard access="signed-in" />;

export function RootRedirect() {
  const { search } = useLocation();
  return <Navigate to={rootRedirect(isAuthorized(useSession()), search)} replace />;
}
