import { MigrationInterface, QueryRunner } from "typeorm";

export class AddSessionLastUsedAt1795722300000 implements MigrationInterface {
    name = 'AddSessionLastUsedAt1795722300000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "sessions" ADD "last_used_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`);
        // Sessions of before knew only their start; the first refresh from now on tells their last use.
        await queryRunner.query(`UPDATE "sessions" SET "last_used_at" = "created_at"`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "sessions" DROP COLUMN "last_used_at"`);
    }

}
