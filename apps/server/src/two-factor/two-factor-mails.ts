import { LINK_PATHS } from '@gatherly/schema';
import { textsIn } from '../i18n/texts';
import { composeMail as mail } from '../mail/compose-mail';
import type { OutgoingMail } from '../mail/mail.service';

/** Told when two-factor sign-in is turned on, so that an owner who did not do it learns of it at once. */
export function twoFactorTurnedOnMail(language: string, publicUrl: string, to: string, username: string): OutgoingMail {
  const t = textsIn(language);
  return mail(to, t('mail.twoFactorOn.subject'), t('mail.greeting', { username }), t('mail.twoFactorOn.body'), t('mail.action.security'), `${publicUrl}${LINK_PATHS.security}`, t('mail.twoFactorOn.footer'), language);
}

/** Told when two-factor sign-in is turned off: the account is then protected by its password alone. */
export function twoFactorTurnedOffMail(language: string, publicUrl: string, to: string, username: string): OutgoingMail {
  const t = textsIn(language);
  return mail(to, t('mail.twoFactorOff.subject'), t('mail.greeting', { username }), t('mail.twoFactorOff.body'), t('mail.action.security'), `${publicUrl}${LINK_PATHS.security}`, t('mail.twoFactorOff.footer'), language);
}
