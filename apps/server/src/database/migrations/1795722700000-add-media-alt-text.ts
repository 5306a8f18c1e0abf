import { MigrationInterface, QueryRunner } from "typeorm";

export class AddMediaAltText1795722700000 implements MigrationInterface {
    name = 'AddMediaAltText1795722700000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        // Images stored before have no description: null, as for one left out at upload.
        await queryRunner.query(`ALTER TABLE "content_media" ADD "alt_text" character varying(1500)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "content_media" DROP COLUMN "alt_text"`);
    }

}
