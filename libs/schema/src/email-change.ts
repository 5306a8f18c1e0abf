import { SERVER_MESSAGES } from './errors';
import { textRef, type FieldTexts, type Said } from './said';
import { MESSAGES, isValidEmail, normalizeEmail } from './validation';

/** A change of e-mail address: the link mailed to the new address, and how often one may be asked for. */
export const EMAIL_CHANGE_LIMITS = {
  /** The confirmation link works once, within this time. */
  linkTtlSeconds: 24 * 60 * 60,
  /** Requests per account in `windowSeconds`; each one mails an address the person typed. */
  requestsPerAccount: 5,
  /** Requests from one client address in `windowSeconds`, whatever the account. */
  requestsPerIp: 20,
  windowSeconds: 60 * 60,
} as const;

/**
 * "n***@example.com": enough for the owner of the old address to recognise a change they made,
 * not enough to give the new address to whoever reads the old mailbox.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

export const EMAIL_CHANGE_MESSAGES = {
  passwordRequired: textRef('settings.emailRules.passwordRequired'),
  passwordWrong: textRef('settings.emailRules.passwordWrong'),
  sameAddress: textRef('settings.emailRules.sameAddress'),
  /** Answered once the link is mailed; the client shows it where the form was. */
  linkSent: (email: string) => textRef('settings.emailRules.linkSent', { email, hours: EMAIL_CHANGE_LIMITS.linkTtlSeconds / 3600 }),
  confirmed: (email: string) => textRef('account.emailChange.confirmed', { email }),
  linkInvalid: textRef('account.emailChange.linkInvalid'),
  tooMany: textRef('settings.emailRules.tooMany', { hours: EMAIL_CHANGE_LIMITS.windowSeconds / 3600 }),
} as const;

export interface EmailChangeFields {
  password: string;
  new_email: string;
}

/** What is wrong with the fields before the password is checked: the new address has the rules of sign-up. */
export function emailChangeProblems(fields: EmailChangeFields, currentEmail?: string): Said[] {
  const problems: Said[] = [];
  const email = fields.new_email.trim();
  if (email === '') problems.push(MESSAGES.emailRequired);
  else if (!isValidEmail(email)) problems.push(MESSAGES.invalidEmail);
  else if (currentEmail !== undefined && normalizeEmail(email) === currentEmail) problems.push(EMAIL_CHANGE_MESSAGES.sameAddress);
  if (fields.password === '') problems.push(EMAIL_CHANGE_MESSAGES.passwordRequired);
  return problems;
}

/** The field each message of the change is about, for a form to mark it. */
export const EMAIL_CHANGE_MESSAGE_FIELDS: FieldTexts<keyof EmailChangeFields> = [
  [MESSAGES.emailRequired, 'new_email'],
  [MESSAGES.invalidEmail, 'new_email'],
  [EMAIL_CHANGE_MESSAGES.sameAddress, 'new_email'],
  [SERVER_MESSAGES.emailTaken, 'new_email'],
  [EMAIL_CHANGE_MESSAGES.passwordRequired, 'password'],
  [EMAIL_CHANGE_MESSAGES.passwordWrong, 'password'],
];
