import { MigrationInterface, QueryRunner } from "typeorm";

export class AddCountersAndTimelines1795414023276 implements MigrationInterface {
    name = 'AddCountersAndTimelines1795414023276'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "timeline_states" ("account_id" uuid NOT NULL, "read_at" TIMESTAMP WITH TIME ZONE NOT NULL, "floor_at" TIMESTAMP WITH TIME ZONE, "floor_id" uuid, CONSTRAINT "PK_7a985084f7f59b291d67df5d127" PRIMARY KEY ("account_id"))`);
        await queryRunner.query(`CREATE TABLE "home_timelines" ("account_id" uuid NOT NULL, "item_id" uuid NOT NULL, "author_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_f78b9818eb8f892e8b0c4670da3" PRIMARY KEY ("account_id", "item_id"))`);
        await queryRunner.query(`CREATE INDEX "home_timelines_account_author_idx" ON "home_timelines" ("account_id", "author_id") `);
        await queryRunner.query(`CREATE INDEX "home_timelines_account_created_idx" ON "home_timelines" ("account_id", "created_at", "item_id") `);
        await queryRunner.query(`ALTER TABLE "content_items" ADD "like_count" integer NOT NULL DEFAULT '0'`);
        await queryRunner.query(`ALTER TABLE "content_items" ADD "comment_count" integer NOT NULL DEFAULT '0'`);
        await queryRunner.query(`ALTER TABLE "content_items" ADD "interest_count" integer NOT NULL DEFAULT '0'`);
        // The counters start equal to the rows they count (written by hand).
        await queryRunner.query(`UPDATE content_items i SET like_count = (SELECT count(*) FROM likes l WHERE l.item_id = i.id),
            comment_count = (SELECT count(*) FROM comments c WHERE c.item_id = i.id),
            interest_count = (SELECT count(*) FROM event_interests e WHERE e.item_id = i.id)`);
        await queryRunner.query(`CREATE INDEX "content_items_author_created_idx" ON "content_items" ("author_id", "created_at", "id") `);
        await queryRunner.query(`ALTER TABLE "timeline_states" ADD CONSTRAINT "FK_7a985084f7f59b291d67df5d127" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "home_timelines" ADD CONSTRAINT "FK_cc5874c48b413c2f2f8c41cd324" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "home_timelines" ADD CONSTRAINT "FK_2a00fd8be53ee9d01510164729a" FOREIGN KEY ("item_id") REFERENCES "content_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "home_timelines" DROP CONSTRAINT "FK_2a00fd8be53ee9d01510164729a"`);
        await queryRunner.query(`ALTER TABLE "home_timelines" DROP CONSTRAINT "FK_cc5874c48b413c2f2f8c41cd324"`);
        await queryRunner.query(`ALTER TABLE "timeline_states" DROP CONSTRAINT "FK_7a985084f7f59b291d67df5d127"`);
        await queryRunner.query(`DROP INDEX "public"."content_items_author_created_idx"`);
        await queryRunner.query(`ALTER TABLE "content_items" DROP COLUMN "interest_count"`);
        await queryRunner.query(`ALTER TABLE "content_items" DROP COLUMN "comment_count"`);
        await queryRunner.query(`ALTER TABLE "content_items" DROP COLUMN "like_count"`);
        await queryRunner.query(`DROP INDEX "public"."home_timelines_account_created_idx"`);
        await queryRunner.query(`DROP INDEX "public"."home_timelines_account_author_idx"`);
        await queryRunner.query(`DROP TABLE "home_timelines"`);
        await queryRunner.query(`DROP TABLE "timeline_states"`);
    }

}
