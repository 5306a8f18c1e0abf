import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Accounts of other servers of the fediverse: an account row with its server (host), no address,
 * a user name `<username>@<host>` (longer than this server's own), and its actor in remote_actors.
 */
export class AddRemoteAccounts1796001539985 implements MigrationInterface {
    name = 'AddRemoteAccounts1796001539985'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "remote_actors" ("account_id" uuid NOT NULL, "actor_url" character varying(2048) NOT NULL, "inbox_url" character varying(2048) NOT NULL, "shared_inbox_url" character varying(2048), "profile_url" character varying(2048), "fetched_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_6501b1f0e64c971999011845534" PRIMARY KEY ("account_id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "remote_actors_actor_url_key" ON "remote_actors" ("actor_url") `);
        await queryRunner.query(`ALTER TABLE "accounts" ADD "host" character varying(260)`);
        await queryRunner.query(`ALTER TABLE "accounts" ALTER COLUMN "email" DROP NOT NULL`);
        await queryRunner.query(`ALTER TABLE "accounts" ALTER COLUMN "username" TYPE character varying(320)`);
        await queryRunner.query(`CREATE INDEX "accounts_host_idx" ON "accounts" ("host") WHERE host IS NOT NULL`);
        await queryRunner.query(`ALTER TABLE "remote_actors" ADD CONSTRAINT "FK_6501b1f0e64c971999011845534" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "remote_actors" DROP CONSTRAINT "FK_6501b1f0e64c971999011845534"`);
        await queryRunner.query(`DELETE FROM "accounts" WHERE "host" IS NOT NULL`);
        await queryRunner.query(`DROP INDEX "public"."accounts_host_idx"`);
        await queryRunner.query(`ALTER TABLE "accounts" ALTER COLUMN "username" TYPE character varying(30)`);
        await queryRunner.query(`ALTER TABLE "accounts" ALTER COLUMN "email" SET NOT NULL`);
        await queryRunner.query(`ALTER TABLE "accounts" DROP COLUMN "host"`);
        await queryRunner.query(`DROP INDEX "public"."remote_actors_actor_url_key"`);
        await queryRunner.query(`DROP TABLE "remote_actors"`);
    }

}
