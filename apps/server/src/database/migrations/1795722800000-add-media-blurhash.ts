import { MigrationInterface, QueryRunner } from "typeorm";

export class AddMediaBlurhash1795722800000 implements MigrationInterface {
    name = 'AddMediaBlurhash1795722800000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        // Images stored before have none: clients show them without a placeholder.
        await queryRunner.query(`ALTER TABLE "content_media" ADD "blurhash" character varying(64)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "content_media" DROP COLUMN "blurhash"`);
    }

}
