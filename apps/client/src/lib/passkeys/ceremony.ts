import { PASSKEY_MESSAGES } from '@gatherly/schema';
import type { startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import { t } from '../i18n';

export interface CeremonyProblem {
  /** A prompt closed (or timed out) is no failure: nothing happened, and the page says so calmly. */
  tone: 'info' | 'error';
  message: string;
}

/** Whether this browser offers passkeys (as @simplewebauthn/browser's `browserSupportsWebAuthn` tells). */
export function passkeysSupported(): boolean {
  return typeof globalThis.PublicKeyCredential === 'function';
}

// The browser side of the ceremonies loads when one starts: the login page offers passkeys
// without carrying the code that talks to the authenticator.
const ceremonies = () => import('@simplewebauthn/browser');

/** Asks the browser for a passkey answering the server's login options. */
export async function authenticate(...args: Parameters<typeof startAuthentication>): ReturnType<typeof startAuthentication> {
  return (await ceremonies()).startAuthentication(...args);
}

/** Asks the browser to make a passkey for the server's registration options. */
export async function register(...args: Parameters<typeof startRegistration>): ReturnType<typeof startRegistration> {
  return (await ceremonies()).startRegistration(...args);
}

/** An error of @simplewebauthn/browser: one of its `ERROR_…` codes explains the browser's refusal. */
function webAuthnCode(error: Error): WebAuthnError['code'] | null {
  const code: unknown = (error as Partial<WebAuthnError>).code;
  return typeof code === 'string' && code.startsWith('ERROR_') ? (code as WebAuthnError['code']) : null;
}

/**
 * What to say when the browser's passkey prompt did not give an answer; null for any other error
 * (the server's, the network's), which describeError words.
 */
export function ceremonyProblem(error: unknown): CeremonyProblem | null {
  if (!(error instanceof Error)) return null;
  const code = webAuthnCode(error);
  if (error.name === 'NotAllowedError' || error.name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return { tone: 'info', message: t(PASSKEY_MESSAGES.cancelled) };
  if (error.name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return { tone: 'error', message: t(PASSKEY_MESSAGES.alreadyAdded) };
  if (code !== null || error.name === 'SecurityError' || error.name === 'NotSupportedError') return { tone: 'error', message: t(PASSKEY_MESSAGES.browserFailed) };
  return null;
}
