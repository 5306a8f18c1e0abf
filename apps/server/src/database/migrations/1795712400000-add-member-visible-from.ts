import { MigrationInterface, QueryRunner } from "typeorm";

export class AddMemberVisibleFrom1795712400000 implements MigrationInterface {
    name = 'AddMemberVisibleFrom1795712400000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        // Members already in a conversation keep seeing all of it.
        await queryRunner.query(`ALTER TABLE "conversation_members" ADD "visible_from_message_id" bigint NOT NULL DEFAULT '0'`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "conversation_members" DROP COLUMN "visible_from_message_id"`);
    }

}
