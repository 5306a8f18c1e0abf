import { MigrationInterface, QueryRunner } from "typeorm";

export class AddRemoteJoins1796019889559 implements MigrationInterface {
    name = 'AddRemoteJoins1796019889559'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "event_rsvps" ADD "activity_id" character varying(2048)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "event_rsvps" DROP COLUMN "activity_id"`);
    }

}
