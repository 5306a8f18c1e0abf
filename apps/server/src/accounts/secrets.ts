import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A random token for links and cookies: 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this digest; a stolen table reveals no usable token. */
export function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** argon2id with the library's defaults (19 MiB, 2 passes), OWASP's recommended minimum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verifying against this when no account matches makes an unknown address cost the same time as a known one.
const UNUSABLE_HASH = hash(randomToken());

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await UNUSABLE_HASH, password);
    return false;
  }
  // A stored value that is no argon2 hash (an account made without a password) fits no password.
  return verify(passwordHash, password).catch(() => false);
}
