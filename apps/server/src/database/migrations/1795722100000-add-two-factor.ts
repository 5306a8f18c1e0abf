import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddTwoFactor1795722100000 implements MigrationInterface {
  name = 'AddTwoFactor1795722100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "two_factor_settings" ("account_id" uuid NOT NULL, "secret" character varying(64) NOT NULL, "setup_started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "enabled_at" TIMESTAMP WITH TIME ZONE, "last_time_step" bigint, CONSTRAINT "two_factor_settings_pkey" PRIMARY KEY ("account_id"), CONSTRAINT "two_factor_settings_account_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE TABLE "two_factor_recovery_codes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "code_hash" character(64) NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "two_factor_recovery_codes_pkey" PRIMARY KEY ("id"), CONSTRAINT "two_factor_recovery_codes_account_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "two_factor_recovery_codes_account_hash_key" ON "two_factor_recovery_codes" ("account_id", "code_hash") `);
    await queryRunner.query(
      `CREATE TABLE "two_factor_challenges" ("token_hash" character(64) NOT NULL, "account_id" uuid NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "failed_attempts" smallint NOT NULL DEFAULT 0, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "two_factor_challenges_pkey" PRIMARY KEY ("token_hash"), CONSTRAINT "two_factor_challenges_account_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(`CREATE INDEX "two_factor_challenges_account_idx" ON "two_factor_challenges" ("account_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "two_factor_challenges"`);
    await queryRunner.query(`DROP TABLE "two_factor_recovery_codes"`);
    await queryRunner.query(`DROP TABLE "two_factor_settings"`);
  }
}
