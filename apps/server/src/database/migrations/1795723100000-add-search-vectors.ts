import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search of everything: a `search_vector` per remark, post, event and comment, kept by PostgreSQL
 * itself (generated columns, and for a post's image descriptions a trigger on its images), each with
 * a GIN index; and the accounts' choice to be found (`indexable`).
 *
 * Words are stemmed as English and folded to lower case without accents (`search_fold`, over the
 * `unaccent` contrib extension, which both the system PostgreSQL and the embedded one ship), so
 * that "running" finds "run" and "cafe" finds "café". The query goes through the same function.
 *
 * A post's image descriptions are copied into `posts.image_alts` by a trigger on `content_media`:
 * the generated column can only read its own row. The trigger reads `alt_text` through `to_jsonb`
 * so that it works whether or not the images have that column yet.
 */
export class AddSearchVectors1795723100000 implements MigrationInterface {
  name = 'AddSearchVectors1795723100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    // unaccent() is only STABLE (it reads its dictionary by name); naming the dictionary makes the fold immutable, as an index needs.
    await queryRunner.query(
      `CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION search_words(text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT to_tsvector('english'::regconfig, public.search_fold($1)) $$`,
    );

    await queryRunner.query(`ALTER TABLE "remarks" ADD "search_vector" tsvector GENERATED ALWAYS AS (search_words("content")) STORED`);
    await queryRunner.query(`CREATE INDEX "remarks_search_idx" ON "remarks" USING gin ("search_vector")`);

    await queryRunner.query(`ALTER TABLE "comments" ADD "search_vector" tsvector GENERATED ALWAYS AS (search_words("content")) STORED`);
    await queryRunner.query(`CREATE INDEX "comments_search_idx" ON "comments" USING gin ("search_vector")`);

    await queryRunner.query(
      `ALTER TABLE "events" ADD "search_vector" tsvector GENERATED ALWAYS AS (setweight(search_words("name"), 'A') || setweight(search_words("description"), 'B') || setweight(search_words("location"), 'C')) STORED`,
    );
    await queryRunner.query(`CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector")`);

    await queryRunner.query(`ALTER TABLE "posts" ADD "image_alts" text NOT NULL DEFAULT ''`);
    await queryRunner.query(
      `CREATE FUNCTION post_image_alts(uuid) RETURNS text LANGUAGE sql STABLE AS $$
         SELECT coalesce(string_agg(to_jsonb(m) ->> 'alt_text', ' ' ORDER BY m.display_order), '') FROM content_media m WHERE m.item_id = $1
       $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION posts_take_image_alts() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         NEW.image_alts := post_image_alts(NEW.item_id);
         RETURN NEW;
       END $$`,
    );
    await queryRunner.query(`CREATE TRIGGER "posts_image_alts" BEFORE INSERT ON "posts" FOR EACH ROW EXECUTE FUNCTION posts_take_image_alts()`);
    await queryRunner.query(
      `CREATE FUNCTION content_media_alts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
       DECLARE
         item uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.item_id ELSE NEW.item_id END;
       BEGIN
         UPDATE posts SET image_alts = post_image_alts(item) WHERE item_id = item AND image_alts IS DISTINCT FROM post_image_alts(item);
         IF TG_OP = 'UPDATE' AND OLD.item_id IS DISTINCT FROM NEW.item_id THEN
           UPDATE posts SET image_alts = post_image_alts(OLD.item_id) WHERE item_id = OLD.item_id;
         END IF;
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(`CREATE TRIGGER "content_media_alts_inserted" AFTER INSERT OR DELETE ON "content_media" FOR EACH ROW EXECUTE FUNCTION content_media_alts_changed()`);
    await queryRunner.query(
      `CREATE TRIGGER "content_media_alts_updated" AFTER UPDATE ON "content_media" FOR EACH ROW
         WHEN (to_jsonb(OLD) ->> 'alt_text' IS DISTINCT FROM to_jsonb(NEW) ->> 'alt_text' OR OLD.item_id IS DISTINCT FROM NEW.item_id)
         EXECUTE FUNCTION content_media_alts_changed()`,
    );
    await queryRunner.query(`UPDATE posts SET image_alts = post_image_alts(item_id)`);
    await queryRunner.query(
      `ALTER TABLE "posts" ADD "search_vector" tsvector GENERATED ALWAYS AS (setweight(search_words("caption"), 'A') || setweight(search_words("image_alts"), 'B')) STORED`,
    );
    await queryRunner.query(`CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search_vector")`);

    await queryRunner.query(`ALTER TABLE "accounts" ADD "indexable" boolean NOT NULL DEFAULT true`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "accounts" DROP COLUMN "indexable"`);
    await queryRunner.query(`DROP INDEX "public"."posts_search_idx"`);
    await queryRunner.query(`ALTER TABLE "posts" DROP COLUMN "search_vector"`);
    await queryRunner.query(`DROP TRIGGER "content_media_alts_updated" ON "content_media"`);
    await queryRunner.query(`DROP TRIGGER "content_media_alts_inserted" ON "content_media"`);
    await queryRunner.query(`DROP FUNCTION content_media_alts_changed()`);
    await queryRunner.query(`DROP TRIGGER "posts_image_alts" ON "posts"`);
    await queryRunner.query(`DROP FUNCTION posts_take_image_alts()`);
    await queryRunner.query(`DROP FUNCTION post_image_alts(uuid)`);
    await queryRunner.query(`ALTER TABLE "posts" DROP COLUMN "image_alts"`);
    await queryRunner.query(`DROP INDEX "public"."events_search_idx"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "search_vector"`);
    await queryRunner.query(`DROP INDEX "public"."comments_search_idx"`);
    await queryRunner.query(`ALTER TABLE "comments" DROP COLUMN "search_vector"`);
    await queryRunner.query(`DROP INDEX "public"."remarks_search_idx"`);
    await queryRunner.query(`ALTER TABLE "remarks" DROP COLUMN "search_vector"`);
    await queryRunner.query(`DROP FUNCTION search_words(text)`);
    await queryRunner.query(`DROP FUNCTION search_fold(text)`);
  }
}
