import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LINK_PATHS, PUSH_LIMITS, type PushPayload } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import { notSilencedSql } from '../common/visibility/visibility-sql';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { wantsSql } from '../notifications/notification-preferences.service';
import type { NotificationEntry } from '../notifications/notification.models';
import { NotificationsService } from '../notifications/notifications.service';
import { JobQueue } from '../queue/job-queue';
import type { Jobs } from '../queue/jobs';
import { PushSender } from './push-sender';
import { recipientLanguage, translate } from '../i18n/texts';

/** Retry-Afters waited out for one push at most; then it is dropped. */
const MAX_WAITS = 5;

/** Devices that may be pushed to (`ps`): the session push was turned on in is still live. */
const LIVE_DEVICES = 'push_subscriptions ps JOIN sessions s ON s.id = ps.session_id AND s.revoked_at IS NULL AND s.expires_at > now()';

/** One push for every live device of an account. */
interface Push {
  accountId: string;
  payload: PushPayload;
  options: Pick<Jobs['push-deliver'], 'topic' | 'urgency'>;
}

/** A message to push, with one of those it was written to. */
interface PushedMessageRow {
  id: string;
  conversation_id: string;
  content: string;
  sender_name: string;
  group_name: string | null;
  recipient_id: string;
  recipient_language: string | null;
}

/**
 * What the queue does with pushes: a notification's entry or chat messages become one push per
 * device of each person told (`push-deliver`, each retried on its own), in the person's language.
 * Nothing is pushed that the person does not want pushed, has read by then (they are looking at it),
 * or would not be shown (someone they muted or have a block with, someone suspended). A device
 * whose push service says it is gone (404, 410) is deleted.
 */
@Injectable()
export class PushDeliveries implements OnModuleInit {
  private readonly log = new Logger('Push');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: JobQueue,
    private readonly sender: PushSender,
    private readonly notifications: NotificationsService,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.push.enabled) return;
    await this.queue.work('push-notification', (job) => this.pushEntry(job));
    await this.queue.work('push-messages', (job) => this.pushMessages(job));
    await this.queue.work('push-deliver', (job) => this.deliver(job), { alone: true });
  }

  async pushEntry({ recipientId, groupKey }: Jobs['push-notification']): Promise<void> {
    const entry = await this.notifications.pushedEntry(recipientId, groupKey);
    if (!entry) return;
    await this.fanOut([{ accountId: recipientId, payload: { kind: entry.kind, title: 'Gatherly', body: shortened(entry.text), url: pathOf(entry), tag: groupKey }, options: {} }]);
  }

  /** Each person told gets one push per conversation: its newest message of the batch, replacing the ones before it on their devices. */
  async pushMessages({ messageIds }: Jobs['push-messages']): Promise<void> {
    const rows: PushedMessageRow[] = await this.db.query(
      `SELECT m.id::text AS id, m.conversation_id, m.content, s.full_name AS sender_name,
              CASE WHEN c.direct_key IS NULL THEN c.name END AS group_name, cm.account_id AS recipient_id, r.language AS recipient_language
         FROM messages m
         JOIN accounts s ON s.id = m.sender_id
         JOIN conversations c ON c.id = m.conversation_id
         JOIN conversation_members cm ON cm.conversation_id = m.conversation_id AND cm.account_id <> m.sender_id
         JOIN accounts r ON r.id = cm.account_id
        WHERE m.id = ANY($1::bigint[]) AND m.kind = 'text' AND m.unsent_at IS NULL
          AND s.suspended_at IS NULL AND s.deleted_at IS NULL
          AND cm.last_read_message_id < m.id AND ${notSilencedSql('cm.account_id', 'm.sender_id')}
          AND ${wantsSql('cm.account_id', "'message'", 'push')}
          AND EXISTS (SELECT 1 FROM push_subscriptions ps WHERE ps.account_id = cm.account_id)
        ORDER BY m.id`,
      [messageIds],
    );
    const newest = new Map(rows.map((row) => [`${row.recipient_id}:${row.conversation_id}`, row]));
    await this.fanOut(
      [...newest.values()].map((row) => ({
        accountId: row.recipient_id,
        payload: {
          kind: 'message',
          title: row.group_name ? translate(recipientLanguage(row.recipient_language), 'push.message.inGroup', { sender: row.sender_name, group: row.group_name }) : row.sender_name,
          body: shortened(row.content),
          url: `/direct/message/${row.conversation_id}`,
          tag: `conversation:${row.conversation_id}`,
        },
        // The push service keeps only the newest undelivered push of a topic for a device that is off.
        options: { topic: row.conversation_id.replace(/-/g, ''), urgency: 'high' as const },
      })),
    );
  }

  /** One push-deliver job per live device of each account, all found in one statement and queued together. */
  private async fanOut(pushes: Push[]): Promise<void> {
    if (pushes.length === 0) return;
    await this.db.transaction(async (manager) => {
      const devices: Array<{ id: string; account_id: string }> = await manager.query(`SELECT ps.id, ps.account_id FROM ${LIVE_DEVICES} WHERE ps.account_id = ANY($1::uuid[])`, [
        [...new Set(pushes.map((push) => push.accountId))],
      ]);
      for (const { accountId, payload, options } of pushes) {
        for (const device of devices) if (device.account_id === accountId) await this.queue.send('push-deliver', { subscriptionId: device.id, payload, ...options }, manager);
      }
    });
  }

  async deliver(job: Jobs['push-deliver']): Promise<void> {
    const [target]: Array<{ endpoint: string; p256dh: string; auth: string }> = await this.db.query(
      `SELECT ps.endpoint, ps.p256dh, ps.auth FROM ${LIVE_DEVICES} WHERE ps.id = $1`,
      [job.subscriptionId],
    );
    // Turned off, or the device signed out, meanwhile.
    if (!target) return;
    const outcome = await this.sender.send(target, job.payload, { topic: job.topic, urgency: job.urgency });
    switch (outcome.kind) {
      case 'sent':
        return;
      case 'gone':
        await this.db.query('DELETE FROM push_subscriptions WHERE id = $1 AND endpoint = $2', [job.subscriptionId, target.endpoint]);
        this.log.log(`push subscription ${job.subscriptionId} is gone (${outcome.status}): deleted`);
        return;
      case 'refused':
        this.log.warn(`push to subscription ${job.subscriptionId} refused: ${outcome.reason}`);
        return;
      case 'retry': {
        if (outcome.afterSeconds === null) throw new Error(`push to subscription ${job.subscriptionId} failed: ${outcome.reason}`);
        const waits = (job.waits ?? 0) + 1;
        if (waits > MAX_WAITS) {
          this.log.warn(`push to subscription ${job.subscriptionId} dropped: its push service asked to wait ${MAX_WAITS} times`);
          return;
        }
        // The push service said when: the push is queued anew for then, instead of the queue's own backoff.
        await this.queue.send('push-deliver', { ...job, waits }, undefined, { startAfter: outcome.afterSeconds });
        return;
      }
    }
  }
}

/** The app's path an entry opens: its item, the newest follower's profile, Your data, or the list. */
function pathOf(entry: NotificationEntry): string {
  if (entry.item_id && entry.item_kind) return `/?${entry.item_kind}=${encodeURIComponent(entry.item_id)}`;
  if (entry.kind === 'data_export_ready') return LINK_PATHS.yourData;
  if (entry.kind === 'follow' && entry.actors[0]) return `/profile/${encodeURIComponent(entry.actors[0].username)}`;
  return '/notifications';
}

/** A text cut to PUSH_LIMITS.bodyMaxLength characters (not in the middle of a pair), with an ellipsis when cut. */
function shortened(text: string): string {
  const characters = [...text.replace(/\s+/g, ' ').trim()];
  return characters.length <= PUSH_LIMITS.bodyMaxLength ? characters.join('') : `${characters.slice(0, PUSH_LIMITS.bodyMaxLength - 1).join('')}…`;
}
