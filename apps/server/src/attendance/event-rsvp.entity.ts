import { Column, Entity, Index } from 'typeorm';
import { EventAccountEntity } from '../content/events/event-account.entity';

/**
 * A person's answer to an event beside Interested: going (with a seat), waitlisted (queued for
 * one, in the order of `queuedAt`) or requested (waiting for a host's approval). At most one per
 * person and event; leaving deletes it.
 */
@Entity('event_rsvps')
// The guest list and the waitlist of an event, in the order people came.
@Index('event_rsvps_item_status_queued_idx', ['itemId', 'status', 'queuedAt', 'accountId'])
// "Going" in a person's own lists.
@Index('event_rsvps_account_status_idx', ['accountId', 'status', 'itemId'])
export class EventRsvpEntity extends EventAccountEntity {
  /** 'going' | 'waitlisted' | 'requested'. */
  @Column({ type: 'varchar', length: 12 })
  status: string;

  /** What the person wrote with a request to join. */
  @Column({ type: 'varchar', length: 500, default: '' })
  message: string;

  /** For someone of another server, the id of their server's Join, which its answer names (federation/). */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  activityId: string | null;

  /** When the person took this place in the queue (or asked); a promotion keeps it. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  queuedAt: Date;
}
