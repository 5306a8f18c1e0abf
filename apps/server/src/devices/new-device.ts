import type { EntityManager } from 'typeorm';
import type { MailService } from '../mail/mail.service';
import { deviceOf } from './device';
import { newSignInMail } from './new-sign-in-mail';
import { recipientLanguage } from '../i18n/texts';

/**
 * Queues "New sign-in to Gatherly", in the transaction that stored the session `sessionId`, when
 * the account had signed in before but never from this browser and system. An account's first
 * sign-in mails nothing: every device is new then. The few distinct user agents of an account are
 * read through its sessions' index. Worded in the account's language, else the one its request asked for.
 */
export async function noticeNewDevice(manager: EntityManager, mail: MailService, publicUrl: string, sessionId: string, askedLanguage: string | undefined): Promise<void> {
  const [session]: Array<{ account_id: string; user_agent: string | null; created_at: Date; email: string; username: string; language: string | null }> = await manager.query(
    `SELECT s.account_id, s.user_agent, s.created_at, a.email, a.username, a.language FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.id = $1`,
    [sessionId],
  );
  if (!session) return;
  const earlier: Array<{ user_agent: string | null }> = await manager.query(
    'SELECT DISTINCT user_agent FROM sessions WHERE account_id = $1 AND id <> $2',
    [session.account_id, sessionId],
  );
  if (earlier.length === 0) return;
  const device = deviceOf(session.user_agent);
  if (earlier.some((row) => deviceOf(row.user_agent).family === device.family)) return;
  await mail.queue('new-sign-in', newSignInMail(recipientLanguage(session.language, askedLanguage), publicUrl, session.email, session.username, device, session.created_at), manager);
}
