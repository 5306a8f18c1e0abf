import { SetMetadata } from '@nestjs/common';

export const ALLOW_RESTRICTED_KEY = 'gatherly:allow-restricted';

/**
 * Marks a route or operation (or a whole controller or resolver) that a restricted session may use:
 * the session a suspended account signs in to, which may only take its data and leave (who am I,
 * log out, refresh, the data export and the account's deletion). Everywhere else such a session
 * is refused with 403 account/suspended, as the suspension itself is (accounts/auth.guard.ts).
 */
export const AllowRestricted = () => SetMetadata(ALLOW_RESTRICTED_KEY, true);
