import type { ReportTargetType } from '@gatherly/schema';
import { textsIn } from '../i18n/texts';
import { composeMail as mail } from '../mail/compose-mail';
import type { OutgoingMail } from '../mail/mail.service';
import type { AppConfig } from '../config/config';

type Appeal = AppConfig['appeal'];

/** How to appeal: the form, or the operator's address; replies to the sender reach no one. */
function appealText(language: string, appeal: Appeal): string {
  const t = textsIn(language);
  return appeal.contact ? t('mail.appeal.contact', { contact: appeal.contact }) : t('mail.appeal.form', { link: appeal.link });
}

/** What the author of removed content is told. */
export function removalMail(language: string, appeal: Appeal, to: string, username: string, targetType: ReportTargetType, preview: string, reason: string): OutgoingMail {
  const t = textsIn(language);
  const quoted = preview.length > 80 ? `${preview.slice(0, 79)}…` : preview;
  return mail(
    to,
    t('mail.removal.subject', { targetType }),
    t('mail.greeting', { username }),
    t('mail.removal.body', { targetType, preview: quoted, reason }),
    t('mail.action.appeal'),
    appeal.link,
    appealText(language, appeal),
    language,
  );
}

/** What a suspended account's owner is told. */
export function suspensionMail(language: string, appeal: Appeal, to: string, username: string, reason: string): OutgoingMail {
  const t = textsIn(language);
  return mail(to, t('mail.suspension.subject'), t('mail.greeting', { username }), t('mail.suspension.body', { reason }), t('mail.action.appeal'), appeal.link, appealText(language, appeal), language);
}

/** What the owner is told when the suspension is lifted. */
export function reinstatementMail(language: string, publicUrl: string, to: string, username: string, reason: string): OutgoingMail {
  const t = textsIn(language);
  return mail(
    to,
    t('mail.reinstatement.subject'),
    t('mail.greeting', { username }),
    t('mail.reinstatement.body', { reason }),
    t('mail.reinstatement.action'),
    publicUrl,
    t('mail.reinstatement.footer'),
    language,
  );
}
