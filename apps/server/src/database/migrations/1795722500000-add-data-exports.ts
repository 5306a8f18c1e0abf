import { MigrationInterface, QueryRunner } from 'typeorm';

/** Archives of a person's data, and the restricted sessions a suspended account signs in to (to take its data and leave). */
export class AddDataExports1795722500000 implements MigrationInterface {
  name = 'AddDataExports1795722500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "data_exports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "status" character varying(10) NOT NULL DEFAULT 'pending', "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "ready_at" TIMESTAMP WITH TIME ZONE, "expires_at" TIMESTAMP WITH TIME ZONE, "storage_name" character varying(100), "size_bytes" bigint, CONSTRAINT "PK_3e8b8b297ef4446f30527695c10" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "data_exports_account_requested_idx" ON "data_exports" ("account_id", "requested_at") `);
    await queryRunner.query(`CREATE INDEX "data_exports_expires_idx" ON "data_exports" ("expires_at") WHERE expires_at IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "data_exports" ADD CONSTRAINT "FK_d8f2a6fa05ca6944bd8f6a27f3e" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "sessions" ADD "restricted" boolean NOT NULL DEFAULT false`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sessions" DROP COLUMN "restricted"`);
    await queryRunner.query(`DROP TABLE "data_exports"`);
  }
}
