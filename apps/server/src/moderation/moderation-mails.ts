import type { ReportTargetType } from '@gatherly/schema';
import { composeMail as mail } from '../mail/compose-mail';
import type { OutgoingMail } from '../mail/mail.service';
import type { AppConfig } from '../config/config';

type Appeal = AppConfig['appeal'];

/** How to appeal: the form, or the operator's address; replies to the sender reach no one. */
function appealText(appeal: Appeal): string {
  const where = appeal.contact ? `write to ${appeal.contact}` : `use the appeal form: ${appeal.link}`;
  return `If you think this was a mistake, ${where} with your user name and why. Replies to this mail are not read.`;
}

/** What the author of removed content is told. */
export function removalMail(appeal: Appeal, to: string, username: string, targetType: ReportTargetType, preview: string, reason: string): OutgoingMail {
  const quoted = preview.length > 80 ? `${preview.slice(0, 79)}…` : preview;
  return mail(
    to,
    `Your ${targetType} was removed from Gatherly`,
    `Hi ${username},`,
    `A moderator removed your ${targetType} "${quoted}" because: ${reason}`,
    'Appeal this decision',
    appeal.link,
    appealText(appeal),
  );
}

/** What a suspended account's owner is told. */
export function suspensionMail(appeal: Appeal, to: string, username: string, reason: string): OutgoingMail {
  return mail(
    to,
    'Your Gatherly account is suspended',
    `Hi ${username},`,
    `A moderator suspended your account because: ${reason} You cannot log in, and what you shared is hidden until the suspension is lifted.`,
    'Appeal this decision',
    appeal.link,
    appealText(appeal),
  );
}

/** What the owner is told when the suspension is lifted. */
export function reinstatementMail(publicUrl: string, to: string, username: string, reason: string): OutgoingMail {
  return mail(
    to,
    'Your Gatherly account is active again',
    `Hi ${username},`,
    `A moderator lifted the suspension of your account: ${reason} You can log in again, and what you shared is visible again.`,
    'Log in to Gatherly',
    publicUrl,
    'Welcome back.',
  );
}
