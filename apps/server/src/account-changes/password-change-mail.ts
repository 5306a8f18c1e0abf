import { LINK_PATHS } from '@gatherly/schema';
import { composeMail } from '../mail/compose-mail';
import type { OutgoingMail } from '../mail/outgoing-mail';

/** Told after the owner changed the password while signed in: the device that changed it stays signed in. */
export function passwordChangedHereMail(publicUrl: string, to: string, username: string): OutgoingMail {
  return composeMail(
    to,
    'Your password was changed',
    `Hi ${username},`,
    'The password of your Gatherly account was changed just now from Settings, and every other device signed in to it was logged out. If it was you, there is nothing more to do.',
    'Reset my password',
    `${publicUrl}${LINK_PATHS.resetRequest}`,
    'If it was not you, reset your password now with this link: someone else may know your e-mail account.',
  );
}
