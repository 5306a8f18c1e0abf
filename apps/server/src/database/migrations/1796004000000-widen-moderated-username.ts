import { MigrationInterface, QueryRunner } from "typeorm";

/** The moderation log names the account an action concerned as accounts do: one of another server is `<username>@<host>`. */
export class WidenModeratedUsername1796004000000 implements MigrationInterface {
    name = 'WidenModeratedUsername1796004000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "moderation_actions" ALTER COLUMN "account_username" TYPE character varying(320)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "moderation_actions" ALTER COLUMN "account_username" TYPE character varying(30) USING left("account_username", 30)`);
    }

}
