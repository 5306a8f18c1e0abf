import { LINK_PATHS } from '@gatherly/schema';
import { composeMail as mail } from '../mail/compose-mail';
import type { OutgoingMail } from '../mail/mail.service';

/** Told when two-factor sign-in is turned on, so that an owner who did not do it learns of it at once. */
export function twoFactorTurnedOnMail(publicUrl: string, to: string, username: string): OutgoingMail {
  return mail(
    to,
    'Two-factor authentication is on',
    `Hi ${username},`,
    'Two-factor authentication was turned on for your Gatherly account just now: signing in now asks for a code from your authenticator app after the password. Keep your recovery codes somewhere safe.',
    'Open Security settings',
    `${publicUrl}${LINK_PATHS.security}`,
    'If it was not you, reset your password at once and contact us: someone else may be signed in to your account.',
  );
}

/** Told when two-factor sign-in is turned off: the account is then protected by its password alone. */
export function twoFactorTurnedOffMail(publicUrl: string, to: string, username: string): OutgoingMail {
  return mail(
    to,
    'Two-factor authentication is off',
    `Hi ${username},`,
    'Two-factor authentication was turned off for your Gatherly account just now: signing in asks for the password alone. Your recovery codes no longer work.',
    'Open Security settings',
    `${publicUrl}${LINK_PATHS.security}`,
    'If it was not you, reset your password at once: someone else knows it and had your second factor.',
  );
}
