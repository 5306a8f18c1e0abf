import { MigrationInterface, QueryRunner } from "typeorm";

/** Items of other servers of the fediverse, kept here: the id of each one's object there. */
export class AddRemoteItems1796003872347 implements MigrationInterface {
    name = 'AddRemoteItems1796003872347'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "content_items" ADD "remote_url" character varying(2048)`);
        await queryRunner.query(`CREATE UNIQUE INDEX "content_items_remote_url_key" ON "content_items" ("remote_url") WHERE remote_url IS NOT NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."content_items_remote_url_key"`);
        await queryRunner.query(`ALTER TABLE "content_items" DROP COLUMN "remote_url"`);
    }

}
