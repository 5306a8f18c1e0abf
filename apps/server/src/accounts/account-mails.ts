import { LINK_PATHS } from '@gatherly/schema';
import { composeMail as mail } from '../mail/compose-mail';
import type { OutgoingMail } from '../mail/mail.service';

export function verificationMail(publicUrl: string, to: string, username: string, token: string): OutgoingMail {
  const link = `${publicUrl}${LINK_PATHS.verifyEmail}?${LINK_PATHS.verifyEmailQuery}=${encodeURIComponent(token)}`;
  return mail(
    to,
    'Verify your Gatherly email address',
    `Hi ${username},`,
    'Welcome to Gatherly! Please confirm your email address by opening this link:',
    'Verify my email',
    link,
    'The link works once and expires in 24 hours. If you did not sign up, ignore this mail.',
  );
}

/** Told after any change of the password, so that an owner who did not make it learns of it at once. */
export function passwordChangedMail(publicUrl: string, to: string, username: string): OutgoingMail {
  return mail(
    to,
    'Your password was changed',
    `Hi ${username},`,
    'The password of your Gatherly account was changed just now, and every device signed in to it was logged out. If it was you, there is nothing more to do.',
    'Reset my password',
    `${publicUrl}${LINK_PATHS.resetRequest}`,
    'If it was not you, reset your password now with this link: someone else may know your e-mail account.',
  );
}

export function passwordResetMail(publicUrl: string, to: string, username: string, token: string): OutgoingMail {
  const link = `${publicUrl}${LINK_PATHS.resetPassword}?${LINK_PATHS.resetPasswordQuery}=${encodeURIComponent(token)}`;
  return mail(
    to,
    'Reset your Gatherly password',
    `Hi ${username},`,
    'Someone asked to reset the password of your Gatherly account. To choose a new one, open this link:',
    'Reset my password',
    link,
    'The link works once and expires in 30 minutes. A new password signs you out everywhere and revokes your personal access tokens and the address of your calendar feed: make new ones afterwards where you need them. If you did not ask for it, ignore this mail: your password stays as it is.',
  );
}
