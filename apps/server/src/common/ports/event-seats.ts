import type { TextRef } from '@gatherly/schema';
import type { EntityManager } from 'typeorm';

/**
 * What an event's form does to its seats: a capacity and whether going asks the hosts. Events are
 * made and edited in content, which attendance reads; content reaches attendance's rules through
 * this port, which the attendance module provides under `EVENT_SEATS`.
 */
export const EVENT_SEATS = Symbol('EVENT_SEATS');

/** The seats part of an event's form; undefined leaves it as it is, a capacity of null means no limit. */
export interface SeatsInput {
  event_capacity?: number | null;
  event_requires_approval?: boolean;
}

export interface EventSeats {
  /** Problems of the seats part of a form, before anything is written (400, naming the field). */
  problems(input: SeatsInput): TextRef[];
  /**
   * Writes the seats part of a form in `manager`'s transaction, with the event's row locked first:
   * a capacity below the people going is refused (400 naming event_capacity), one raised gives the
   * seats it opened to the first people waiting. Answers what to do once the transaction commits.
   */
  apply(manager: EntityManager, eventId: string, input: SeatsInput): Promise<() => Promise<void>>;
}
