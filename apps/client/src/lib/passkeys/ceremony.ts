import { PASSKEY_MESSAGES } from '@gatherly/schema';
import { browserSupportsWebAuthn, WebAuthnError } from '@simplewebauthn/browser';
import { t } from '../i18n';

export interface CeremonyProblem {
  /** A prompt closed (or timed out) is no failure: nothing happened, and the page says so calmly. */
  tone: 'info' | 'error';
  message: string;
}

export function passkeysSupported(): boolean {
  return browserSupportsWebAuthn();
}

/**
 * What to say when the browser's passkey prompt did not give an answer; null for any other error
 * (the server's, the network's), which describeError words.
 */
export function ceremonyProblem(error: unknown): CeremonyProblem | null {
  if (!(error instanceof Error)) return null;
  const code = error instanceof WebAuthnError ? error.code : null;
  if (error.name === 'NotAllowedError' || error.name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return { tone: 'info', message: t(PASSKEY_MESSAGES.cancelled) };
  if (error.name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return { tone: 'error', message: t(PASSKEY_MESSAGES.alreadyAdded) };
  if (error instanceof WebAuthnError || error.name === 'SecurityError' || error.name === 'NotSupportedError') return { tone: 'error', message: t(PASSKEY_MESSAGES.browserFailed) };
  return null;
}
