import type { NotificationKind } from '@gatherly/schema';
import type { EntityManager } from 'typeorm';

/**
 * How a domain tells people what others did (a like, a comment, a follow) without importing the
 * notifications domain, which reads theirs: they inject `NOTICES`, which the notifications module
 * provides. Content and profiles thus depend on this port and notifications on them, one way.
 */
export const NOTICES = Symbol('NOTICES');

/** Something a person did that another is told about. */
export interface NotificationFact {
  kind: Exclude<NotificationKind, 'event_reminder' | 'message'>;
  recipientId: string;
  actorId: string;
  /** The item it is about; none for follows. */
  itemId?: string | null;
  commentId?: string | null;
}

/** What was recorded: the recipient and the entry it joined, to announce once the transaction commits. */
export interface Recorded {
  recipientId: string;
  groupKey: string;
}

/** An action undone, whose notifications go: an unfollow, an unlike, a deleted comment. */
export type Withdrawn = { kind: NotificationKind; actorId: string; itemId?: string | null; recipientId?: string } | { commentId: string };

export interface Notices {
  /** Records a notification in `manager`'s transaction; acting on one's own item tells nobody: null. */
  record(manager: EntityManager, fact: NotificationFact): Promise<Recorded | null>;
  withdraw(manager: EntityManager, where: Withdrawn): Promise<void>;
  /** Queues in `manager`'s transaction the pushes of entries recorded by `recordingSql` (record does it itself). */
  queuePushes(manager: EntityManager, ...recorded: Array<Recorded | null>): Promise<void>;
  /** Tells the recipients' open subscriptions, on every instance; call after the commit. */
  announce(...recorded: Array<Recorded | null>): Promise<void>;
  /** CTEs recording a notification for each row of `source`, for a statement of the domain where it happens; they end in `grouped`. */
  recordingSql(kind: NotificationFact['kind'], source: string, actor: string, commentId?: string): string;
  /** CTEs withdrawing the notifications `condition` picks. */
  withdrawingSql(condition: string): string;
}
