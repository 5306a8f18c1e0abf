import { MigrationInterface, QueryRunner } from "typeorm";

export class AddRemoteReplies1796019126231 implements MigrationInterface {
    name = 'AddRemoteReplies1796019126231'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "comments" ADD "remote_url" character varying(2048)`);
        await queryRunner.query(`CREATE UNIQUE INDEX "comments_remote_url_key" ON "comments" ("remote_url") WHERE remote_url IS NOT NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."comments_remote_url_key"`);
        await queryRunner.query(`ALTER TABLE "comments" DROP COLUMN "remote_url"`);
    }

}
