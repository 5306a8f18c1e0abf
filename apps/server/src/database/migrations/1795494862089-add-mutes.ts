import { MigrationInterface, QueryRunner } from "typeorm";

export class AddMutes1795494862089 implements MigrationInterface {
    name = 'AddMutes1795494862089'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "mutes" ("muter_id" uuid NOT NULL, "muted_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ff8d721183b5ec3c41522956f07" PRIMARY KEY ("muter_id", "muted_id"))`);
        await queryRunner.query(`CREATE INDEX "mutes_muted_idx" ON "mutes" ("muted_id") `);
        await queryRunner.query(`ALTER TABLE "mutes" ADD CONSTRAINT "FK_9ad4d46d1770bdb681b11cdc131" FOREIGN KEY ("muter_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "mutes" ADD CONSTRAINT "FK_6b578ebb2c35ca3bb5ea08829b2" FOREIGN KEY ("muted_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "mutes" DROP CONSTRAINT "FK_6b578ebb2c35ca3bb5ea08829b2"`);
        await queryRunner.query(`ALTER TABLE "mutes" DROP CONSTRAINT "FK_9ad4d46d1770bdb681b11cdc131"`);
        await queryRunner.query(`DROP INDEX "public"."mutes_muted_idx"`);
        await queryRunner.query(`DROP TABLE "mutes"`);
    }

}
