import { MigrationInterface, QueryRunner } from "typeorm";

export class AddEmailAndUsernameChanges1795722400000 implements MigrationInterface {
    name = 'AddEmailAndUsernameChanges1795722400000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "username_redirects" ("username_lower" character varying(30) NOT NULL, "account_id" uuid NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_c45d627cdff9943ed3d1a20ce9d" PRIMARY KEY ("username_lower"))`);
        await queryRunner.query(`CREATE INDEX "username_redirects_account_idx" ON "username_redirects" ("account_id") `);
        await queryRunner.query(`ALTER TABLE "username_redirects" ADD CONSTRAINT "FK_a71ca4cd820408a66b08320599d" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "accounts" ADD "username_changed_at" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`ALTER TABLE "account_tokens" ADD "new_email" character varying(254)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "account_tokens" DROP COLUMN "new_email"`);
        await queryRunner.query(`ALTER TABLE "accounts" DROP COLUMN "username_changed_at"`);
        await queryRunner.query(`ALTER TABLE "username_redirects" DROP CONSTRAINT "FK_a71ca4cd820408a66b08320599d"`);
        await queryRunner.query(`DROP INDEX "public"."username_redirects_account_idx"`);
        await queryRunner.query(`DROP TABLE "username_redirects"`);
    }

}
