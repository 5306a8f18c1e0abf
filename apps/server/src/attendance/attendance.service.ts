import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ATTENDANCE_MESSAGES, capacityProblems, ERROR_CODES, isUuid, LIMITS, rsvpMessageProblems, storedText, type RsvpStatus, type TextRef } from '@gatherly/schema';
import { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from '../accounts/viewer';
import { DomainError } from '../common/errors/domain-error';
import { cursorTimestampSql, type Page, type PageCursor, pageOf, parseCursor } from '../common/paging/keyset';
import type { EventSeats, SeatsInput } from '../common/ports/event-seats';
import { FEDERATION_WRITES, type FederationWrites } from '../common/ports/federation-writes';
import { reachableSql } from '../common/visibility/visibility-sql';
import { eventKind } from '../content/events/event.kind';
import type { Event } from '../content/events/event.model';
import { ContentItemsService } from '../content/shared/content-items.service';
import type { Row } from '../content/shared/content.models';
import { eventNotFound, HostsService } from '../hosting/hosts.service';
import { NotificationsService, type Recorded } from '../notifications/notifications.service';
import { waitlistPositionSql } from './attendance-loaders';
import { type AfterCommit, COUNTS, Seats } from './seats';
import { ThrottleService } from '../throttle/throttle.service';

/** The event's row as going reads it, locked for the transaction. */
interface LockedEvent {
  /** What the viewer already holds there, if anything. */
  held: RsvpStatus | null;
  capacity: number | null;
  requires_approval: boolean;
  going_count: number;
  event_date: Date;
}

/** What the viewer holds at an event after going: their answer, their place in the queue, the event. */
export interface RsvpAnswer {
  rsvp_status: RsvpStatus;
  waitlist_position: number | null;
  event: Row<Event>;
}

/** A guest of an event as hosts see them. */
export interface GuestRow {
  account_id: string;
  username: string;
  full_name: string;
  profile_image: string | null;
  is_following: boolean;
  rsvp_status: RsvpStatus;
  message: string;
  answered_at: Date;
}

/**
 * Going to events: a seat, a place in the waitlist, or a request to the hosts. Every change to who
 * holds what happens in one transaction that first locks the event's row (`SELECT … FOR UPDATE`):
 * the row is the lock of its seats, so two people taking the last seat at once are served one
 * after the other and only one gets it, and the counts kept on the row never drift from the rows
 * they count. Notifications and mails are queued in that transaction; the live counts are
 * announced once it commits.
 */
@Injectable()
export class AttendanceService implements EventSeats {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly items: ContentItemsService,
    private readonly hosts: HostsService,
    private readonly notifications: NotificationsService,
    private readonly seats: Seats,
    private readonly throttle: ThrottleService,
    @Inject(FEDERATION_WRITES) private readonly federation: FederationWrites,
  ) {}

  /**
   * Says the viewer is going: a seat while one is left, else the waitlist; a request to the hosts
   * when the event requires approval. Going again answers what the viewer already holds. The
   * creator and co-hosts may go to their own event like anyone. A 404 when the viewer may not see
   * the event, a 400 once it has started.
   */
  async go(viewer: Viewer, eventId: string, message?: string | null): Promise<RsvpAnswer> {
    const status = await this.enter(viewer, eventId, message, null);
    return { rsvp_status: status as RsvpStatus, waitlist_position: await this.positionOf(eventId, viewer.accountId), event: await this.items.get(eventKind, eventId, viewer) };
  }

  /**
   * Someone of another server asks to go (their server's Join `activityId`): as `go`, but when no
   * seat is left it answers 'full' and keeps nothing, their server having no waitlist to show.
   */
  async joinFrom(viewer: Viewer, eventId: string, activityId: string, message: string): Promise<RsvpStatus | 'full'> {
    return this.enter(viewer, eventId, message, activityId);
  }

  private async enter(viewer: Viewer, eventId: string, message: string | null | undefined, activityId: string | null): Promise<RsvpStatus | 'full'> {
    const problems = rsvpMessageProblems(message);
    if (problems.length > 0) throw DomainError.invalid(problems);
    await this.throttle.consumeForAccount('engage', viewer.accountId);
    const { status, after } = await this.db.transaction(async (manager): Promise<{ status: RsvpStatus | 'full'; after: AfterCommit }> => {
      // Two statements while the seats' lock is held: a crowd at the last seats waits for nothing else.
      const event = await this.lockVisible(manager, viewer, eventId);
      if (event.held) return { status: event.held, after: async () => undefined };
      if (event.event_date.getTime() <= Date.now()) throw DomainError.invalid([ATTENDANCE_MESSAGES.eventPast]);
      const status: RsvpStatus = event.requires_approval ? 'requested' : event.capacity === null || event.going_count < event.capacity ? 'going' : 'waitlisted';
      if (status === 'waitlisted' && activityId !== null) return { status: 'full', after: async () => undefined };
      // Queued at the moment the lock is held, not when the transaction began: the queue's order is the lock's.
      await manager.query(
        `WITH added AS (INSERT INTO event_rsvps (item_id, account_id, status, message, queued_at, activity_id) VALUES ($1, $2, $3, $4, clock_timestamp(), $7))
         UPDATE events SET ${COUNTS('$5', '$6')} WHERE item_id = $1`,
        [eventId, viewer.accountId, status, storedText(message ?? ''), status === 'going' ? 1 : 0, status === 'waitlisted' ? 1 : 0, activityId],
      );
      const recorded = status === 'requested' ? await this.askHosts(manager, eventId, viewer.accountId) : [];
      await this.federation.going(manager, eventId, viewer.accountId, true);
      return { status, after: this.seats.announcing(eventId, recorded) };
    });
    await after();
    return status;
  }

  /**
   * Takes back the viewer's answer (a seat, a place in the queue, a request); a seat freed goes at
   * once to the first person waiting, who is told. Leaving what one does not hold changes nothing.
   */
  async leave(viewer: Viewer, eventId: string): Promise<Row<Event>> {
    await this.throttle.consumeForAccount('engage', viewer.accountId);
    const after = await this.db.transaction(async (manager) => {
      await this.lockVisible(manager, viewer, eventId);
      await this.federation.going(manager, eventId, viewer.accountId, false);
      return this.seats.drop(manager, eventId, viewer.accountId);
    });
    await after();
    return this.items.get(eventKind, eventId, viewer);
  }

  /** The server of an event of another server refused someone here (its Reject of their Join): they no longer go, and it is not told again. */
  async refusedThere(accountId: string, eventId: string): Promise<void> {
    const after = await this.db.transaction(async (manager) => {
      await manager.query('SELECT 1 FROM events WHERE item_id = $1 FOR UPDATE', [eventId]);
      return this.seats.drop(manager, eventId, accountId);
    });
    await after();
  }

  /**
   * A host lets someone who asked join: going while a seat is left, else on the waitlist (behind
   * those already waiting); they are told which, and told again when the waitlist seats them.
   * Someone already going or waiting is answered as they are.
   */
  async approve(viewer: Viewer, eventId: string, accountId: string): Promise<GuestRow> {
    const after = await this.db.transaction(async (manager) => {
      const event = await this.lockAsHost(manager, viewer, eventId);
      const status = await this.statusOf(manager, viewer, eventId, accountId);
      if (status !== 'requested') return async () => undefined;
      const seat = event.capacity === null || event.going_count < event.capacity;
      // Approved into a full event, they queue behind those already waiting.
      await manager.query(`UPDATE event_rsvps SET status = $3, queued_at = CASE WHEN $4 THEN queued_at ELSE clock_timestamp() END WHERE item_id = $1 AND account_id = $2`, [
        eventId,
        accountId,
        seat ? 'going' : 'waitlisted',
        seat,
      ]);
      await this.seats.count(manager, eventId, seat ? 'going' : 'waitlisted', 1);
      await this.notifications.withdraw(manager, { kind: 'event_request', actorId: accountId, itemId: eventId });
      if (seat) await this.federation.rsvpAnswered(manager, eventId, accountId, true);
      // Told either way: a seat, or approved onto the waitlist (and told again once seated).
      const told = await this.seats.tell(manager, seat ? 'event_seat' : 'event_waitlisted', eventId, [accountId]);
      return this.seats.announcing(eventId, told);
    });
    await after();
    return this.guest(viewer, eventId, accountId);
  }

  /** A host turns a request down: it goes, and the person is told. Only a request can be declined (400). */
  async decline(viewer: Viewer, eventId: string, accountId: string): Promise<GuestRow> {
    let declined: GuestRow | null = null;
    const after = await this.db.transaction(async (manager) => {
      await this.lockAsHost(manager, viewer, eventId);
      if ((await this.statusOf(manager, viewer, eventId, accountId)) !== 'requested') throw DomainError.invalid([ATTENDANCE_MESSAGES.notRequested]);
      declined = await this.guest(viewer, eventId, accountId, manager);
      await this.federation.rsvpAnswered(manager, eventId, accountId, false);
      await manager.query('DELETE FROM event_rsvps WHERE item_id = $1 AND account_id = $2', [eventId, accountId]);
      await this.notifications.withdraw(manager, { kind: 'event_request', actorId: accountId, itemId: eventId });
      return this.seats.announcing(eventId, await this.seats.tell(manager, 'event_declined', eventId, [accountId]));
    });
    await after();
    return declined as unknown as GuestRow;
  }

  /** A host takes someone off the event, whatever they held; a seat freed goes to the first person waiting. */
  async remove(viewer: Viewer, eventId: string, accountId: string): Promise<GuestRow> {
    let removed: GuestRow | null = null;
    const after = await this.db.transaction(async (manager) => {
      await this.lockAsHost(manager, viewer, eventId);
      await this.statusOf(manager, viewer, eventId, accountId);
      removed = await this.guest(viewer, eventId, accountId, manager);
      return this.seats.drop(manager, eventId, accountId);
    });
    await after();
    return removed as unknown as GuestRow;
  }

  /** The upcoming events the viewer is going to or waiting for, soonest first, a page at a time; none behind a block. */
  async goingEvents(viewer: Viewer, cursor: Partial<PageCursor> | null | undefined): Promise<Page<Row<Event>>> {
    const after = parseCursor(cursor);
    const rows: Array<{ id: string } & PageCursor> = await this.db.query(
      `SELECT e.item_id AS id, ${cursorTimestampSql('e.event_date')} AS cursor_timestamp, e.item_id AS cursor_id
         FROM event_rsvps r
         JOIN events e ON e.item_id = r.item_id
        WHERE r.account_id = $1 AND r.status IN ('going', 'waitlisted')
          AND e.event_date >= now()
          AND ($2::timestamptz IS NULL OR (e.event_date, e.item_id) > ($2::timestamptz, $3::uuid))
          AND ${reachableSql('$1', '(SELECT ci.author_id FROM content_items ci WHERE ci.id = e.item_id)')}
        ORDER BY e.event_date, e.item_id
        LIMIT ${LIMITS.pageSize + 1}`,
      [viewer.accountId, after?.cursor_timestamp ?? null, after?.cursor_id ?? null],
    );
    const page = pageOf(rows, LIMITS.pageSize, (row) => row.id);
    return { items: await this.items.read(eventKind, page.items, viewer.accountId), next_cursor: page.next_cursor };
  }

  /** One guest of an event, as its hosts see them; a 404 `event/guest_not_found` when they hold nothing there or are hidden from the viewer (suspended, a block either way). */
  async guest(viewer: Viewer, eventId: string, accountId: string, manager: EntityManager = this.db.manager): Promise<GuestRow> {
    const [row]: GuestRow[] = isUuid(accountId)
      ? await manager.query(
          `SELECT a.id AS account_id, a.username, a.full_name, a.profile_image, r.status AS rsvp_status, r.message, r.created_at AS answered_at,
                  EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $3 AND f.followee_id = a.id) AS is_following
             FROM event_rsvps r JOIN accounts a ON a.id = r.account_id
            WHERE r.item_id = $1 AND r.account_id = $2 AND ${reachableSql('$3::uuid', 'a.id')}`,
          [eventId, accountId, viewer.accountId],
        )
      : [];
    if (!row) throw guestNotFound();
    return row;
  }

  // The event form's seats (EventSeats).

  problems(input: SeatsInput): TextRef[] {
    const problems = capacityProblems(input.event_capacity);
    if (input.event_requires_approval !== undefined && typeof input.event_requires_approval !== 'boolean') problems.push(ATTENDANCE_MESSAGES.requiresApprovalInvalid);
    return problems;
  }

  /**
   * Writes capacity and approval. Turning approval off lets no one in by itself: requests stay
   * requests until a host answers them (a host may not want everyone who asked).
   */
  async apply(manager: EntityManager, eventId: string, input: SeatsInput): Promise<AfterCommit> {
    if (input.event_capacity === undefined && input.event_requires_approval === undefined) return async () => undefined;
    const [event]: Array<{ going_count: number; capacity: number | null }> = await manager.query('SELECT going_count, capacity FROM events WHERE item_id = $1 FOR UPDATE', [eventId]);
    const capacity = input.event_capacity;
    // The capacity kept as it was is no change, even above it (a suspension lifted gives back a seat that was given away meanwhile).
    const changed = capacity !== undefined && capacity !== null && capacity !== event.capacity;
    if (changed && capacity < event.going_count) {
      throw new DomainError(ERROR_CODES.validation, [ATTENDANCE_MESSAGES.capacityBelowGoing(event.going_count)], true, undefined, { field: 'event_capacity' });
    }
    await manager.query(
      `UPDATE events SET capacity = CASE WHEN $2 THEN $3::int ELSE capacity END, requires_approval = COALESCE($4::boolean, requires_approval) WHERE item_id = $1`,
      [eventId, capacity !== undefined, capacity ?? null, input.event_requires_approval ?? null],
    );
    return this.seats.announcing(eventId, await this.seats.promote(manager, eventId));
  }


  /** Locks the event's row, once the viewer may see it (a 404 as for the event otherwise). */
  private async lockVisible(manager: EntityManager, viewer: Viewer, eventId: string): Promise<LockedEvent> {
    const [event]: LockedEvent[] = isUuid(eventId)
      ? await manager.query(
          `SELECT e.capacity, e.requires_approval, e.going_count, e.event_date, r.status AS held
             FROM events e JOIN content_items i ON i.id = e.item_id
             LEFT JOIN event_rsvps r ON r.item_id = e.item_id AND r.account_id = $2
            WHERE e.item_id = $1 AND ${reachableSql('$2::uuid', 'i.author_id')}
              FOR UPDATE OF e`,
          [eventId, viewer.accountId],
        )
      : [];
    if (!event) throw eventNotFound();
    return event;
  }

  /** Locks the event's row once the viewer is one of its hosts (404 when they may not see it, else 403). */
  private async lockAsHost(manager: EntityManager, viewer: Viewer, eventId: string): Promise<LockedEvent> {
    await this.hosts.requireHost(viewer, eventId, manager);
    return this.lockVisible(manager, viewer, eventId);
  }

  /**
   * What the account holds at the event; a 404 `event/guest_not_found` when nothing, or when the
   * host may not see them (suspended, or a block either way): as in the guest list, hidden.
   */
  private async statusOf(manager: EntityManager, viewer: Viewer, eventId: string, accountId: string): Promise<RsvpStatus> {
    const [row]: Array<{ status: RsvpStatus }> = isUuid(accountId)
      ? await manager.query(`SELECT status FROM event_rsvps WHERE item_id = $1 AND account_id = $2 AND ${reachableSql('$3::uuid', 'account_id')}`, [eventId, accountId, viewer.accountId])
      : [];
    if (!row) throw guestNotFound();
    return row.status;
  }

  /** Tells the event's hosts (its creator and co-hosts) that the account asks to join. */
  private async askHosts(manager: EntityManager, eventId: string, accountId: string): Promise<Recorded[]> {
    const rows: Array<{ recipient_id: string; group_key: string }> = await manager.query(
      `WITH hosts AS (SELECT i.author_id AS recipient_id, i.id AS item_id FROM content_items i WHERE i.id = $1
                      UNION SELECT h.account_id, h.item_id FROM event_co_hosts h WHERE h.item_id = $1),
            ${this.notifications.recordingSql('event_request', 'hosts', '$2::uuid')}
       SELECT recipient_id, group_key FROM grouped`,
      [eventId, accountId],
    );
    const asked = rows.map((row) => ({ recipientId: row.recipient_id, groupKey: row.group_key }));
    await this.notifications.queuePushes(manager, ...asked);
    return asked;
  }

  /** The account's place in the event's waitlist (1 = next); null when not waiting. */
  private async positionOf(eventId: string, accountId: string): Promise<number | null> {
    const [row]: Array<{ position: number | null }> = await this.db.query(
      `SELECT ${waitlistPositionSql('r')} AS position FROM event_rsvps r WHERE r.item_id = $1 AND r.account_id = $2`,
      [eventId, accountId],
    );
    return row?.position ?? null;
  }
}

const guestNotFound = () => new DomainError(ERROR_CODES.guestNotFound, [ATTENDANCE_MESSAGES.guestNotFound]);
