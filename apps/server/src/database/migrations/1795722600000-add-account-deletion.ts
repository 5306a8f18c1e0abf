import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deleting one's account: when it is due, whether the pending deletion is what hides it, when it
 * ran (the row then stays as a tombstone); and room in the moderation log for the account's own
 * entries about it.
 */
export class AddAccountDeletion1795722600000 implements MigrationInterface {
  name = 'AddAccountDeletion1795722600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "accounts" ADD "deletion_scheduled_for" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "accounts" ADD "hidden_by_deletion" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "accounts" ADD "deleted_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE INDEX "accounts_deletion_due_idx" ON "accounts" ("deletion_scheduled_for") WHERE deletion_scheduled_for IS NOT NULL AND deleted_at IS NULL`);
    await queryRunner.query(`ALTER TABLE "moderation_actions" ALTER COLUMN "action" TYPE character varying(30)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "moderation_actions" ALTER COLUMN "action" TYPE character varying(20)`);
    await queryRunner.query(`DROP INDEX "public"."accounts_deletion_due_idx"`);
    await queryRunner.query(`ALTER TABLE "accounts" DROP COLUMN "deleted_at"`);
    await queryRunner.query(`ALTER TABLE "accounts" DROP COLUMN "hidden_by_deletion"`);
    await queryRunner.query(`ALTER TABLE "accounts" DROP COLUMN "deletion_scheduled_for"`);
  }
}
