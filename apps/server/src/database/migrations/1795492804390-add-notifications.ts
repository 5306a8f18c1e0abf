import { MigrationInterface, QueryRunner } from "typeorm";

export class AddNotifications1795492804390 implements MigrationInterface {
    name = 'AddNotifications1795492804390'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "notifications" ("id" BIGSERIAL NOT NULL, "recipient_id" uuid NOT NULL, "kind" character varying(20) NOT NULL, "actor_id" uuid, "item_id" uuid, "comment_id" uuid, "group_key" character varying(80) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6a72c3c0f683f6462415e653c3a" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "notifications_reminder_key" ON "notifications" ("recipient_id", "item_id") WHERE kind = 'event_reminder'`);
        await queryRunner.query(`CREATE INDEX "notifications_comment_idx" ON "notifications" ("comment_id") WHERE comment_id IS NOT NULL`);
        await queryRunner.query(`CREATE INDEX "notifications_actor_idx" ON "notifications" ("actor_id", "kind", "item_id") `);
        await queryRunner.query(`CREATE INDEX "notifications_group_idx" ON "notifications" ("recipient_id", "group_key", "id") `);
        await queryRunner.query(`CREATE TABLE "notification_groups" ("recipient_id" uuid NOT NULL, "group_key" character varying(80) NOT NULL, "kind" character varying(20) NOT NULL, "item_id" uuid, "latest_id" bigint NOT NULL, "actor_count" integer NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_33fa5c4aac2aa9bc92748a498af" PRIMARY KEY ("recipient_id", "group_key"))`);
        await queryRunner.query(`CREATE INDEX "notification_groups_list_idx" ON "notification_groups" ("recipient_id", "latest_id") `);
        await queryRunner.query(`CREATE TABLE "notification_reads" ("account_id" uuid NOT NULL, "last_read_id" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_da763ffe9d669269854e05ca717" PRIMARY KEY ("account_id"))`);
        await queryRunner.query(`ALTER TABLE "notifications" ADD CONSTRAINT "FK_5332a4daa46fd3f4e6625dd275d" FOREIGN KEY ("recipient_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "notifications" ADD CONSTRAINT "FK_20f8b51fd9655c0b69feed5efc6" FOREIGN KEY ("actor_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "notifications" ADD CONSTRAINT "FK_ca5c0b05ad5c14bfa63150273d2" FOREIGN KEY ("item_id") REFERENCES "content_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "notifications" ADD CONSTRAINT "FK_e20313cbf1dacbb2abc5bd66d26" FOREIGN KEY ("comment_id") REFERENCES "comments"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "notification_groups" ADD CONSTRAINT "FK_407ffffef932158ca133978f128" FOREIGN KEY ("recipient_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "notification_groups" ADD CONSTRAINT "FK_1d81c7bfabb49bcb1c387cb30ad" FOREIGN KEY ("item_id") REFERENCES "content_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "notification_reads" ADD CONSTRAINT "FK_da763ffe9d669269854e05ca717" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "notification_reads" DROP CONSTRAINT "FK_da763ffe9d669269854e05ca717"`);
        await queryRunner.query(`ALTER TABLE "notification_groups" DROP CONSTRAINT "FK_1d81c7bfabb49bcb1c387cb30ad"`);
        await queryRunner.query(`ALTER TABLE "notification_groups" DROP CONSTRAINT "FK_407ffffef932158ca133978f128"`);
        await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "FK_e20313cbf1dacbb2abc5bd66d26"`);
        await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "FK_ca5c0b05ad5c14bfa63150273d2"`);
        await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "FK_20f8b51fd9655c0b69feed5efc6"`);
        await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "FK_5332a4daa46fd3f4e6625dd275d"`);
        await queryRunner.query(`DROP TABLE "notification_reads"`);
        await queryRunner.query(`DROP INDEX "public"."notification_groups_list_idx"`);
        await queryRunner.query(`DROP TABLE "notification_groups"`);
        await queryRunner.query(`DROP INDEX "public"."notifications_group_idx"`);
        await queryRunner.query(`DROP INDEX "public"."notifications_actor_idx"`);
        await queryRunner.query(`DROP INDEX "public"."notifications_comment_idx"`);
        await queryRunner.query(`DROP INDEX "public"."notifications_reminder_key"`);
        await queryRunner.query(`DROP TABLE "notifications"`);
    }

}
