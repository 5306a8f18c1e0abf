import type { EntityManager } from 'typeorm';

/**
 * What the fediverse needs to hear of content's writes, in their transaction: an item made, edited
 * or deleted, for the servers of its author's followers there; a like of an item of another server,
 * for its server; a comment written or deleted, for the servers of the item and of the followers of
 * its writer and of the item's author; a host's answer to someone of another server who asked to go;
 * someone here going to an event of another server, or no longer.
 * Content and attendance tell federation/ through
 * this port, which federation provides under `FEDERATION_WRITES`, as the feed is told through FEED_WRITES.
 */
export const FEDERATION_WRITES = Symbol('FEDERATION_WRITES');

export interface FederationWrites {
  /** Called in the transaction that creates the item. */
  itemCreated(manager: EntityManager, itemId: string): Promise<void>;
  /** Called in the transaction that changed what the item says. */
  itemEdited(manager: EntityManager, itemId: string): Promise<void>;
  /** Called in the transaction that deletes the item, before its row goes. */
  itemDeleted(manager: EntityManager, itemId: string): Promise<void>;
  /** Called in the transaction that likes (or unlikes) an item: the server of an item of another server is told. */
  liked(manager: EntityManager, itemId: string, accountId: string, liked: boolean): Promise<void>;
  /** Called in the transaction that writes the comment. */
  commented(manager: EntityManager, commentId: string): Promise<void>;
  /** Called in the transaction that deletes the comment, before its row goes. */
  commentDeleted(manager: EntityManager, commentId: string): Promise<void>;
  /** Called in the transaction where a host approves (`accepted`) or declines a request to go, before a declined one goes: someone of another server is answered. */
  rsvpAnswered(manager: EntityManager, eventId: string, accountId: string, accepted: boolean): Promise<void>;
  /** Called in the transaction where someone here starts going (`going`, after their answer is kept) or stops (before it goes): the server of an event of another server is told. */
  going(manager: EntityManager, eventId: string, accountId: string, going: boolean): Promise<void>;
}
