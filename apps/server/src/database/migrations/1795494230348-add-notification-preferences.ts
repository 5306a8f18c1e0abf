import { MigrationInterface, QueryRunner } from "typeorm";

export class AddNotificationPreferences1795494230348 implements MigrationInterface {
    name = 'AddNotificationPreferences1795494230348'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "notification_preferences" ("account_id" uuid NOT NULL, "kind" character varying(20) NOT NULL, "in_app" boolean NOT NULL, "email" boolean NOT NULL, CONSTRAINT "PK_b04db30156b5645353cba9e3c3e" PRIMARY KEY ("account_id", "kind"))`);
        await queryRunner.query(`ALTER TABLE "notification_preferences" ADD CONSTRAINT "FK_73cfaca5ce36388afe7d5854306" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "notification_preferences" DROP CONSTRAINT "FK_73cfaca5ce36388afe7d5854306"`);
        await queryRunner.query(`DROP TABLE "notification_preferences"`);
    }

}
