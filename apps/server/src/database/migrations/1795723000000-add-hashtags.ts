import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tags items carry, the tags people follow, and the counts kept as tags are written: per tag
 * (its page's count) and per tag and hour (trending). A trigger keeps the counts, so that an item
 * deleted by any road, a cascade included, leaves them right.
 */
export class AddHashtags1795723000000 implements MigrationInterface {
  name = 'AddHashtags1795723000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "item_hashtags" ("item_id" uuid NOT NULL, "tag" character varying(400) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_8aac457907601499670a5122d09" PRIMARY KEY ("item_id", "tag"))`,
    );
    await queryRunner.query(`CREATE INDEX "item_hashtags_tag_created_idx" ON "item_hashtags" ("tag", "created_at", "item_id") `);
    await queryRunner.query(`ALTER TABLE "item_hashtags" ADD CONSTRAINT "FK_8835655b0df305486b7b2eb876e" FOREIGN KEY ("item_id") REFERENCES "content_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`CREATE TABLE "hashtags" ("name" character varying(400) NOT NULL, "item_count" integer NOT NULL DEFAULT 0, CONSTRAINT "PK_7fedde18872deb14e4889361d7b" PRIMARY KEY ("name"))`);
    await queryRunner.query(
      `CREATE TABLE "hashtag_hours" ("tag" character varying(400) NOT NULL, "hour" TIMESTAMP WITH TIME ZONE NOT NULL, "count" integer NOT NULL DEFAULT 0, CONSTRAINT "PK_4d3c81251c87573f9c4f002a777" PRIMARY KEY ("tag", "hour"))`,
    );
    await queryRunner.query(`CREATE INDEX "hashtag_hours_hour_idx" ON "hashtag_hours" ("hour") `);
    await queryRunner.query(
      `CREATE TABLE "hashtag_follows" ("account_id" uuid NOT NULL, "tag" character varying(400) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ec8636e2532131399061e60e111" PRIMARY KEY ("account_id", "tag"))`,
    );
    await queryRunner.query(`CREATE INDEX "hashtag_follows_tag_account_idx" ON "hashtag_follows" ("tag", "account_id") `);
    await queryRunner.query(`ALTER TABLE "hashtag_follows" ADD CONSTRAINT "FK_2be5ff388a975eb372ce77625a9" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`
      CREATE FUNCTION item_hashtags_counted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO hashtags (name, item_count) VALUES (NEW.tag, 1)
            ON CONFLICT (name) DO UPDATE SET item_count = hashtags.item_count + 1;
          INSERT INTO hashtag_hours (tag, hour, count) VALUES (NEW.tag, date_trunc('hour', now()), 1)
            ON CONFLICT (tag, hour) DO UPDATE SET count = hashtag_hours.count + 1;
          RETURN NEW;
        END IF;
        UPDATE hashtags SET item_count = item_count - 1 WHERE name = OLD.tag;
        RETURN OLD;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER item_hashtags_counted AFTER INSERT OR DELETE ON item_hashtags FOR EACH ROW EXECUTE FUNCTION item_hashtags_counted()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER item_hashtags_counted ON item_hashtags`);
    await queryRunner.query(`DROP FUNCTION item_hashtags_counted()`);
    await queryRunner.query(`DROP TABLE "hashtag_follows"`);
    await queryRunner.query(`DROP TABLE "hashtag_hours"`);
    await queryRunner.query(`DROP TABLE "hashtags"`);
    await queryRunner.query(`DROP TABLE "item_hashtags"`);
  }
}
