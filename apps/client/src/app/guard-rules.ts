import { PATHS } from '../lib/paths';

/** Who may see a route (spec §2, §6). */
export type Access = 'signed-out-only' | 'signed-in';

/** Where a visitor must go instead of the route, or null to show it. */
export function guardRedirect(access: Access, authorized: boolean): string | null {
  if (access === 'signed-out-only') return authorized ? PATHS.home : null;
  return authorized ? null : PATHS.login;
}

/**
 * The landing page '/' has no content of its own. A signed-in visitor keeps the query, so that
 * '/?post=<id>' (where a creation ends) opens that post's detail dialog over /home.
 */
export function rootRedirect(authorized: boolean, search = ''): string {
  return authorized ? `${PATHS.home}${search}` : PATHS.login;
}
