import { SERVER_MESSAGES } from './errors';
import { LIMITS } from './limits';
import { type FieldTexts, textRef, type TextRef } from './said';
import { isPlainlyWritten, isSingleScript, storedText } from './text-rules';

/** Messages of spec §5 and §8 (English quoted exactly); client forms and server services both use them. */
export const MESSAGES = {
  invalidEmail: textRef('account.rules.invalidEmail'),
  emailRequired: textRef('account.rules.emailRequired'),
  passwordTooShort: textRef('account.rules.passwordTooShort', { min: LIMITS.passwordMinLength }),
  passwordNoNumber: textRef('account.rules.passwordNoNumber'),
  passwordNoSpecial: textRef('account.rules.passwordNoSpecial'),
  passwordTooLong: textRef('account.rules.passwordTooLong', { max: LIMITS.passwordMaxLength }),
  invalidPhone: textRef('account.rules.invalidPhone'),
  usernameTooShort: textRef('account.rules.usernameTooShort', { min: LIMITS.usernameMinLength }),
  usernameTooLong: textRef('account.rules.usernameTooLong', { max: LIMITS.usernameMaxLength }),
  usernameCharacters: textRef('account.rules.usernameCharacters'),
  fullNameTooShort: textRef('account.rules.fullNameTooShort', { min: LIMITS.fullNameMinLength }),
  fullNameTooLong: textRef('account.rules.fullNameTooLong', { max: LIMITS.fullNameMaxLength }),
  fullNameCharacters: textRef('account.rules.fullNameCharacters'),
  newPasswordRule: textRef('account.rules.newPasswordRule', { min: LIMITS.passwordMinLength }),
  passwordsDoNotMatch: textRef('account.rules.passwordsDoNotMatch'),
  loginFieldsRequired: textRef('account.rules.loginFieldsRequired'),
} as const;

/** Refusals of names beyond the spec's own messages (see text-rules.ts). */
export const NAME_MESSAGES = {
  fullNameScripts: textRef('account.rules.fullNameScripts'),
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DIGIT = /\d/;
const SPECIAL = /[^A-Za-z0-9\s]/;
const PHONE = /^\+?[0-9\s\-()]{7,20}$/;
const USERNAME = /^[A-Za-z0-9_]+$/;
/**
 * Letters and spaces; a letter may carry up to three combining marks (the vowel signs of
 * Devanagari, Thai tone marks), which NFC cannot fold into it.
 */
const FULL_NAME = /^(?:\p{L}\p{M}{0,3}| )+$/u;

/**
 * The rules above as JSON Schema patterns (ECMA-262, matched with the u flag), for the REST
 * contract: a text they refuse is refused by the server too. Full names and e-mail addresses are
 * trimmed before the check, and a full name must also be written in one script (text-rules.ts).
 */
export const FIELD_PATTERNS = {
  email: EMAIL.source,
  password: `^(?=[\\s\\S]*${DIGIT.source})(?=[\\s\\S]*${SPECIAL.source})`,
  phone: PHONE.source,
  username: USERNAME.source,
  fullName: FULL_NAME.source,
} as const;

export interface SignupFields {
  email: string;
  password: string;
  username: string;
  full_name: string;
  phone_number?: string | null;
}

export function isValidEmail(email: string): boolean {
  return email.length <= LIMITS.emailMaxLength && EMAIL.test(email);
}

/** Normal form under which e-mail addresses are stored and compared. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function passwordProblems(password: string): TextRef[] {
  const problems: TextRef[] = [];
  if (password.length < LIMITS.passwordMinLength) problems.push(MESSAGES.passwordTooShort);
  if (password.length > LIMITS.passwordMaxLength) problems.push(MESSAGES.passwordTooLong);
  if (!DIGIT.test(password)) problems.push(MESSAGES.passwordNoNumber);
  if (!SPECIAL.test(password)) problems.push(MESSAGES.passwordNoSpecial);
  return problems;
}

/** The username rules of spec §5 (sign-up, and a change of name). */
export function usernameProblems(username: string): TextRef[] {
  const problems: TextRef[] = [];
  if (username.length < LIMITS.usernameMinLength) problems.push(MESSAGES.usernameTooShort);
  if (username.length > LIMITS.usernameMaxLength) problems.push(MESSAGES.usernameTooLong);
  if (username.length > 0 && !USERNAME.test(username)) problems.push(MESSAGES.usernameCharacters);
  return problems;
}

/** Every violated signup rule (spec §5), all together, in form order. */
export function validateSignup(fields: SignupFields): TextRef[] {
  const problems: TextRef[] = [];
  if (!isValidEmail(fields.email.trim())) problems.push(MESSAGES.invalidEmail);
  problems.push(...passwordProblems(fields.password));
  const phone = (fields.phone_number ?? '').trim();
  if (phone !== '' && !PHONE.test(phone)) problems.push(MESSAGES.invalidPhone);
  problems.push(...usernameProblems(fields.username));
  const fullName = storedText(fields.full_name);
  if (fullName.length < LIMITS.fullNameMinLength) problems.push(MESSAGES.fullNameTooShort);
  if (fullName.length > LIMITS.fullNameMaxLength) problems.push(MESSAGES.fullNameTooLong);
  // Full-width and other compatibility letters are not the letters the rule means (text-rules.ts).
  if (fullName.length > 0 && (!FULL_NAME.test(fullName) || !isPlainlyWritten(fullName))) problems.push(MESSAGES.fullNameCharacters);
  else if (!isSingleScript(fullName)) problems.push(NAME_MESSAGES.fullNameScripts);
  return problems;
}

/** The new-password rule of spec §5: one message for any shortfall, then the match check. */
export function validateNewPassword(password: string, confirmation?: string): TextRef[] {
  if (passwordProblems(password).length > 0) return [MESSAGES.newPasswordRule];
  if (confirmation !== undefined && confirmation !== password) return [MESSAGES.passwordsDoNotMatch];
  return [];
}

/** An e-mail address that is required and well formed (reset request, resend verification). */
export function validateResetRequest(email: string): TextRef[] {
  if (email.trim() === '') return [MESSAGES.emailRequired];
  return isValidEmail(email.trim()) ? [] : [MESSAGES.invalidEmail];
}

export function validateLogin(email: string, password: string): TextRef[] {
  return email.trim() === '' || password === '' ? [MESSAGES.loginFieldsRequired] : [];
}

/** The field each sign-up message is about (the server's answers included), for a form to mark it. */
export const SIGNUP_MESSAGE_FIELDS: FieldTexts<keyof SignupFields> = [
  [MESSAGES.invalidEmail, 'email'],
  [SERVER_MESSAGES.emailTaken, 'email'],
  [MESSAGES.passwordTooShort, 'password'],
  [MESSAGES.passwordNoNumber, 'password'],
  [MESSAGES.passwordNoSpecial, 'password'],
  [MESSAGES.passwordTooLong, 'password'],
  [MESSAGES.invalidPhone, 'phone_number'],
  [MESSAGES.usernameTooShort, 'username'],
  [MESSAGES.usernameTooLong, 'username'],
  [MESSAGES.usernameCharacters, 'username'],
  [SERVER_MESSAGES.usernameTaken, 'username'],
  [MESSAGES.fullNameTooShort, 'full_name'],
  [MESSAGES.fullNameTooLong, 'full_name'],
  [MESSAGES.fullNameCharacters, 'full_name'],
  [NAME_MESSAGES.fullNameScripts, 'full_name'],
];
