import { MigrationInterface, QueryRunner } from "typeorm";

export class AddProfilesAndFollows1795412421685 implements MigrationInterface {
    name = 'AddProfilesAndFollows1795412421685'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "follows" ("follower_id" uuid NOT NULL, "followee_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f9294bbb1517cfd99f06f534fe7" PRIMARY KEY ("follower_id", "followee_id"))`);
        await queryRunner.query(`CREATE INDEX "follows_follower_created_idx" ON "follows" ("follower_id", "created_at", "followee_id") `);
        await queryRunner.query(`CREATE INDEX "follows_followee_created_idx" ON "follows" ("followee_id", "created_at", "follower_id") `);
        await queryRunner.query(`ALTER TABLE "accounts" ADD "profile_image_key" character varying(100)`);
        await queryRunner.query(`ALTER TABLE "accounts" ADD "bio" character varying(150) NOT NULL DEFAULT ''`);
        await queryRunner.query(`ALTER TABLE "accounts" ADD "gender" character varying(30) NOT NULL DEFAULT ''`);
        await queryRunner.query(`ALTER TABLE "accounts" ADD "follower_count" integer NOT NULL DEFAULT '0'`);
        await queryRunner.query(`ALTER TABLE "accounts" ADD "following_count" integer NOT NULL DEFAULT '0'`);
        await queryRunner.query(`ALTER TABLE "follows" ADD CONSTRAINT "FK_54b5dc2739f2dea57900933db66" FOREIGN KEY ("follower_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "follows" ADD CONSTRAINT "FK_1984b177379388946c21afcdaa9" FOREIGN KEY ("followee_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        // The user search (written by hand): user names starting with the query in byte order, and
        // trigram indexes for "contains" on user names and full names.
        await queryRunner.query(`CREATE INDEX "accounts_username_pattern_idx" ON "accounts" (lower("username") text_pattern_ops)`);
        await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
        await queryRunner.query(`CREATE INDEX "accounts_username_trgm_idx" ON "accounts" USING gin (lower("username") gin_trgm_ops)`);
        await queryRunner.query(`CREATE INDEX "accounts_full_name_trgm_idx" ON "accounts" USING gin (lower("full_name") gin_trgm_ops)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."accounts_full_name_trgm_idx"`);
        await queryRunner.query(`DROP INDEX "public"."accounts_username_trgm_idx"`);
        await queryRunner.query(`DROP INDEX "public"."accounts_username_pattern_idx"`);
        await queryRunner.query(`ALTER TABLE "follows" DROP CONSTRAINT "FK_1984b177379388946c21afcdaa9"`);
        await queryRunner.query(`ALTER TABLE "follows" DROP CONSTRAINT "FK_54b5dc2739f2dea57900933db66"`);
        await queryRunner.query(`ALTER TABLE "accounts" DROP COLUMN "following_count"`);
        await queryRunner.query(`ALTER TABLE "accounts" DROP COLUMN "follower_count"`);
        await queryRunner.query(`ALTER TABLE "accounts" DROP COLUMN "gender"`);
        await queryRunner.query(`ALTER TABLE "accounts" DROP COLUMN "bio"`);
        await queryRunner.query(`ALTER TABLE "accounts" DROP COLUMN "profile_image_key"`);
        await queryRunner.query(`DROP INDEX "public"."follows_followee_created_idx"`);
        await queryRunner.query(`DROP INDEX "public"."follows_follower_created_idx"`);
        await queryRunner.query(`DROP TABLE "follows"`);
    }

}
