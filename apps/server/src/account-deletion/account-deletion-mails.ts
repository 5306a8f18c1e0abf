import { textsIn } from '../i18n/texts';
import { composeMail as mail } from '../mail/compose-mail';
import { mailDay } from '../mail/mail-dates';
import type { OutgoingMail } from '../mail/mail.service';

/** Told when the deletion is asked: when it happens (the day in UTC), and that signing in before then cancels it. */
export function deletionScheduledMail(language: string, publicUrl: string, to: string, username: string, when: Date): OutgoingMail {
  const t = textsIn(language);
  const date = mailDay(language, when);
  return mail(
    to,
    t('mail.deletionScheduled.subject', { date }),
    t('mail.greeting', { username }),
    t('mail.deletionScheduled.body', { date }),
    t('mail.deletionScheduled.action'),
    `${publicUrl}/login`,
    t('mail.deletionScheduled.footer'),
    language,
  );
}

/** Told once the deletion ran, to the address the account had (composed before it is emptied). */
export function accountDeletedMail(language: string, publicUrl: string, to: string, username: string): OutgoingMail {
  const t = textsIn(language);
  return mail(to, t('mail.accountDeleted.subject'), t('mail.greeting', { username }), t('mail.accountDeleted.body'), t('mail.accountDeleted.action'), publicUrl, t('mail.accountDeleted.footer'), language);
}
