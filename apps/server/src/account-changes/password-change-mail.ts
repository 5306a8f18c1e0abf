import { LINK_PATHS } from '@gatherly/schema';
import { textsIn } from '../i18n/texts';
import { composeMail } from '../mail/compose-mail';
import type { OutgoingMail } from '../mail/outgoing-mail';

/** Told after the owner changed the password while signed in: the device that changed it stays signed in. */
export function passwordChangedHereMail(language: string, publicUrl: string, to: string, username: string): OutgoingMail {
  const t = textsIn(language);
  return composeMail(
    to,
    t('mail.passwordChanged.subject'),
    t('mail.greeting', { username }),
    t('mail.passwordChangedHere.body'),
    t('mail.action.resetPassword'),
    `${publicUrl}${LINK_PATHS.resetRequest}`,
    t('mail.passwordChanged.footer'),
    language,
  );
}
