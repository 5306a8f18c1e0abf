import { archiveDay, LINK_PATHS } from '@gatherly/schema';
import { composeMail as mail } from '../mail/compose-mail';
import type { OutgoingMail } from '../mail/mail.service';

/** The archive is ready: the link leads to Settings, Your data, where its owner downloads it signed in. */
export function archiveReadyMail(publicUrl: string, to: string, username: string, expiresAt: Date): OutgoingMail {
  return mail(
    to,
    'Your Gatherly archive is ready',
    `Hi ${username},`,
    'The archive of your Gatherly data that you asked for is ready. Sign in and download it from Settings, Your data:',
    'Download your data',
    `${publicUrl}${LINK_PATHS.yourData}`,
    `It can be downloaded until ${archiveDay(expiresAt)}, then it is deleted. If you did not ask for it, change your password: someone else may be signed in to your account.`,
  );
}
