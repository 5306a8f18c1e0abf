import { EMAIL_CHANGE_LIMITS, LINK_PATHS, maskEmail } from '@gatherly/schema';
import { composeMail as mail } from '../mail/compose-mail';
import type { OutgoingMail } from '../mail/mail.service';

const hours = EMAIL_CHANGE_LIMITS.linkTtlSeconds / 3600;

/** To the new address: the link that makes it the account's. */
export function emailChangeLinkMail(publicUrl: string, to: string, username: string, token: string): OutgoingMail {
  const link = `${publicUrl}${LINK_PATHS.confirmEmailChange}?${LINK_PATHS.confirmEmailChangeQuery}=${encodeURIComponent(token)}`;
  return mail(
    to,
    'Confirm your new e-mail address',
    `Hi ${username},`,
    'You asked to use this address for your Gatherly account. To confirm it, open this link:',
    'Confirm my new address',
    link,
    `The link works once and expires in ${hours} hours. Until it is opened, the account keeps its current address. If you did not ask for this, ignore this mail: nothing changes.`,
  );
}

/** To the old address when the change is asked for, so that an owner who did not ask learns of it before it happens. */
export function emailChangingMail(publicUrl: string, to: string, username: string, newEmail: string): OutgoingMail {
  return mail(
    to,
    'Your Gatherly e-mail address is being changed',
    `Hi ${username},`,
    `Someone signed in to your Gatherly account asked to change its e-mail address to ${maskEmail(newEmail)}. The address changes only when the link mailed there is opened. If it was you, there is nothing more to do.`,
    'Reset my password',
    `${publicUrl}${LINK_PATHS.resetRequest}`,
    'If it was not you, reset your password now with this link: that signs everyone out of your account and stops the change.',
  );
}

/**
 * To the old address once the new one is confirmed. A reset would now go to the new address, so
 * an owner who did not make the change is sent to the people who run Gatherly (`contactLink`).
 */
export function emailChangedMail(contactLink: string, to: string, username: string, newEmail: string): OutgoingMail {
  return mail(
    to,
    'Your Gatherly e-mail address was changed',
    `Hi ${username},`,
    `The e-mail address of your Gatherly account is now ${maskEmail(newEmail)}: you log in with it, and mails about the account go there. If it was you, there is nothing more to do.`,
    'Contact Gatherly',
    contactLink,
    'If it was not you, someone else has taken your account over: contact the people who run Gatherly with this link at once.',
  );
}
