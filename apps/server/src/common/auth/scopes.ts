import { SetMetadata } from '@nestjs/common';
import { ACCESS_TOKEN_MESSAGES, ERROR_CODES, scopeMissing, type ApiScope } from '@gatherly/schema';
import type { Viewer } from '../../accounts/viewer';
import { DomainError } from '../errors/domain-error';

export const SCOPE_KEY = 'gatherly:scope';

/**
 * The scope a personal access token needs for a controller or resolver (or one of its methods).
 * Without it, reading (GET, queries, subscriptions) needs `read` and anything else `write`.
 */
export const RequiresScope = (scope: ApiScope) => SetMetadata(SCOPE_KEY, scope);

/** Refuses (403) a personal access token without `scope`; a signed-in session may do everything. */
export function requireScope(viewer: Viewer, scope: ApiScope): void {
  if (viewer.scopes && !viewer.scopes.includes(scope)) throw new DomainError(ERROR_CODES.forbidden, [scopeMissing(scope)]);
}

/** Refuses (403) any personal access token: for what only the person signed in may do (managing tokens). */
export function requireSession(viewer: Viewer): void {
  if (viewer.scopes) throw new DomainError(ERROR_CODES.forbidden, [ACCESS_TOKEN_MESSAGES.sessionOnly]);
}
