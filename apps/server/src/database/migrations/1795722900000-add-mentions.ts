import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mentions: the accounts a text names with `@username`, stored when it is written (a remark, a
 * post's caption, an event's description, a comment), so that a later rename still points at the
 * right person; and when each was told of it, so that an edit tells only the newly mentioned.
 */
export class AddMentions1795722900000 implements MigrationInterface {
  name = 'AddMentions1795722900000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "mentions" ("id" BIGSERIAL NOT NULL, "item_id" uuid NOT NULL, "comment_id" uuid, "account_id" uuid NOT NULL,
        "written_as" character varying(30) NOT NULL, "position" smallint NOT NULL, "notified_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_mentions" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "mentions_item_key" ON "mentions" ("item_id", "account_id") WHERE comment_id IS NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "mentions_comment_key" ON "mentions" ("comment_id", "account_id") WHERE comment_id IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "mentions_item_idx" ON "mentions" ("item_id")`);
    await queryRunner.query(`CREATE INDEX "mentions_account_idx" ON "mentions" ("account_id")`);
    await queryRunner.query(`ALTER TABLE "mentions" ADD CONSTRAINT "FK_mentions_item" FOREIGN KEY ("item_id") REFERENCES "content_items"("id") ON DELETE CASCADE`);
    await queryRunner.query(`ALTER TABLE "mentions" ADD CONSTRAINT "FK_mentions_comment" FOREIGN KEY ("comment_id") REFERENCES "comments"("id") ON DELETE CASCADE`);
    await queryRunner.query(`ALTER TABLE "mentions" ADD CONSTRAINT "FK_mentions_account" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "mentions"`);
  }
}
