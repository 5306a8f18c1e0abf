import { LINK_PATHS } from '@gatherly/schema';
import { textsIn } from '../i18n/texts';
import { composeMail as mail } from '../mail/compose-mail';
import { mailDay } from '../mail/mail-dates';
import type { OutgoingMail } from '../mail/mail.service';

/** The archive is ready: the link leads to Settings, Your data, where its owner downloads it signed in. */
export function archiveReadyMail(language: string, publicUrl: string, to: string, username: string, expiresAt: Date): OutgoingMail {
  const t = textsIn(language);
  return mail(
    to,
    t('mail.archiveReady.subject'),
    t('mail.greeting', { username }),
    t('mail.archiveReady.body'),
    t('mail.archiveReady.action'),
    `${publicUrl}${LINK_PATHS.yourData}`,
    t('mail.archiveReady.footer', { date: mailDay(language, expiresAt) }),
    language,
  );
}
