import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import type { FederationWrites } from '../common/ports/federation-writes';
import { JobQueue } from '../queue/job-queue';

/**
 * Queues, in the transaction of the write, what the servers of an author's followers of the
 * fediverse are to be sent about an item (its Create, Update or Delete): only when the author has
 * such followers; the Like (or its Undo) of someone here for the server of an item of another
 * server; and a comment's Create or Delete, when a server is to hear of it. Never with FEDERATION off.
 */
@Injectable()
export class FederationWritesService implements FederationWrites {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: JobQueue,
  ) {}

  itemCreated(manager: EntityManager, itemId: string): Promise<void> {
    return this.tell(manager, itemId, 'create');
  }

  itemEdited(manager: EntityManager, itemId: string): Promise<void> {
    return this.tell(manager, itemId, 'update');
  }

  itemDeleted(manager: EntityManager, itemId: string): Promise<void> {
    return this.tell(manager, itemId, 'delete');
  }

  async liked(manager: EntityManager, itemId: string, accountId: string, liked: boolean): Promise<void> {
    if (!this.config.federation.enabled) return;
    const [remote]: unknown[] = await manager.query(
      `SELECT 1 FROM content_items i JOIN accounts a ON a.id = $2 WHERE i.id = $1 AND i.remote_url IS NOT NULL AND a.host IS NULL`,
      [itemId, accountId],
    );
    if (remote) await this.queue.send('federation-like', { itemId, accountId, liked }, manager);
  }

  commented(manager: EntityManager, commentId: string): Promise<void> {
    return this.tellOfComment(manager, commentId, 'create');
  }

  commentDeleted(manager: EntityManager, commentId: string): Promise<void> {
    return this.tellOfComment(manager, commentId, 'delete');
  }

  async rsvpAnswered(manager: EntityManager, eventId: string, accountId: string, accepted: boolean): Promise<void> {
    if (!this.config.federation.enabled) return;
    const [rsvp]: Array<{ activity_id: string }> = await manager.query('SELECT activity_id FROM event_rsvps WHERE item_id = $1 AND account_id = $2 AND activity_id IS NOT NULL', [eventId, accountId]);
    if (rsvp) await this.queue.send('federation-rsvp', { eventId, accountId, activityId: rsvp.activity_id, accepted }, manager);
  }

  async going(manager: EntityManager, eventId: string, accountId: string, going: boolean): Promise<void> {
    if (!this.config.federation.enabled) return;
    const [remote]: unknown[] = await manager.query(
      `SELECT 1 FROM event_rsvps r JOIN content_items i ON i.id = r.item_id JOIN accounts a ON a.id = r.account_id
        WHERE r.item_id = $1 AND r.account_id = $2 AND i.remote_url IS NOT NULL AND a.host IS NULL`,
      [eventId, accountId],
    );
    if (remote) await this.queue.send('federation-join', { eventId, accountId, join: going }, manager);
  }

  /** A comment written here goes where its item came from, and to the servers of followers of its writer or of the item's author. */
  private async tellOfComment(manager: EntityManager, commentId: string, activity: 'create' | 'delete'): Promise<void> {
    if (!this.config.federation.enabled) return;
    const [comment]: Array<{ item_id: string; author_id: string }> = await manager.query(
      `SELECT c.item_id, c.author_id FROM comments c JOIN accounts w ON w.id = c.author_id JOIN content_items i ON i.id = c.item_id
        WHERE c.id = $1 AND w.host IS NULL
          AND (i.remote_url IS NOT NULL
               OR EXISTS (SELECT 1 FROM accounts r JOIN follows f ON f.follower_id = r.id AND f.followee_id IN (c.author_id, i.author_id) WHERE r.host IS NOT NULL))`,
      [commentId],
    );
    if (comment) await this.queue.send('federation-comment', { commentId, itemId: comment.item_id, authorId: comment.author_id, activity }, manager);
  }

  private async tell(manager: EntityManager, itemId: string, activity: 'create' | 'update' | 'delete'): Promise<void> {
    if (!this.config.federation.enabled) return;
    // Through the few accounts of other servers, each a probe of follows' primary key.
    const [item]: Array<{ author_id: string }> = await manager.query(
      `SELECT i.author_id FROM content_items i
        WHERE i.id = $1 AND EXISTS (SELECT 1 FROM accounts r JOIN follows f ON f.follower_id = r.id AND f.followee_id = i.author_id WHERE r.host IS NOT NULL)`,
      [itemId],
    );
    if (item) await this.queue.send('federation-item', { itemId, authorId: item.author_id, activity }, manager);
  }
}
