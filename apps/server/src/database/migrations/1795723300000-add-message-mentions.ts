import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mentions in messages: the accounts a message names with `@username`, stored when it is written,
 * so that a later rename still links the right person.
 */
export class AddMessageMentions1795723300000 implements MigrationInterface {
  name = 'AddMessageMentions1795723300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "message_mentions" ("id" BIGSERIAL NOT NULL, "message_id" bigint NOT NULL, "account_id" uuid NOT NULL,
        "written_as" character varying(30) NOT NULL, "position" smallint NOT NULL, CONSTRAINT "PK_message_mentions" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "message_mentions_key" ON "message_mentions" ("message_id", "account_id")`);
    await queryRunner.query(`CREATE INDEX "message_mentions_account_idx" ON "message_mentions" ("account_id")`);
    await queryRunner.query(
      `ALTER TABLE "message_mentions" ADD CONSTRAINT "FK_message_mentions_message" FOREIGN KEY ("message_id") REFERENCES "messages"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "message_mentions" ADD CONSTRAINT "FK_message_mentions_account" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "message_mentions"`);
  }
}
