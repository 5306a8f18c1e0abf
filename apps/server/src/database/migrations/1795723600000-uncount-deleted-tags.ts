import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trending forgets what is gone: each item's tag keeps the hour it was counted in (`counted_hour`),
 * and the trigger that counted it up counts that hour down when the tag leaves the item (an edit, a
 * deletion, a moderator's removal, a cascade). Tags counted before keep their item's hour.
 */
export class UncountDeletedTags1795723600000 implements MigrationInterface {
  name = 'UncountDeletedTags1795723600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "item_hashtags" ADD "counted_hour" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`UPDATE "item_hashtags" SET "counted_hour" = date_trunc('hour', "created_at")`);
    await queryRunner.query(`ALTER TABLE "item_hashtags" ALTER COLUMN "counted_hour" SET NOT NULL`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION item_hashtags_counted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO hashtags (name, item_count) VALUES (NEW.tag, 1)
            ON CONFLICT (name) DO UPDATE SET item_count = hashtags.item_count + 1;
          INSERT INTO hashtag_hours (tag, hour, count) VALUES (NEW.tag, NEW.counted_hour, 1)
            ON CONFLICT (tag, hour) DO UPDATE SET count = hashtag_hours.count + 1;
          RETURN NEW;
        END IF;
        UPDATE hashtags SET item_count = item_count - 1 WHERE name = OLD.tag;
        UPDATE hashtag_hours SET count = count - 1 WHERE tag = OLD.tag AND hour = OLD.counted_hour AND count > 0;
        RETURN OLD;
      END $$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION item_hashtags_counted() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await queryRunner.query(`ALTER TABLE "item_hashtags" DROP COLUMN "counted_hour"`);
  }
}
