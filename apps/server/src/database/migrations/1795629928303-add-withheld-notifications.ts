import { MigrationInterface, QueryRunner } from "typeorm";

export class AddWithheldNotifications1795629928303 implements MigrationInterface {
    name = 'AddWithheldNotifications1795629928303'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "withheld_notifications" ("id" bigint NOT NULL, "recipient_id" uuid NOT NULL, "kind" character varying(20) NOT NULL, "actor_id" uuid NOT NULL, "item_id" uuid, "comment_id" uuid, "group_key" character varying(80) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_7fbb7fe446b67c397566a6fc32a" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "withheld_notifications_comment_idx" ON "withheld_notifications" ("comment_id") WHERE comment_id IS NOT NULL`);
        await queryRunner.query(`CREATE INDEX "withheld_notifications_actor_idx" ON "withheld_notifications" ("actor_id", "kind", "item_id") `);
        await queryRunner.query(`ALTER TABLE "withheld_notifications" ADD CONSTRAINT "FK_462cc5fa5cf87e41278c68e7654" FOREIGN KEY ("recipient_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "withheld_notifications" ADD CONSTRAINT "FK_bac7c03c58c8a8c6ac67f0e1646" FOREIGN KEY ("actor_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "withheld_notifications" ADD CONSTRAINT "FK_ce7710bf00f8bccb160f31f9528" FOREIGN KEY ("item_id") REFERENCES "content_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "withheld_notifications" ADD CONSTRAINT "FK_907e9e99bec19ffe5a583bccbc6" FOREIGN KEY ("comment_id") REFERENCES "comments"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "withheld_notifications" DROP CONSTRAINT "FK_907e9e99bec19ffe5a583bccbc6"`);
        await queryRunner.query(`ALTER TABLE "withheld_notifications" DROP CONSTRAINT "FK_ce7710bf00f8bccb160f31f9528"`);
        await queryRunner.query(`ALTER TABLE "withheld_notifications" DROP CONSTRAINT "FK_bac7c03c58c8a8c6ac67f0e1646"`);
        await queryRunner.query(`ALTER TABLE "withheld_notifications" DROP CONSTRAINT "FK_462cc5fa5cf87e41278c68e7654"`);
        await queryRunner.query(`DROP INDEX "public"."withheld_notifications_actor_idx"`);
        await queryRunner.query(`DROP INDEX "public"."withheld_notifications_comment_idx"`);
        await queryRunner.query(`DROP TABLE "withheld_notifications"`);
    }

}
