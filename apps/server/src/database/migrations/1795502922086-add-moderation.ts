import { MigrationInterface, QueryRunner } from "typeorm";

export class AddModeration1795502922086 implements MigrationInterface {
    name = 'AddModeration1795502922086'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "moderation_actions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "moderator_id" uuid, "moderator_username" character varying(30) NOT NULL, "action" character varying(20) NOT NULL, "target_type" character varying(10) NOT NULL, "target_id" character varying(40) NOT NULL, "account_id" uuid, "account_username" character varying(30) NOT NULL DEFAULT '', "report_id" uuid, "reason" character varying(500) NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d259906fb4d2a5ef718f1f66e35" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "moderation_actions_log_idx" ON "moderation_actions" ("created_at", "id") `);
        await queryRunner.query(`ALTER TABLE "accounts" ADD "role" character varying(12) NOT NULL DEFAULT 'member'`);
        await queryRunner.query(`ALTER TABLE "accounts" ADD "suspended_at" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`ALTER TABLE "reports" ADD "owner_id" uuid`);
        // Reports filed before owners were recorded: their owner, where the target still exists.
        await queryRunner.query(`UPDATE "reports" r SET "owner_id" = i.author_id FROM "content_items" i WHERE r.target_type IN ('remark', 'post', 'event') AND i.id::text = r.target_id`);
        await queryRunner.query(`UPDATE "reports" r SET "owner_id" = c.author_id FROM "comments" c WHERE r.target_type = 'comment' AND c.id::text = r.target_id`);
        await queryRunner.query(`UPDATE "reports" r SET "owner_id" = m.sender_id FROM "messages" m WHERE r.target_type = 'message' AND m.id::text = r.target_id`);
        await queryRunner.query(`UPDATE "reports" r SET "owner_id" = a.id FROM "accounts" a WHERE r.target_type = 'account' AND a.id::text = r.target_id`);
        await queryRunner.query(`ALTER TABLE "reports" ADD "resolution" character varying(20)`);
        await queryRunner.query(`ALTER TABLE "reports" ADD "resolved_by_id" uuid`);
        await queryRunner.query(`ALTER TABLE "reports" ADD "resolved_at" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`CREATE INDEX "accounts_suspended_idx" ON "accounts" ("suspended_at") WHERE suspended_at IS NOT NULL`);
        await queryRunner.query(`CREATE INDEX "reports_owner_idx" ON "reports" ("owner_id") WHERE status = 'open'`);
        await queryRunner.query(`ALTER TABLE "reports" ADD CONSTRAINT "FK_ed2ed065e357be20164ea43e4a7" FOREIGN KEY ("owner_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "reports" ADD CONSTRAINT "FK_580adb3369c061e2f3cd20e7442" FOREIGN KEY ("resolved_by_id") REFERENCES "accounts"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "moderation_actions" ADD CONSTRAINT "FK_d891b13e150f7bf62e48f349d82" FOREIGN KEY ("moderator_id") REFERENCES "accounts"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "moderation_actions" ADD CONSTRAINT "FK_ee64d3c8ffa6b6b21e58830022e" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "moderation_actions" ADD CONSTRAINT "FK_8dd6d136a903e4f003d61123c76" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "moderation_actions" DROP CONSTRAINT "FK_8dd6d136a903e4f003d61123c76"`);
        await queryRunner.query(`ALTER TABLE "moderation_actions" DROP CONSTRAINT "FK_ee64d3c8ffa6b6b21e58830022e"`);
        await queryRunner.query(`ALTER TABLE "moderation_actions" DROP CONSTRAINT "FK_d891b13e150f7bf62e48f349d82"`);
        await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "FK_580adb3369c061e2f3cd20e7442"`);
        await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "FK_ed2ed065e357be20164ea43e4a7"`);
        await queryRunner.query(`DROP INDEX "public"."reports_owner_idx"`);
        await queryRunner.query(`DROP INDEX "public"."accounts_suspended_idx"`);
        await queryRunner.query(`ALTER TABLE "reports" DROP COLUMN "resolved_at"`);
        await queryRunner.query(`ALTER TABLE "reports" DROP COLUMN "resolved_by_id"`);
        await queryRunner.query(`ALTER TABLE "reports" DROP COLUMN "resolution"`);
        await queryRunner.query(`ALTER TABLE "reports" DROP COLUMN "owner_id"`);
        await queryRunner.query(`ALTER TABLE "accounts" DROP COLUMN "suspended_at"`);
        await queryRunner.query(`ALTER TABLE "accounts" DROP COLUMN "role"`);
        await queryRunner.query(`DROP INDEX "public"."moderation_actions_log_idx"`);
        await queryRunner.query(`DROP TABLE "moderation_actions"`);
    }

}
