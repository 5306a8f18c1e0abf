import { MigrationInterface, QueryRunner } from "typeorm";

export class AddPasskeys1795722200000 implements MigrationInterface {
    name = 'AddPasskeys1795722200000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "passkeys" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "credential_id" character varying(1366) NOT NULL, "public_key" bytea NOT NULL, "counter" bigint NOT NULL, "transports" character varying(16) array NOT NULL, "name" character varying(50) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_db928e6fd79e7098911268a74c3" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "passkeys_account_idx" ON "passkeys" ("account_id", "created_at") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "passkeys_credential_id_key" ON "passkeys" ("credential_id") `);
        await queryRunner.query(`ALTER TABLE "passkeys" ADD CONSTRAINT "FK_9ffdc168cb3a548b62f48ea79e5" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`CREATE TABLE "passkey_challenges" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "challenge" character varying(128) NOT NULL, "purpose" character varying(16) NOT NULL, "account_id" uuid, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_6e53152b7ac3d0c599f2cffdd7e" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "passkey_challenges_challenge_key" ON "passkey_challenges" ("challenge") `);
        await queryRunner.query(`CREATE INDEX "passkey_challenges_expires_idx" ON "passkey_challenges" ("expires_at") `);
        await queryRunner.query(`ALTER TABLE "passkey_challenges" ADD CONSTRAINT "FK_da88cb8c7f818a35fa2b894fb5f" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "passkey_challenges" DROP CONSTRAINT "FK_da88cb8c7f818a35fa2b894fb5f"`);
        await queryRunner.query(`DROP INDEX "public"."passkey_challenges_expires_idx"`);
        await queryRunner.query(`DROP INDEX "public"."passkey_challenges_challenge_key"`);
        await queryRunner.query(`DROP TABLE "passkey_challenges"`);
        await queryRunner.query(`ALTER TABLE "passkeys" DROP CONSTRAINT "FK_9ffdc168cb3a548b62f48ea79e5"`);
        await queryRunner.query(`DROP INDEX "public"."passkeys_credential_id_key"`);
        await queryRunner.query(`DROP INDEX "public"."passkeys_account_idx"`);
        await queryRunner.query(`DROP TABLE "passkeys"`);
    }

}
