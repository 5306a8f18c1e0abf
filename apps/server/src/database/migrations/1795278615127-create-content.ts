import { MigrationInterface, QueryRunner } from "typeorm";

export class CreateContent1795278615127 implements MigrationInterface {
    name = 'CreateContent1795278615127'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "content_items" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "kind" character varying(10) NOT NULL, "author_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9c6bf4f28851752cee186915e39" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "content_items_author_kind_created_idx" ON "content_items" ("author_id", "kind", "created_at", "id") `);
        await queryRunner.query(`CREATE TABLE "content_media" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "item_id" uuid NOT NULL, "display_order" integer NOT NULL, "storage_key" character varying(100) NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7265e5fa322b3e309e547d8682e" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "content_media_item_order_key" ON "content_media" ("item_id", "display_order") `);
        await queryRunner.query(`CREATE TABLE "remarks" ("item_id" uuid NOT NULL, "content" character varying(400) NOT NULL, CONSTRAINT "PK_e2c023d4849d7f881df32043992" PRIMARY KEY ("item_id"))`);
        await queryRunner.query(`CREATE TABLE "posts" ("item_id" uuid NOT NULL, "caption" character varying(420) NOT NULL DEFAULT '', CONSTRAINT "PK_95f7fe5214c6f86fe3010c81f7d" PRIMARY KEY ("item_id"))`);
        await queryRunner.query(`CREATE TABLE "events" ("item_id" uuid NOT NULL, "name" character varying(100) NOT NULL, "description" character varying(1000) NOT NULL DEFAULT '', "event_date" TIMESTAMP WITH TIME ZONE NOT NULL, "location" character varying(120) NOT NULL DEFAULT '', "category" character varying(20) NOT NULL, "is_online" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_92e1d5a5d1caca084d47b1ace2b" PRIMARY KEY ("item_id"))`);
        await queryRunner.query(`CREATE INDEX "events_event_date_idx" ON "events" ("event_date") `);
        await queryRunner.query(`CREATE TABLE "likes" ("item_id" uuid NOT NULL, "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fbee4a949dc52b53cedd1cb65c7" PRIMARY KEY ("item_id", "account_id"))`);
        await queryRunner.query(`CREATE INDEX "likes_account_id_idx" ON "likes" ("account_id") `);
        await queryRunner.query(`CREATE TABLE "event_interests" ("item_id" uuid NOT NULL, "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6cf3c385e43ab6fb9d97344dd4b" PRIMARY KEY ("item_id", "account_id"))`);
        await queryRunner.query(`CREATE INDEX "event_interests_account_created_idx" ON "event_interests" ("account_id", "created_at", "item_id") `);
        await queryRunner.query(`CREATE TABLE "comments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "item_id" uuid NOT NULL, "author_id" uuid NOT NULL, "content" character varying(400) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8bf68bc960f2b69e818bdb90dcb" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "comments_item_created_idx" ON "comments" ("item_id", "created_at", "id") `);
        await queryRunner.query(`ALTER TABLE "content_items" ADD CONSTRAINT "FK_91d1e3a030c1cdcf27760cce286" FOREIGN KEY ("author_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "content_media" ADD CONSTRAINT "FK_d92ee398ad5e736e9d17c06d589" FOREIGN KEY ("item_id") REFERENCES "content_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "remarks" ADD CONSTRAINT "FK_e2c023d4849d7f881df32043992" FOREIGN KEY ("item_id") REFERENCES "content_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "posts" ADD CONSTRAINT "FK_95f7fe5214c6f86fe3010c81f7d" FOREIGN KEY ("item_id") REFERENCES "content_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "events" ADD CONSTRAINT "FK_92e1d5a5d1caca084d47b1ace2b" FOREIGN KEY ("item_id") REFERENCES "content_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "likes" ADD CONSTRAINT "FK_0a2565d1a5199bc37b4dce0562b" FOREIGN KEY ("item_id") REFERENCES "content_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "likes" ADD CONSTRAINT "FK_7bf42853cf00133691b6c7b0eb8" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "event_interests" ADD CONSTRAINT "FK_0973dae6ccaaac14b1150b8df8d" FOREIGN KEY ("item_id") REFERENCES "events"("item_id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "event_interests" ADD CONSTRAINT "FK_f531cb6ff398892e6e3a4fabd31" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "comments" ADD CONSTRAINT "FK_98084a61bac3adeef7e834ed214" FOREIGN KEY ("item_id") REFERENCES "content_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "comments" ADD CONSTRAINT "FK_e6d38899c31997c45d128a8973b" FOREIGN KEY ("author_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "comments" DROP CONSTRAINT "FK_e6d38899c31997c45d128a8973b"`);
        await queryRunner.query(`ALTER TABLE "comments" DROP CONSTRAINT "FK_98084a61bac3adeef7e834ed214"`);
        await queryRunner.query(`ALTER TABLE "event_interests" DROP CONSTRAINT "FK_f531cb6ff398892e6e3a4fabd31"`);
        await queryRunner.query(`ALTER TABLE "event_interests" DROP CONSTRAINT "FK_0973dae6ccaaac14b1150b8df8d"`);
        await queryRunner.query(`ALTER TABLE "likes" DROP CONSTRAINT "FK_7bf42853cf00133691b6c7b0eb8"`);
        await queryRunner.query(`ALTER TABLE "likes" DROP CONSTRAINT "FK_0a2565d1a5199bc37b4dce0562b"`);
        await queryRunner.query(`ALTER TABLE "events" DROP CONSTRAINT "FK_92e1d5a5d1caca084d47b1ace2b"`);
        await queryRunner.query(`ALTER TABLE "posts" DROP CONSTRAINT "FK_95f7fe5214c6f86fe3010c81f7d"`);
        await queryRunner.query(`ALTER TABLE "remarks" DROP CONSTRAINT "FK_e2c023d4849d7f881df32043992"`);
        await queryRunner.query(`ALTER TABLE "content_media" DROP CONSTRAINT "FK_d92ee398ad5e736e9d17c06d589"`);
        await queryRunner.query(`ALTER TABLE "content_items" DROP CONSTRAINT "FK_91d1e3a030c1cdcf27760cce286"`);
        await queryRunner.query(`DROP INDEX "public"."comments_item_created_idx"`);
        await queryRunner.query(`DROP TABLE "comments"`);
        await queryRunner.query(`DROP INDEX "public"."event_interests_account_created_idx"`);
        await queryRunner.query(`DROP TABLE "event_interests"`);
        await queryRunner.query(`DROP INDEX "public"."likes_account_id_idx"`);
        await queryRunner.query(`DROP TABLE "likes"`);
        await queryRunner.query(`DROP INDEX "public"."events_event_date_idx"`);
        await queryRunner.query(`DROP TABLE "events"`);
        await queryRunner.query(`DROP TABLE "posts"`);
        await queryRunner.query(`DROP TABLE "remarks"`);
        await queryRunner.query(`DROP INDEX "public"."content_media_item_order_key"`);
        await queryRunner.query(`DROP TABLE "content_media"`);
        await queryRunner.query(`DROP INDEX "public"."content_items_author_kind_created_idx"`);
        await queryRunner.query(`DROP TABLE "content_items"`);
    }

}
