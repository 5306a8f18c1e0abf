import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RsvpStatus } from '@gatherly/schema';
import { DataSource, EntityManager } from 'typeorm';
import { type AfterCommit, inTurn, Seats } from './seats';

/**
 * What an account holds at events, as a whole: ended by a block between two people or by the
 * account's deletion, set aside by a suspension (or a pending deletion) and restored at its lift.
 * Each event's row is locked in one order, and its seats kept as when someone leaves.
 */
@Injectable()
export class AccountAnswersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly seats: Seats,
  ) {}

  /**
   * A block keeps the two out of each other's events: what either holds at an event the other
   * created ends, as if they left (a seat freed goes to the first person waiting). As the follows
   * a block ends, these stay ended when it is lifted.
   */
  async endAnswersBetween(one: string, other: string): Promise<void> {
    const after = await this.db.transaction(async (manager) => {
      const held: Array<{ item_id: string; account_id: string }> = await manager.query(
        `SELECT e.item_id, r.account_id FROM event_rsvps r JOIN events e ON e.item_id = r.item_id JOIN content_items i ON i.id = r.item_id
          WHERE (r.account_id = $1 AND i.author_id = $2) OR (r.account_id = $2 AND i.author_id = $1)
          ORDER BY e.item_id FOR UPDATE OF e`,
        [one, other],
      );
      const afters: AfterCommit[] = [];
      for (const { item_id, account_id } of held) afters.push(await this.seats.drop(manager, item_id, account_id));
      return inTurn(afters);
    });
    await after();
  }

  /**
   * Ends every answer of an account being deleted, as if it left each event: the counts follow
   * (an answer set aside by the hiding is not counted twice) and a seat freed goes to the first
   * person waiting.
   */
  async endAnswersOf(accountId: string): Promise<void> {
    const after = await this.db.transaction(async (manager) => {
      const held: Array<{ item_id: string }> = await manager.query(
        `SELECT e.item_id FROM event_rsvps r JOIN events e ON e.item_id = r.item_id WHERE r.account_id = $1 ORDER BY e.item_id FOR UPDATE OF e`,
        [accountId],
      );
      const afters: AfterCommit[] = [];
      for (const { item_id } of held) afters.push(await this.seats.drop(manager, item_id, accountId));
      return inTurn(afters);
    });
    await after();
  }

  // A suspension (moderation/).

  /**
   * Sets a newly suspended account's answers aside, in the suspension's transaction: like everything
   * it shared they are hidden, so they leave the counts (going, waitlist, seats left) as they leave
   * every list. The seats are counted as people see them: a seat held by someone hidden goes to the
   * first person waiting, as when someone leaves, so that nobody waits behind a seat no one can see
   * (nor can a suspended spammer's answers keep an event full). The answers are kept, not deleted,
   * because a suspension may be lifted: see `restoreAnswersOf`.
   */
  async setAsideAnswersOf(manager: EntityManager, accountId: string): Promise<AfterCommit> {
    return this.recount(manager, accountId, -1);
  }

  /**
   * At a suspension's lift the account's answers count again as they were: they keep the seats they
   * held, even where a seat was given to someone waiting meanwhile. The event is then over its
   * capacity by them until someone leaves, rather than anyone seated losing a place they were given.
   * Waiting, they are in the queue again at their place, and get a seat that was left free.
   */
  async restoreAnswersOf(manager: EntityManager, accountId: string): Promise<AfterCommit> {
    return this.recount(manager, accountId, 1);
  }

  /** Moves the counts of every event where the account holds a seat or a place in the queue by `by`, then gives the seats free to those waiting. */
  private async recount(manager: EntityManager, accountId: string, by: 1 | -1): Promise<AfterCommit> {
    const held = await this.lockAnswersOf(manager, accountId);
    const afters: AfterCommit[] = [];
    for (const { item_id, status } of held) {
      await this.seats.count(manager, item_id, status, by);
      afters.push(this.seats.announcing(item_id, await this.seats.promote(manager, item_id)));
    }
    return inTurn(afters);
  }

  /** The events where the account holds a seat or a place in the queue, their rows locked in one order (no deadlock with another). */
  private lockAnswersOf(manager: EntityManager, accountId: string): Promise<Array<{ item_id: string; status: RsvpStatus }>> {
    return manager.query(
      `SELECT e.item_id, r.status FROM event_rsvps r JOIN events e ON e.item_id = r.item_id
        WHERE r.account_id = $1 AND r.status IN ('going', 'waitlisted')
        ORDER BY e.item_id FOR UPDATE OF e`,
      [accountId],
    );
  }
}
