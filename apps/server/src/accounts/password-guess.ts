import { LIMITS } from '@gatherly/schema';
import type { ThrottleService } from '../throttle/throttle.service';
import { verifyPassword } from './secrets';
import type { ClientInfo } from './viewer';

/**
 * Whether the password the signed-in person typed again is theirs, before a change that asks it
 * (the password, the address, two-factor off, deleting the account). It is a guess like a login's:
 * counted by the login throttle of that address from that client, whose failures are forgiven once
 * it fits, as at login.
 */
export async function passwordFits(throttle: ThrottleService, account: { email: string; passwordHash: string | null }, password: string, client: ClientInfo): Promise<boolean> {
  const keys = { ip: client.ip, email: account.email };
  await throttle.consume('login', keys);
  // Nothing longer than a password can be is hashed: it cannot fit, and hashing it would only cost time.
  const fits = password.length <= LIMITS.passwordMaxLength && (await verifyPassword(account.passwordHash, password));
  if (fits) await throttle.loginSucceeded(keys);
  return fits;
}
