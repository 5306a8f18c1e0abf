import { PATHS } from '../lib/paths';
import { nextFromSearch, withNext } from '../lib/navigation/next-path';

/** Who may see a route (spec §2, §6). */
export type Access = 'signed-out-only' | 'signed-in';

/** The part of a location the guards read. */
export interface Here {
  pathname: string;
  search?: string;
  hash?: string;
}

/**
 * Where a visitor must go instead of the route, or null to show it. A signed-out visitor of a
 * private page goes to /login carrying the page as `next`, so that signing in leads back to it
 * (a shared post, a conversation, an event from a calendar file), unless `keepPlace` is false (they
 * logged out here); a signed-in visitor of a signed-out page goes to that `next`, else home.
 */
export function guardRedirect(access: Access, authorized: boolean, here: Here = { pathname: '' }, keepPlace = true): string | null {
  if (access === 'signed-out-only') return authorized ? (nextFromSearch(here.search ?? '') ?? PATHS.home) : null;
  if (authorized) return null;
  if (!keepPlace) return PATHS.login;
  const target = `${here.pathname}${here.search ?? ''}${here.hash ?? ''}`;
  return target === PATHS.home ? PATHS.login : withNext(PATHS.login, target);
}

/**
 * The landing page '/' has no content of its own. Its query is kept, so that '/?post=<id>' (where
 * a creation ends) and '/?event=<id>' (the link of a calendar file) open that item over /home,
 * after login for a signed-out visitor.
 */
export function rootRedirect(authorized: boolean, search = ''): string {
  const home = `${PATHS.home}${search}`;
  if (authorized) return home;
  return search ? withNext(PATHS.login, home) : PATHS.login;
}
