import { MigrationInterface, QueryRunner } from "typeorm";

export class AddRemoteIcons1796019497414 implements MigrationInterface {
    name = 'AddRemoteIcons1796019497414'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "remote_actors" ADD "icon_url" character varying(2048)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "remote_actors" DROP COLUMN "icon_url"`);
    }

}
