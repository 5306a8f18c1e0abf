import { MigrationInterface, QueryRunner } from "typeorm";

export class AddMediaKeyIndexes1795432859830 implements MigrationInterface {
    name = 'AddMediaKeyIndexes1795432859830'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE INDEX "accounts_profile_image_key" ON "accounts" ("profile_image_key") WHERE profile_image_key IS NOT NULL`);
        await queryRunner.query(`CREATE INDEX "content_media_storage_key" ON "content_media" ("storage_key") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."content_media_storage_key"`);
        await queryRunner.query(`DROP INDEX "public"."accounts_profile_image_key"`);
    }

}
