import { MigrationInterface, QueryRunner } from "typeorm";

export class AddEventsNameIndex1795413989540 implements MigrationInterface {
    name = 'AddEventsNameIndex1795413989540'

    public async up(queryRunner: QueryRunner): Promise<void> {
        // Explore and Interested page soonest first after (event_date, item_id): one ordered index
        // range, which also serves everything the date-only index did.
        await queryRunner.query(`DROP INDEX "public"."events_event_date_idx"`);
        await queryRunner.query(`CREATE INDEX "events_event_date_id_idx" ON "events" ("event_date", "item_id") `);
        // The Explore name search (written by hand): "contains", ignoring case, on a trigram index.
        await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
        await queryRunner.query(`CREATE INDEX "events_name_trgm_idx" ON "events" USING gin (lower("name") gin_trgm_ops)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."events_name_trgm_idx"`);
        await queryRunner.query(`DROP INDEX "public"."events_event_date_id_idx"`);
        await queryRunner.query(`CREATE INDEX "events_event_date_idx" ON "events" ("event_date") `);
    }

}
