import { LINK_PATHS } from '@gatherly/schema';
import { textsIn } from '../i18n/texts';
import { composeMail as mail } from '../mail/compose-mail';
import type { OutgoingMail } from '../mail/mail.service';

export function verificationMail(language: string, publicUrl: string, to: string, username: string, token: string): OutgoingMail {
  const t = textsIn(language);
  const link = `${publicUrl}${LINK_PATHS.verifyEmail}?${LINK_PATHS.verifyEmailQuery}=${encodeURIComponent(token)}`;
  return mail(to, t('mail.verification.subject'), t('mail.greeting', { username }), t('mail.verification.body'), t('mail.verification.action'), link, t('mail.verification.footer'), language);
}

/** Told after any change of the password, so that an owner who did not make it learns of it at once. */
export function passwordChangedMail(language: string, publicUrl: string, to: string, username: string): OutgoingMail {
  const t = textsIn(language);
  return mail(
    to,
    t('mail.passwordChanged.subject'),
    t('mail.greeting', { username }),
    t('mail.passwordChanged.body'),
    t('mail.action.resetPassword'),
    `${publicUrl}${LINK_PATHS.resetRequest}`,
    t('mail.passwordChanged.footer'),
    language,
  );
}

export function passwordResetMail(language: string, publicUrl: string, to: string, username: string, token: string): OutgoingMail {
  const t = textsIn(language);
  const link = `${publicUrl}${LINK_PATHS.resetPassword}?${LINK_PATHS.resetPasswordQuery}=${encodeURIComponent(token)}`;
  return mail(to, t('mail.passwordReset.subject'), t('mail.greeting', { username }), t('mail.passwordReset.body'), t('mail.action.resetPassword'), link, t('mail.passwordReset.footer'), language);
}
