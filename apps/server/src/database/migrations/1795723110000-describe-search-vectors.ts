import { MigrationInterface, QueryRunner } from 'typeorm';

/** The expressions of the search vectors (1795723100000), as TypeORM keeps those of generated columns, so that it reads them as the entities describe them. */
const GENERATED = [
  ['remarks', `search_words("content")`],
  ['comments', `search_words("content")`],
  ['events', `setweight(search_words("name"), 'A') || setweight(search_words("description"), 'B') || setweight(search_words("location"), 'C')`],
  ['posts', `setweight(search_words("caption"), 'A') || setweight(search_words("image_alts"), 'B')`],
] as const;

export class DescribeSearchVectors1795723110000 implements MigrationInterface {
  name = 'DescribeSearchVectors1795723110000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE IF NOT EXISTS "typeorm_metadata" ("type" character varying NOT NULL, "database" character varying, "schema" character varying, "table" character varying, "name" character varying, "value" text)`,
    );
    for (const [table, expression] of GENERATED) {
      await queryRunner.query(
        `INSERT INTO "typeorm_metadata" ("database", "schema", "table", "type", "name", "value") VALUES (current_database(), current_schema(), $1, 'GENERATED_COLUMN', 'search_vector', $2)`,
        [table, expression],
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "name" = 'search_vector' AND "table" = ANY($1)`, [GENERATED.map(([table]) => table)]);
  }
}
