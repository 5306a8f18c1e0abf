import { MigrationInterface, QueryRunner } from 'typeorm';

/** The language each account chose; accounts made before have chosen none (their browser's). */
export class AddAccountLanguage1795723800000 implements MigrationInterface {
  name = 'AddAccountLanguage1795723800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "accounts" ADD "language" character varying(16)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "accounts" DROP COLUMN "language"`);
  }
}
