import { textRef, type FieldTexts } from './said';

/**
 * Two-factor sign-in: a code from an authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 s),
 * or one of ten recovery codes, each usable once, asked after the password.
 */
export const TWO_FACTOR_LIMITS = {
  digits: 6,
  periodSeconds: 30,
  /** Codes of one step before or after the server's clock are accepted too (a phone's clock drifts). */
  driftSteps: 1,
  recoveryCodes: 10,
  /** The login's second step must follow the password within this time. */
  challengeSeconds: 300,
  /** Wrong codes one challenge takes before it dies. */
  challengeAttempts: 5,
  /** An unconfirmed setup is forgotten after this time. */
  setupSeconds: 900,
} as const;

/** Ways to finish a sign-in after the password. */
export const TWO_FACTOR_METHODS = ['totp', 'recovery_code', 'passkey'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

/** Name of the issuer shown in authenticator apps. */
export const TWO_FACTOR_ISSUER = 'Gatherly';

/** A recovery code as shown: two groups of four letters and digits (no 0/O, 1/I/L). */
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{4}-?[a-z2-9]{4}$/i;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: textRef('account.twoFactorRules.codeRequired'),
  codeWrong: textRef('account.twoFactorRules.codeWrong'),
  codeOrRecoveryWrong: textRef('account.twoFactorRules.codeOrRecoveryWrong'),
  challengeExpired: textRef('account.twoFactorRules.challengeExpired'),
  required: textRef('account.twoFactorRules.required'),
  alreadyEnabled: textRef('settings.twoFactorRules.alreadyEnabled'),
  notEnabled: textRef('settings.twoFactorRules.notEnabled'),
  setupMissing: textRef('settings.twoFactorRules.setupMissing'),
  passwordWrong: textRef('settings.twoFactorRules.passwordWrong'),
  passwordRequired: textRef('settings.twoFactorRules.passwordRequired'),
  enabled: textRef('settings.twoFactorRules.enabled'),
  disabled: textRef('settings.twoFactorRules.disabled'),
  sessionOnly: textRef('settings.twoFactorRules.sessionOnly'),
} as const;

/** The refusals about the code, wherever a second factor is asked: at login, to cancel or to ask a deletion. */
export const TWO_FACTOR_CODE_FIELDS: FieldTexts<'code'> = [
  [TWO_FACTOR_MESSAGES.codeRequired, 'code'],
  [TWO_FACTOR_MESSAGES.codeWrong, 'code'],
  [TWO_FACTOR_MESSAGES.codeOrRecoveryWrong, 'code'],
];

/** A code as typed: spaces and dashes an app or a person put in are ignored, letters compared lower-case. */
export function normalizeOneTimeCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

/** Whether a code as typed has the shape of an authenticator's code (six digits). */
export function isTotpShaped(code: string): boolean {
  return new RegExp(`^\\d{${TWO_FACTOR_LIMITS.digits}}$`).test(normalizeOneTimeCode(code));
}
