import type { Said } from './said';
import { characterCount } from './text';
import { SINGLE_LINE_MESSAGES, singleLineProblems } from './single-line';
import { hiddenCharacterProblems, isBlank, storedText } from './text-rules';

/**
 * Passkeys (WebAuthn credentials): a person signs in with one alone, or uses one as the second
 * step of a password login. `challengeSeconds`: how long the browser's prompt may take before the
 * challenge it signs is no longer accepted.
 */
export const PASSKEY_LIMITS = { nameLength: 50, perAccount: 20, challengeSeconds: 300 } as const;

export const PASSKEY_MESSAGES = {
  nameRequired: 'Give the passkey a name.',
  nameTooLong: `The name must be at most ${PASSKEY_LIMITS.nameLength} characters.`,
  responseRequired: 'Answer the passkey prompt of your browser first.',
  registrationRefused: 'This passkey could not be added: its answer did not match the prompt. Try again.',
  alreadyAdded: 'This passkey is already on your account.',
  tooMany: `You have ${PASSKEY_LIMITS.perAccount} passkeys already. Remove one first.`,
  notFound: 'Passkey not found.',
  refused: 'This passkey was not accepted. Try again, or sign in with your password.',
  signInExpired: 'This sign-in has expired. Please enter your email and password again.',
  noneOnAccount: 'This account has no passkey. Use your authenticator app instead.',
  added: 'Passkey added.',
  renamed: 'Passkey renamed.',
  removed: 'Passkey removed.',
  /** The browser's prompt was closed or timed out: nothing is wrong, nothing happened. */
  cancelled: 'The passkey prompt was closed; nothing was changed.',
  unsupported: 'This browser cannot use passkeys.',
  /** The browser or the authenticator failed for a reason of its own. */
  browserFailed: 'Your browser could not finish with the passkey. Try again, or use another passkey.',
} as const;

/** The problems of a passkey's name, before anything is stored. */
export function passkeyNameProblems(raw: unknown): Said[] {
  const name = typeof raw === 'string' ? storedText(raw) : '';
  if (isBlank(name)) return [PASSKEY_MESSAGES.nameRequired];
  const problems: Said[] = [];
  if (characterCount(name) > PASSKEY_LIMITS.nameLength) problems.push(PASSKEY_MESSAGES.nameTooLong);
  problems.push(...singleLineProblems(name, SINGLE_LINE_MESSAGES.passkeyName), ...hiddenCharacterProblems(name, 'passkeyName', 'one'));
  return problems;
}
