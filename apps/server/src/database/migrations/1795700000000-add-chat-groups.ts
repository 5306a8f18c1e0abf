import { MigrationInterface, QueryRunner } from "typeorm";

export class AddChatGroups1795700000000 implements MigrationInterface {
    name = 'AddChatGroups1795700000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "messages" ADD "kind" character varying(10) NOT NULL DEFAULT 'text'`);
        await queryRunner.query(`ALTER TABLE "messages" ADD "people" uuid array NOT NULL DEFAULT '{}'`);
        await queryRunner.query(`ALTER TABLE "messages" ADD "unsent_at" TIMESTAMP WITH TIME ZONE`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "messages" DROP COLUMN "unsent_at"`);
        await queryRunner.query(`ALTER TABLE "messages" DROP COLUMN "people"`);
        await queryRunner.query(`ALTER TABLE "messages" DROP COLUMN "kind"`);
    }

}
