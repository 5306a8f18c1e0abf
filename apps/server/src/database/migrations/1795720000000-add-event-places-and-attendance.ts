import { MigrationInterface, QueryRunner } from "typeorm";

export class AddEventPlacesAndAttendance1795720000000 implements MigrationInterface {
    name = 'AddEventPlacesAndAttendance1795720000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "event_series" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "author_id" uuid NOT NULL, "rrule" character varying(1000) NOT NULL, "generated_until" TIMESTAMP WITH TIME ZONE NOT NULL, "complete" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9c68540164026e1a070a0a227f8" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE TABLE "event_messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "item_id" uuid NOT NULL, "author_id" uuid, "content" character varying(1000) NOT NULL, "audience" character varying(12) NOT NULL, "recipient_count" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c7284d8b3497760777fc53e76b0" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "event_messages_item_created_idx" ON "event_messages" ("item_id", "created_at", "id") `);
        await queryRunner.query(`CREATE TABLE "event_co_hosts" ("item_id" uuid NOT NULL, "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1810de9fb4d1b2eb75600904d0e" PRIMARY KEY ("item_id", "account_id"))`);
        await queryRunner.query(`CREATE INDEX "event_co_hosts_account_idx" ON "event_co_hosts" ("account_id", "item_id") `);
        await queryRunner.query(`CREATE TABLE "event_rsvps" ("item_id" uuid NOT NULL, "account_id" uuid NOT NULL, "status" character varying(12) NOT NULL, "message" character varying(500) NOT NULL DEFAULT '', "queued_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_66ca4f9d19c93ad35aca5ce256a" PRIMARY KEY ("item_id", "account_id"))`);
        await queryRunner.query(`CREATE INDEX "event_rsvps_account_status_idx" ON "event_rsvps" ("account_id", "status", "item_id") `);
        await queryRunner.query(`CREATE INDEX "event_rsvps_item_status_queued_idx" ON "event_rsvps" ("item_id", "status", "queued_at", "account_id") `);
        await queryRunner.query(`ALTER TABLE "events" ADD "timezone" character varying(64) NOT NULL DEFAULT 'UTC'`);
        await queryRunner.query(`ALTER TABLE "events" ADD "place_id" character varying(20)`);
        await queryRunner.query(`ALTER TABLE "events" ADD "place_name" character varying(200)`);
        await queryRunner.query(`ALTER TABLE "events" ADD "place_region" character varying(200)`);
        await queryRunner.query(`ALTER TABLE "events" ADD "place_country" character varying(100)`);
        await queryRunner.query(`ALTER TABLE "events" ADD "latitude" double precision`);
        await queryRunner.query(`ALTER TABLE "events" ADD "longitude" double precision`);
        await queryRunner.query(`ALTER TABLE "events" ADD "capacity" integer`);
        await queryRunner.query(`ALTER TABLE "events" ADD "requires_approval" boolean NOT NULL DEFAULT false`);
        await queryRunner.query(`ALTER TABLE "events" ADD "going_count" integer NOT NULL DEFAULT '0'`);
        await queryRunner.query(`ALTER TABLE "events" ADD "waitlist_count" integer NOT NULL DEFAULT '0'`);
        await queryRunner.query(`ALTER TABLE "events" ADD "series_id" uuid`);
        await queryRunner.query(`ALTER TABLE "events" ADD "conversation_id" uuid`);
        await queryRunner.query(`CREATE INDEX "events_series_date_idx" ON "events" ("series_id", "event_date") WHERE "series_id" IS NOT NULL`);
        // Near a place: earthdistance's points on the earth, in a GiST index that a box around the place searches.
        await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS cube`);
        await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS earthdistance`);
        await queryRunner.query(`CREATE INDEX "events_earth_idx" ON "events" USING gist (ll_to_earth("latitude", "longitude")) WHERE "latitude" IS NOT NULL AND "longitude" IS NOT NULL`);
        await queryRunner.query(`ALTER TABLE "events" ADD CONSTRAINT "events_coordinates_check" CHECK (("latitude" IS NULL) = ("longitude" IS NULL) AND "latitude" BETWEEN -90 AND 90 AND "longitude" BETWEEN -180 AND 180)`);
        await queryRunner.query(`ALTER TABLE "events" ADD CONSTRAINT "events_counts_check" CHECK ("going_count" >= 0 AND "waitlist_count" >= 0 AND ("capacity" IS NULL OR "capacity" >= 1))`);
        await queryRunner.query(`ALTER TABLE "event_series" ADD CONSTRAINT "FK_3144d5aea0cb4aeeca920488fed" FOREIGN KEY ("author_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "events" ADD CONSTRAINT "FK_b813f31f3fbf0410fec4ec7734a" FOREIGN KEY ("series_id") REFERENCES "event_series"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "events" ADD CONSTRAINT "FK_13d61f632ed0ff4d5927d0ecc0f" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "event_messages" ADD CONSTRAINT "FK_e0fea415bf66e5e11e1504925d4" FOREIGN KEY ("item_id") REFERENCES "events"("item_id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "event_messages" ADD CONSTRAINT "FK_9a8273184b860ca49baac38c762" FOREIGN KEY ("author_id") REFERENCES "accounts"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "event_co_hosts" ADD CONSTRAINT "FK_db37ea4d3222d7fc454871b6c39" FOREIGN KEY ("item_id") REFERENCES "events"("item_id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "event_co_hosts" ADD CONSTRAINT "FK_6736232ce722b8c30ab47bed757" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "event_rsvps" ADD CONSTRAINT "FK_5d943e2283eef36a798c91da3aa" FOREIGN KEY ("item_id") REFERENCES "events"("item_id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "event_rsvps" ADD CONSTRAINT "FK_90a46669a847304f02a0fd2abf7" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "event_rsvps" DROP CONSTRAINT "FK_90a46669a847304f02a0fd2abf7"`);
        await queryRunner.query(`ALTER TABLE "event_rsvps" DROP CONSTRAINT "FK_5d943e2283eef36a798c91da3aa"`);
        await queryRunner.query(`ALTER TABLE "event_co_hosts" DROP CONSTRAINT "FK_6736232ce722b8c30ab47bed757"`);
        await queryRunner.query(`ALTER TABLE "event_co_hosts" DROP CONSTRAINT "FK_db37ea4d3222d7fc454871b6c39"`);
        await queryRunner.query(`ALTER TABLE "event_messages" DROP CONSTRAINT "FK_9a8273184b860ca49baac38c762"`);
        await queryRunner.query(`ALTER TABLE "event_messages" DROP CONSTRAINT "FK_e0fea415bf66e5e11e1504925d4"`);
        await queryRunner.query(`ALTER TABLE "events" DROP CONSTRAINT "FK_13d61f632ed0ff4d5927d0ecc0f"`);
        await queryRunner.query(`ALTER TABLE "events" DROP CONSTRAINT "FK_b813f31f3fbf0410fec4ec7734a"`);
        await queryRunner.query(`ALTER TABLE "event_series" DROP CONSTRAINT "FK_3144d5aea0cb4aeeca920488fed"`);
        await queryRunner.query(`ALTER TABLE "events" DROP CONSTRAINT "events_counts_check"`);
        await queryRunner.query(`ALTER TABLE "events" DROP CONSTRAINT "events_coordinates_check"`);
        await queryRunner.query(`DROP INDEX "public"."events_earth_idx"`);
        await queryRunner.query(`DROP INDEX "public"."events_series_date_idx"`);
        await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "conversation_id"`);
        await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "series_id"`);
        await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "waitlist_count"`);
        await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "going_count"`);
        await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "requires_approval"`);
        await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "capacity"`);
        await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "longitude"`);
        await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "latitude"`);
        await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "place_country"`);
        await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "place_region"`);
        await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "place_name"`);
        await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "place_id"`);
        await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "timezone"`);
        await queryRunner.query(`DROP INDEX "public"."event_rsvps_item_status_queued_idx"`);
        await queryRunner.query(`DROP INDEX "public"."event_rsvps_account_status_idx"`);
        await queryRunner.query(`DROP TABLE "event_rsvps"`);
        await queryRunner.query(`DROP INDEX "public"."event_co_hosts_account_idx"`);
        await queryRunner.query(`DROP TABLE "event_co_hosts"`);
        await queryRunner.query(`DROP INDEX "public"."event_messages_item_created_idx"`);
        await queryRunner.query(`DROP TABLE "event_messages"`);
        await queryRunner.query(`DROP TABLE "event_series"`);
    }

}
