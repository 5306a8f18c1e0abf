import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Previews of links, cached per normalised URL (fetched by a job; a failure is kept too, so a bad
 * link is not fetched again before it is due), and the link each item and comment shows a preview of.
 */
export class AddLinkPreviews1795723200000 implements MigrationInterface {
  name = 'AddLinkPreviews1795723200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "link_previews" ("url" character varying(2048) NOT NULL, "status" character varying(10) NOT NULL DEFAULT 'pending', "title" character varying(300), "description" character varying(1000), "site_name" character varying(200), "image_key" character varying(100), "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "fetched_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "link_previews_pkey" PRIMARY KEY ("url"), CONSTRAINT "link_previews_status_check" CHECK ("status" IN ('pending', 'ready', 'failed')))`,
    );
    await queryRunner.query(`CREATE INDEX "link_previews_image_key_idx" ON "link_previews" ("image_key") WHERE image_key IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "content_items" ADD "link_url" character varying(2048)`);
    await queryRunner.query(`ALTER TABLE "comments" ADD "link_url" character varying(2048)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "comments" DROP COLUMN "link_url"`);
    await queryRunner.query(`ALTER TABLE "content_items" DROP COLUMN "link_url"`);
    await queryRunner.query(`DROP TABLE "link_previews"`);
  }
}
