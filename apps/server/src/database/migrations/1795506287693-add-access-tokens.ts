import { MigrationInterface, QueryRunner } from "typeorm";

export class AddAccessTokens1795506287693 implements MigrationInterface {
    name = 'AddAccessTokens1795506287693'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "access_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "name" character varying(50) NOT NULL, "token_hash" character(64) NOT NULL, "last_four" character varying(4) NOT NULL, "scopes" character varying(10) array NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE, "last_used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_65140f59763ff994a0252488166" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "access_tokens_account_idx" ON "access_tokens" ("account_id", "created_at") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "access_tokens_hash_key" ON "access_tokens" ("token_hash") `);
        await queryRunner.query(`ALTER TABLE "access_tokens" ADD CONSTRAINT "FK_d69d5e926afbdb5cca4ccea86a5" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "access_tokens" DROP CONSTRAINT "FK_d69d5e926afbdb5cca4ccea86a5"`);
        await queryRunner.query(`DROP INDEX "public"."access_tokens_hash_key"`);
        await queryRunner.query(`DROP INDEX "public"."access_tokens_account_idx"`);
        await queryRunner.query(`DROP TABLE "access_tokens"`);
    }

}
