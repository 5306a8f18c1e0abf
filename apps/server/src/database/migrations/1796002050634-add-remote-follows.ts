import { MigrationInterface, QueryRunner } from "typeorm";

/** Follows of accounts of other servers by people here: the Follow sent, until its server accepts or refuses it, and while they follow. */
export class AddRemoteFollows1796002050634 implements MigrationInterface {
    name = 'AddRemoteFollows1796002050634'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "remote_follows" ("follower_id" uuid NOT NULL, "followee_id" uuid NOT NULL, "activity_id" character varying(2048) NOT NULL, "accepted_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_bb709cfb23576a27bd09006323b" PRIMARY KEY ("follower_id", "followee_id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "remote_follows_activity_key" ON "remote_follows" ("activity_id") `);
        await queryRunner.query(`ALTER TABLE "remote_follows" ADD CONSTRAINT "FK_7e8dfefd1c582ebd5ea0c139187" FOREIGN KEY ("follower_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "remote_follows" ADD CONSTRAINT "FK_9de44bd320599cbab501674161a" FOREIGN KEY ("followee_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "remote_follows" DROP CONSTRAINT "FK_9de44bd320599cbab501674161a"`);
        await queryRunner.query(`ALTER TABLE "remote_follows" DROP CONSTRAINT "FK_7e8dfefd1c582ebd5ea0c139187"`);
        await queryRunner.query(`DROP INDEX "public"."remote_follows_activity_key"`);
        await queryRunner.query(`DROP TABLE "remote_follows"`);
    }

}
