import { deletionDateText } from '@gatherly/schema';
import { composeMail as mail } from '../mail/compose-mail';
import type { OutgoingMail } from '../mail/mail.service';

/** Told when the deletion is asked: when it happens, and that signing in before then cancels it. */
export function deletionScheduledMail(publicUrl: string, to: string, username: string, when: Date): OutgoingMail {
  return mail(
    to,
    `Your Gatherly account will be deleted on ${deletionDateText(when, 'UTC')}`,
    `Hi ${username},`,
    `You asked to delete your Gatherly account. It is hidden from everyone now, and on ${deletionDateText(when, 'UTC')} your profile, everything you shared, your likes, comments, follows and photos will be deleted for good. Messages you sent stay with the people you wrote to, shown as from "Deleted account".`,
    'Sign in to cancel',
    `${publicUrl}/login`,
    'Changed your mind? Sign in with your email and password before then and choose "Cancel deletion". If you did not ask for this, sign in, cancel, and change your password.',
  );
}

/** Told once the deletion ran, to the address the account had (composed before it is emptied). */
export function accountDeletedMail(publicUrl: string, to: string, username: string): OutgoingMail {
  return mail(
    to,
    'Your Gatherly account was deleted',
    `Hi ${username},`,
    'Your Gatherly account was deleted as you asked: your profile, what you shared and your photos are gone. Your user name stays reserved, so no one else can take it.',
    'Visit Gatherly',
    publicUrl,
    'Thank you for having been part of Gatherly. You are welcome to sign up again whenever you like. This is the last mail we send to this address.',
  );
}
