import { passwordResetMail, verificationMail } from '../accounts/account-mails';
import { deletionScheduledMail } from '../account-deletion/account-deletion-mails';
import { newSignInMail } from '../devices/new-sign-in-mail';
import type { Device } from '../devices/device';
import { whenAndWhere, type EventMailRow } from '../notifications/event-mail';

const URL = 'http://gatherly.test';
const device = { browser: 'Firefox', os: 'Linux' } as Device;
const at = new Date('2026-11-28T00:12:00Z');

describe('mails in the recipient’s language', () => {
  it('writes English exactly as before', () => {
    const mail = verificationMail('en', URL, 'ada@example.com', 'ada', 'tok');
    expect(mail.subject).toBe('Verify your Gatherly email address');
    expect(mail.html.startsWith('<p>Hi ada,</p>')).toBe(true);
    expect(mail.link).toBe('http://gatherly.test/verify-email/confirm?verification_token=tok');
    expect(mail.text).toBe(
      `Hi ada,\n\nWelcome to Gatherly! Please confirm your email address by opening this link:\n\n${mail.link}\n\nThe link works once and expires in 24 hours. If you did not sign up, ignore this mail.\n`,
    );
    expect(newSignInMail('en', URL, 'ada@example.com', 'ada', device, at).text).toContain('from Firefox on Linux, on 28 November 2026 at 00:12 UTC. If it was you');
    expect(deletionScheduledMail('en', URL, 'ada@example.com', 'ada', at).subject).toBe('Your Gatherly account will be deleted on 28 November 2026');
  });

  it('writes a mail in Spanish, its date in Spanish', () => {
    const mail = passwordResetMail('es', URL, 'ada@example.com', 'ada', 'tok');
    expect(mail.subject).toBe('Restablece tu contraseña de Gatherly');
    expect(mail.text.startsWith('Hola, ada:\n\nAlguien pidió restablecer la contraseña de tu cuenta de Gatherly.')).toBe(true);
    expect(mail.html).toContain('>Restablecer mi contraseña</a>');
    expect(mail.html.startsWith('<div lang="es" dir="ltr"><p>')).toBe(true);
    expect(newSignInMail('es', URL, 'ada@example.com', 'ada', device, at).text).toContain('desde Firefox en Linux, el 28 de noviembre de 2026 a las 00:12 UTC.');
    expect(deletionScheduledMail('es', URL, 'ada@example.com', 'ada', at).subject).toBe('Tu cuenta de Gatherly se eliminará el 28 de noviembre de 2026');
  });

  it('writes a mail in Arabic', () => {
    const mail = verificationMail('ar', URL, 'ada@example.com', 'ada', 'tok');
    expect(mail.subject).toBe('تأكيد بريدك الإلكتروني في Gatherly');
    expect(mail.text.startsWith('مرحبًا ada،\n\nمرحبًا بك في Gatherly!')).toBe(true);
    expect(mail.html).toContain('>تأكيد بريدي الإلكتروني</a>');
    expect(mail.html.startsWith('<div lang="ar" dir="rtl"><p>مرحبًا ada،</p>')).toBe(true);
    expect(mail.link).toContain('tok');
    expect(deletionScheduledMail('ar', URL, 'ada@example.com', 'ada', at).subject).toMatch(/^سيُحذف حسابك في Gatherly في .*نوفمبر/);
  });

  it("says when and where an event is in the language, in the event's zone", () => {
    const row = { event_name: 'Jazz', event_date: new Date('2026-12-05T18:30:00Z'), event_timezone: 'Europe/Madrid', event_location: 'Pier 9' } as EventMailRow;
    expect(whenAndWhere('en', row)).toBe('Sat, Dec 5, 2026, 7:30 PM GMT+1 at Pier 9');
    expect(whenAndWhere('es', row)).toMatch(/^sáb, 5 dic 2026, 19:30 .* en Pier 9$/);
  });
});
