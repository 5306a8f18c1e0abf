import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Explore near a place lists the soonest events within a radius and a date window ("this month"):
 * with the date beside the point in the one GiST index (btree_gist), a search reads only the index
 * entries inside both the box and the window, instead of every event of the box, or of the window.
 */
export class AddEventDateToEarthIndex1795720200000 implements MigrationInterface {
  name = 'AddEventDateToEarthIndex1795720200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await queryRunner.query(`DROP INDEX "public"."events_earth_idx"`);
    await queryRunner.query(
      `CREATE INDEX "events_earth_idx" ON "events" USING gist (ll_to_earth("latitude", "longitude"), "event_date") WHERE "latitude" IS NOT NULL AND "longitude" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."events_earth_idx"`);
    await queryRunner.query(`CREATE INDEX "events_earth_idx" ON "events" USING gist (ll_to_earth("latitude", "longitude")) WHERE "latitude" IS NOT NULL AND "longitude" IS NOT NULL`);
  }
}
