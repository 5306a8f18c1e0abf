import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';

/**
 * What a browser's WebAuthn answer must look like before the library reads it: a credential of
 * type public-key with its id and client data. The challenge the client data names is the key to
 * the stored challenge; it is trusted for nothing else.
 */
export interface WebAuthnAnswer {
  id: string;
  challenge: string;
  userHandle: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max = 16_384): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

function challengeOf(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    return isRecord(data) && isText(data.challenge, 128) ? data.challenge : null;
  } catch {
    return null;
  }
}

/** The answer's id and challenge when it has the shape of `kind`'s answer, else null. */
export function readAnswer(value: unknown, kind: 'registration'): (WebAuthnAnswer & { json: RegistrationResponseJSON }) | null;
export function readAnswer(value: unknown, kind: 'authentication'): (WebAuthnAnswer & { json: AuthenticationResponseJSON }) | null;
export function readAnswer(value: unknown, kind: 'registration' | 'authentication'): (WebAuthnAnswer & { json: RegistrationResponseJSON | AuthenticationResponseJSON }) | null {
  if (!isRecord(value) || value.type !== 'public-key' || !isText(value.id, 1366) || !isText(value.rawId, 1366) || !isRecord(value.response)) return null;
  const inner = value.response;
  if (!isText(inner.clientDataJSON)) return null;
  if (kind === 'registration' && !isText(inner.attestationObject, 65_536)) return null;
  if (kind === 'authentication' && (!isText(inner.authenticatorData) || !isText(inner.signature))) return null;
  const challenge = challengeOf(inner.clientDataJSON);
  if (!challenge) return null;
  const userHandle = typeof inner.userHandle === 'string' && inner.userHandle !== '' ? inner.userHandle : null;
  return { id: value.id, challenge, userHandle, json: value as unknown as RegistrationResponseJSON & AuthenticationResponseJSON };
}

/** The user handle passkeys carry: the account's id as 16 bytes, so that a passkey alone names its account. */
export function userHandleOf(accountId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(accountId.replace(/-/g, ''), 'hex'));
}

export function accountIdOfUserHandle(handle: string): string | null {
  const hex = Buffer.from(handle, 'base64url').toString('hex');
  if (hex.length !== 32) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
