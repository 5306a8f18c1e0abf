import { MigrationInterface, QueryRunner } from "typeorm";

/** Devices' push subscriptions (each of a session), and a push choice beside each kind's in-app and e-mail ones. */
export class AddPushSubscriptions1795723900000 implements MigrationInterface {
    name = 'AddPushSubscriptions1795723900000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "push_subscriptions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "session_id" uuid NOT NULL, "endpoint" character varying(1024) NOT NULL, "p256dh" character varying(100) NOT NULL, "auth" character varying(40) NOT NULL, "device_name" character varying(60), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_757fc8f00c34f66832668dc2e53" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "push_subscriptions_account_idx" ON "push_subscriptions" ("account_id", "created_at") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" ("endpoint") `);
        await queryRunner.query(`ALTER TABLE "notification_preferences" ADD "push" boolean`);
        await queryRunner.query(`ALTER TABLE "push_subscriptions" ADD CONSTRAINT "FK_128c82e7aadd31b9da4fb6b9eb8" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "push_subscriptions" ADD CONSTRAINT "FK_d1de1cf3978af9932b61f122913" FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "push_subscriptions" DROP CONSTRAINT "FK_d1de1cf3978af9932b61f122913"`);
        await queryRunner.query(`ALTER TABLE "push_subscriptions" DROP CONSTRAINT "FK_128c82e7aadd31b9da4fb6b9eb8"`);
        await queryRunner.query(`ALTER TABLE "notification_preferences" DROP COLUMN "push"`);
        await queryRunner.query(`DROP INDEX "public"."push_subscriptions_endpoint_key"`);
        await queryRunner.query(`DROP INDEX "public"."push_subscriptions_account_idx"`);
        await queryRunner.query(`DROP TABLE "push_subscriptions"`);
    }

}
