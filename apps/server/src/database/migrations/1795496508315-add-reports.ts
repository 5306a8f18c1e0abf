import { MigrationInterface, QueryRunner } from "typeorm";

export class AddReports1795496508315 implements MigrationInterface {
    name = 'AddReports1795496508315'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "reports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "reporter_id" uuid NOT NULL, "target_type" character varying(10) NOT NULL, "target_id" character varying(40) NOT NULL, "reason" character varying(20) NOT NULL, "text" character varying(500) NOT NULL DEFAULT '', "status" character varying(10) NOT NULL DEFAULT 'open', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d9013193989303580053c0b5ef6" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "reports_queue_idx" ON "reports" ("status", "created_at") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "reports_open_per_reporter_key" ON "reports" ("reporter_id", "target_type", "target_id") WHERE status = 'open'`);
        await queryRunner.query(`ALTER TABLE "reports" ADD CONSTRAINT "FK_9459b9bf907a3807ef7143d2ead" FOREIGN KEY ("reporter_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "FK_9459b9bf907a3807ef7143d2ead"`);
        await queryRunner.query(`DROP INDEX "public"."reports_open_per_reporter_key"`);
        await queryRunner.query(`DROP INDEX "public"."reports_queue_idx"`);
        await queryRunner.query(`DROP TABLE "reports"`);
    }

}
