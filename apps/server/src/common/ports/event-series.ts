import type { EntityManager } from 'typeorm';
import type { Viewer } from '../../accounts/viewer';
import type { EventEntity } from '../../content/events/event.entity';
import type { DescribedImage } from '../../media/described-image';

/**
 * What creating, editing and deleting an event does to its series (repeating events): events are
 * made and edited in content; the series module provides its rules under `EVENT_SERIES`.
 */
export const EVENT_SERIES = Symbol('EVENT_SERIES');

export interface EventSeries {
  /** Problems of a rule on its own (400 naming event_rrule), before anything is written. */
  ruleProblems(rrule: unknown): string[];
  /** Makes the event just inserted in `manager`'s transaction the first date of a series of `rrule`, and its next dates. */
  start(manager: EntityManager, viewer: Viewer, firstId: string, rrule: string, images: DescribedImage[]): Promise<void>;
  /** After an edit of `before` in `manager`'s transaction, gives the later dates of its series the same change. */
  applyToFollowing(manager: EntityManager, before: EventEntity): Promise<void>;
  /** Deletes one's own event and the later dates of its series, and ends the series before it. */
  deleteFollowing(viewer: Viewer, id: string): Promise<void>;
}
