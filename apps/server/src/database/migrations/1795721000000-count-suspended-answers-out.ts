import { MigrationInterface, QueryRunner } from 'typeorm';

/** The going and waitlist counts of the events where someone suspended answered, from the answers of `accounts` (a condition on `a`). */
const recount = (accounts: string) => `
  UPDATE events e SET going_count = c.going, waitlist_count = c.waiting
    FROM (SELECT r.item_id,
                 count(*) FILTER (WHERE r.status = 'going' AND ${accounts})::int AS going,
                 count(*) FILTER (WHERE r.status = 'waitlisted' AND ${accounts})::int AS waiting
            FROM event_rsvps r JOIN accounts a ON a.id = r.account_id
           WHERE r.item_id IN (SELECT s.item_id FROM event_rsvps s JOIN accounts sa ON sa.id = s.account_id WHERE sa.suspended_at IS NOT NULL)
           GROUP BY r.item_id) c
   WHERE e.item_id = c.item_id`;

/**
 * A suspension now takes the account's answers out of the events' going and waitlist counts, and
 * its lift puts them back (attendance.service.ts): the counts kept before are made so once.
 */
export class CountSuspendedAnswersOut1795721000000 implements MigrationInterface {
  name = 'CountSuspendedAnswersOut1795721000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(recount('a.suspended_at IS NULL'));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(recount('true'));
  }
}
