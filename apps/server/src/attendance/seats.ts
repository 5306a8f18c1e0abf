import { Injectable } from '@nestjs/common';
import type { AttendanceNoticeKind, RsvpStatus } from '@gatherly/schema';
import { EntityManager } from 'typeorm';
import { notSuspendedSql } from '../common/visibility/visibility-sql';
import { MailService } from '../mail/mail.service';
import { NotificationsService, type Recorded } from '../notifications/notifications.service';
import { RealtimeBus } from '../realtime/realtime-bus';

/** Work that waits for the commit: announcing notifications and the new counts. */
export type AfterCommit = () => Promise<void>;

/** SQL moving going_count and waitlist_count by the numbers of people given (SQL expressions). */
export const COUNTS = (going: string, waiting: string) => `going_count = going_count + ${going}, waitlist_count = waitlist_count + ${waiting}`;

/**
 * The seats of an event kept as people come and go, inside the transaction that locked its row:
 * the counts on the row, a seat freed given to the first person waiting, the people told, and what
 * to announce once committed. Going (AttendanceService) and the answers of an account as a whole
 * (AccountAnswersService: blocks, suspensions, deletion) both keep them through this.
 */
@Injectable()
export class Seats {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly bus: RealtimeBus,
  ) {}

  /** Moves the event's counts by `by` people of `status` (requests are not counted). */
  async count(manager: EntityManager, eventId: string, status: RsvpStatus, by: number): Promise<void> {
    if (status === 'requested') return;
    await manager.query(`UPDATE events SET ${COUNTS('$2', '$3')} WHERE item_id = $1`, [eventId, status === 'going' ? by : 0, status === 'waitlisted' ? by : 0]);
  }

  /** Deletes the account's answer, moves the counts, and gives a seat freed to the first waiting; the event's row is locked. */
  async drop(manager: EntityManager, eventId: string, accountId: string): Promise<AfterCommit> {
    const [gone]: Array<{ status: RsvpStatus; counted: boolean }> = await manager.query(
      `WITH gone AS (DELETE FROM event_rsvps WHERE item_id = $1 AND account_id = $2 RETURNING status) SELECT status, ${notSuspendedSql('$2::uuid')} AS counted FROM gone`,
      [eventId, accountId],
    );
    if (!gone) return async () => undefined;
    // A suspended person's answer was taken out of the counts already (setAsideAnswersOf).
    if (gone.counted) await this.count(manager, eventId, gone.status, -1);
    if (gone.status === 'requested') await this.notifications.withdraw(manager, { kind: 'event_request', actorId: accountId, itemId: eventId });
    const promoted = gone.status === 'going' ? await this.promote(manager, eventId) : [];
    return this.announcing(eventId, promoted);
  }

  /**
   * Gives the free seats of an upcoming event to the people waiting, first come first served
   * (queued_at, then account id), each told by a notification and a mail as they chose. Suspended
   * people keep their place without a seat. The event's row is locked.
   */
  async promote(manager: EntityManager, eventId: string): Promise<Recorded[]> {
    const promoted: Array<{ account_id: string }> = await manager.query(
      `WITH free AS (
         SELECT CASE WHEN capacity IS NULL THEN NULL ELSE GREATEST(0, capacity - going_count) END AS seats
           FROM events WHERE item_id = $1 AND event_date > now()),
       picked AS (
         SELECT r.account_id FROM event_rsvps r JOIN accounts a ON a.id = r.account_id
          WHERE r.item_id = $1 AND r.status = 'waitlisted' AND a.suspended_at IS NULL AND EXISTS (SELECT 1 FROM free)
          ORDER BY r.queued_at, r.account_id
          LIMIT (SELECT seats FROM free)),
       moved AS (
         UPDATE event_rsvps r SET status = 'going' FROM picked
          WHERE r.item_id = $1 AND r.account_id = picked.account_id
         RETURNING r.account_id)
       SELECT account_id FROM moved`,
      [eventId],
    );
    if (promoted.length === 0) return [];
    await manager.query('UPDATE events SET going_count = going_count + $2, waitlist_count = waitlist_count - $2 WHERE item_id = $1', [eventId, promoted.length]);
    return this.tell(manager, 'event_seat', eventId, promoted.map((row) => row.account_id));
  }

  /** Records the notifications of a seat or an answered request and queues the mails of those who want them. */
  async tell(manager: EntityManager, kind: AttendanceNoticeKind, eventId: string, accountIds: string[]): Promise<Recorded[]> {
    const recorded = await this.notifications.recordAboutNoOne(manager, kind, eventId, accountIds);
    for (const entry of recorded) if (entry.byMail) await this.mail.queue('event-attendance', { recipientId: entry.recipientId, itemId: eventId, kind }, manager);
    return recorded;
  }

  /** What to do once committed: announce the notifications recorded and the event's new counts. */
  announcing(eventId: string, recorded: Recorded[]): AfterCommit {
    return async () => {
      await this.notifications.announce(...recorded);
      await this.bus.publish('event-attendance', { itemId: eventId });
    };
  }
}

/** The work of several changes once committed, one after the other. */
export const inTurn = (afters: AfterCommit[]): AfterCommit => async () => {
  for (const after of afters) await after();
};
