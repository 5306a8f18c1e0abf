import { MigrationInterface, QueryRunner } from "typeorm";

export class AddServerBlocks1796017602747 implements MigrationInterface {
    name = 'AddServerBlocks1796017602747'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "server_blocks" ("host" character varying(253) NOT NULL, "blocked_by_id" uuid, "reason" character varying(500) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_53548bb3a4e377035a66fd88a2c" PRIMARY KEY ("host"))`);
        await queryRunner.query(`ALTER TABLE "accounts" ADD "suspended_with_server" boolean NOT NULL DEFAULT false`);
        await queryRunner.query(`ALTER TABLE "moderation_actions" ALTER COLUMN "target_id" TYPE character varying(253)`);
        await queryRunner.query(`ALTER TABLE "server_blocks" ADD CONSTRAINT "FK_b4784ca0f8cd3c59a32d43ea84d" FOREIGN KEY ("blocked_by_id") REFERENCES "accounts"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "server_blocks" DROP CONSTRAINT "FK_b4784ca0f8cd3c59a32d43ea84d"`);
        await queryRunner.query(`DELETE FROM "moderation_actions" WHERE length("target_id") > 40`);
        await queryRunner.query(`ALTER TABLE "moderation_actions" ALTER COLUMN "target_id" TYPE character varying(40)`);
        await queryRunner.query(`ALTER TABLE "accounts" DROP COLUMN "suspended_with_server"`);
        await queryRunner.query(`DROP TABLE "server_blocks"`);
    }

}
