import { EMAIL_CHANGE_LIMITS, LINK_PATHS, maskEmail } from '@gatherly/schema';
import { textsIn } from '../i18n/texts';
import { composeMail as mail } from '../mail/compose-mail';
import type { OutgoingMail } from '../mail/mail.service';

const hours = EMAIL_CHANGE_LIMITS.linkTtlSeconds / 3600;

/** To the new address: the link that makes it the account's. */
export function emailChangeLinkMail(language: string, publicUrl: string, to: string, username: string, token: string): OutgoingMail {
  const t = textsIn(language);
  const link = `${publicUrl}${LINK_PATHS.confirmEmailChange}?${LINK_PATHS.confirmEmailChangeQuery}=${encodeURIComponent(token)}`;
  return mail(to, t('mail.emailChangeLink.subject'), t('mail.greeting', { username }), t('mail.emailChangeLink.body'), t('mail.emailChangeLink.action'), link, t('mail.emailChangeLink.footer', { hours }), language);
}

/** To the old address when the change is asked for, so that an owner who did not ask learns of it before it happens. */
export function emailChangingMail(language: string, publicUrl: string, to: string, username: string, newEmail: string): OutgoingMail {
  const t = textsIn(language);
  return mail(
    to,
    t('mail.emailChanging.subject'),
    t('mail.greeting', { username }),
    t('mail.emailChanging.body', { address: maskEmail(newEmail) }),
    t('mail.action.resetPassword'),
    `${publicUrl}${LINK_PATHS.resetRequest}`,
    t('mail.emailChanging.footer'),
    language,
  );
}

/**
 * To the old address once the new one is confirmed. A reset would now go to the new address, so
 * an owner who did not make the change is sent to the people who run Gatherly (`contactLink`).
 */
export function emailChangedMail(language: string, contactLink: string, to: string, username: string, newEmail: string): OutgoingMail {
  const t = textsIn(language);
  return mail(
    to,
    t('mail.emailChanged.subject'),
    t('mail.greeting', { username }),
    t('mail.emailChanged.body', { address: maskEmail(newEmail) }),
    t('mail.emailChanged.action'),
    contactLink,
    t('mail.emailChanged.footer'),
    language,
  );
}
