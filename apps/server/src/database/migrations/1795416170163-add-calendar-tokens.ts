import { MigrationInterface, QueryRunner } from "typeorm";

export class AddCalendarTokens1795416170163 implements MigrationInterface {
    name = 'AddCalendarTokens1795416170163'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "calendar_tokens" ("account_id" uuid NOT NULL, "token_hash" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_21e4ec06e4d4563a29664a294d0" PRIMARY KEY ("account_id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "calendar_tokens_hash_key" ON "calendar_tokens" ("token_hash") `);
        await queryRunner.query(`ALTER TABLE "calendar_tokens" ADD CONSTRAINT "FK_21e4ec06e4d4563a29664a294d0" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "calendar_tokens" DROP CONSTRAINT "FK_21e4ec06e4d4563a29664a294d0"`);
        await queryRunner.query(`DROP INDEX "public"."calendar_tokens_hash_key"`);
        await queryRunner.query(`DROP TABLE "calendar_tokens"`);
    }

}
