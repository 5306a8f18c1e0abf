import { deviceLabel, LINK_PATHS } from '@gatherly/schema';
import { composeMail } from '../mail/compose-mail';
import type { OutgoingMail } from '../mail/outgoing-mail';
import type { Device } from './device';

/** "28 November 2026 at 00:12 UTC": mails are read anywhere, so the time says its zone. */
function utcTime(at: Date): string {
  const day = at.toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
  const time = at.toLocaleTimeString('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hour12: false });
  return `${day} at ${time} UTC`;
}

/** Told when the account is signed in to from a browser and system it never used before. */
export function newSignInMail(publicUrl: string, to: string, username: string, device: Device, at: Date): OutgoingMail {
  return composeMail(
    to,
    'New sign-in to Gatherly',
    `Hi ${username},`,
    `Your Gatherly account was just signed in to from ${deviceLabel(device.browser, device.os)}, on ${utcTime(at)}. If it was you, there is nothing more to do.`,
    'See your sessions',
    `${publicUrl}${LINK_PATHS.sessions}`,
    "If it wasn't you, change your password and end that session in Settings, Sessions.",
  );
}
