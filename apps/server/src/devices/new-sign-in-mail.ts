import { LINK_PATHS } from '@gatherly/schema';
import { textsIn, word } from '../i18n/texts';
import { composeMail } from '../mail/compose-mail';
import { mailDateLocale, mailDay } from '../mail/mail-dates';
import type { OutgoingMail } from '../mail/outgoing-mail';
import type { Device } from './device';

/** "28 November 2026 at 00:12 UTC": mails are read anywhere, so the time says its zone. */
function utcTime(language: string, at: Date): string {
  const time = at.toLocaleTimeString(mailDateLocale(language), { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hour12: false });
  return textsIn(language)('mail.newSignIn.when', { day: mailDay(language, at), time });
}

/** Told when the account is signed in to from a browser and system it never used before. */
export function newSignInMail(language: string, publicUrl: string, to: string, username: string, device: Device, at: Date): OutgoingMail {
  const t = textsIn(language);
  return composeMail(
    to,
    t('mail.newSignIn.subject'),
    t('mail.greeting', { username }),
    t('mail.newSignIn.body', { device: t('mail.newSignIn.device', { browser: word(language, device.browser), os: word(language, device.os) }), when: utcTime(language, at) }),
    t('mail.newSignIn.action'),
    `${publicUrl}${LINK_PATHS.sessions}`,
    t('mail.newSignIn.footer'),
    language,
  );
}
