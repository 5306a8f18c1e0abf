import { MigrationInterface, QueryRunner } from "typeorm";

/** The fediverse (federation/): the key pairs accounts sign with as actors, and Fedify's key-value store. */
export class AddFederation1796000937451 implements MigrationInterface {
    name = 'AddFederation1796000937451'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "federation_kv" ("key" text NOT NULL, "value" jsonb NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_d40c183e9c3fad8cbeae82d602c" PRIMARY KEY ("key"))`);
        await queryRunner.query(`CREATE INDEX "federation_kv_expires_idx" ON "federation_kv" ("expires_at") WHERE expires_at IS NOT NULL`);
        await queryRunner.query(`CREATE TABLE "actor_keys" ("account_id" uuid NOT NULL, "algorithm" character varying(32) NOT NULL, "public_key" jsonb NOT NULL, "private_key" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0325f1d99e48ae72a79289ef0a1" PRIMARY KEY ("account_id", "algorithm"))`);
        await queryRunner.query(`ALTER TABLE "actor_keys" ADD CONSTRAINT "FK_1310a4c7375a009c29f2b4f33dd" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "actor_keys" DROP CONSTRAINT "FK_1310a4c7375a009c29f2b4f33dd"`);
        await queryRunner.query(`DROP TABLE "actor_keys"`);
        await queryRunner.query(`DROP INDEX "public"."federation_kv_expires_idx"`);
        await queryRunner.query(`DROP TABLE "federation_kv"`);
    }

}
