import { MigrationInterface, QueryRunner } from "typeorm";

/** The id a sender's app gives a message, unique per sender: the same message sent again is the one stored. */
export class AddMessageClientId1795724000000 implements MigrationInterface {
    name = 'AddMessageClientId1795724000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "messages" ADD "client_id" uuid`);
        await queryRunner.query(`CREATE UNIQUE INDEX "messages_sender_client_key" ON "messages" ("sender_id", "client_id") WHERE client_id IS NOT NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."messages_sender_client_key"`);
        await queryRunner.query(`ALTER TABLE "messages" DROP COLUMN "client_id"`);
    }

}
