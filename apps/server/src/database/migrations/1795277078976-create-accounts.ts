import { MigrationInterface, QueryRunner } from "typeorm";

export class CreateAccounts1795277078976 implements MigrationInterface {
    name = 'CreateAccounts1795277078976'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "accounts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254) NOT NULL, "username" character varying(30) NOT NULL, "full_name" character varying(100) NOT NULL, "phone_number" character varying(20), "password_hash" character varying(255) NOT NULL, "email_verified_at" TIMESTAMP WITH TIME ZONE, "profile_image" character varying(512), "theme_preference" character varying(32) NOT NULL DEFAULT 'light', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5a7a02c20412299d198e097a8fe" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "accounts_email_key" ON "accounts" ("email") `);
        // User names are unique whatever their case; TypeORM cannot express an index on an expression.
        await queryRunner.query(`CREATE UNIQUE INDEX "accounts_username_lower_key" ON "accounts" (lower("username"))`);
        await queryRunner.query(`CREATE TABLE "sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "user_agent" character varying(512), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_3238ef96f18b355b671619111bc" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "sessions_account_id_idx" ON "sessions" ("account_id") `);
        await queryRunner.query(`CREATE TABLE "refresh_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "session_id" uuid NOT NULL, "token_hash" character(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "rotated_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_7d8bee0204106019488c4c50ffa" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "refresh_tokens_session_id_idx" ON "refresh_tokens" ("session_id") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens" ("token_hash") `);
        await queryRunner.query(`CREATE TABLE "account_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "purpose" character varying(20) NOT NULL, "token_hash" character(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_5e3640c493cc6206a44b885e6a9" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "account_tokens_account_id_purpose_idx" ON "account_tokens" ("account_id", "purpose") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "account_tokens_token_hash_key" ON "account_tokens" ("token_hash") `);
        await queryRunner.query(`ALTER TABLE "sessions" ADD CONSTRAINT "FK_da0cf19646ff5c6e3c0284468e5" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "refresh_tokens" ADD CONSTRAINT "FK_3bf308fa93da3966f9e76fcfba4" FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "account_tokens" ADD CONSTRAINT "FK_870787de4c0e110e30ba3df237b" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "account_tokens" DROP CONSTRAINT "FK_870787de4c0e110e30ba3df237b"`);
        await queryRunner.query(`ALTER TABLE "refresh_tokens" DROP CONSTRAINT "FK_3bf308fa93da3966f9e76fcfba4"`);
        await queryRunner.query(`ALTER TABLE "sessions" DROP CONSTRAINT "FK_da0cf19646ff5c6e3c0284468e5"`);
        await queryRunner.query(`DROP INDEX "public"."account_tokens_token_hash_key"`);
        await queryRunner.query(`DROP INDEX "public"."account_tokens_account_id_purpose_idx"`);
        await queryRunner.query(`DROP TABLE "account_tokens"`);
        await queryRunner.query(`DROP INDEX "public"."refresh_tokens_token_hash_key"`);
        await queryRunner.query(`DROP INDEX "public"."refresh_tokens_session_id_idx"`);
        await queryRunner.query(`DROP TABLE "refresh_tokens"`);
        await queryRunner.query(`DROP INDEX "public"."sessions_account_id_idx"`);
        await queryRunner.query(`DROP TABLE "sessions"`);
        await queryRunner.query(`DROP INDEX "public"."accounts_username_lower_key"`);
        await queryRunner.query(`DROP INDEX "public"."accounts_email_key"`);
        await queryRunner.query(`DROP TABLE "accounts"`);
    }

}
