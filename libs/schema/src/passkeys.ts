import { textRef, type Said } from './said';
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
  nameRequired: textRef('settings.passkeyRules.nameRequired'),
  nameTooLong: textRef('settings.passkeyRules.nameTooLong', { max: PASSKEY_LIMITS.nameLength }),
  responseRequired: textRef('settings.passkeyRules.responseRequired'),
  registrationRefused: textRef('settings.passkeyRules.registrationRefused'),
  alreadyAdded: textRef('account.passkeyRules.alreadyAdded'),
  tooMany: textRef('settings.passkeyRules.tooMany', { count: PASSKEY_LIMITS.perAccount }),
  notFound: textRef('settings.passkeyRules.notFound'),
  refused: textRef('account.passkeyRules.refused'),
  signInExpired: textRef('account.passkeyRules.signInExpired'),
  noneOnAccount: textRef('account.passkeyRules.noneOnAccount'),
  added: textRef('settings.passkeyRules.added'),
  renamed: textRef('settings.passkeyRules.renamed'),
  removed: textRef('settings.passkeyRules.removed'),
  /** The browser's prompt was closed or timed out: nothing is wrong, nothing happened. */
  cancelled: textRef('account.passkeyRules.cancelled'),
  unsupported: textRef('account.passkeyRules.unsupported'),
  /** The browser or the authenticator failed for a reason of its own. */
  browserFailed: textRef('account.passkeyRules.browserFailed'),
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
