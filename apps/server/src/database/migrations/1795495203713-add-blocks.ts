import { MigrationInterface, QueryRunner } from "typeorm";

export class AddBlocks1795495203713 implements MigrationInterface {
    name = 'AddBlocks1795495203713'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "blocks" ("blocker_id" uuid NOT NULL, "blocked_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_806f6a5d38d031cdd868fd5e37e" PRIMARY KEY ("blocker_id", "blocked_id"))`);
        await queryRunner.query(`CREATE INDEX "blocks_blocked_idx" ON "blocks" ("blocked_id") `);
        await queryRunner.query(`ALTER TABLE "blocks" ADD CONSTRAINT "FK_74f530c6fbffc357047b263818d" FOREIGN KEY ("blocker_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "blocks" ADD CONSTRAINT "FK_8aa6c887bed61ad10829450f2f0" FOREIGN KEY ("blocked_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "blocks" DROP CONSTRAINT "FK_8aa6c887bed61ad10829450f2f0"`);
        await queryRunner.query(`ALTER TABLE "blocks" DROP CONSTRAINT "FK_74f530c6fbffc357047b263818d"`);
        await queryRunner.query(`DROP INDEX "public"."blocks_blocked_idx"`);
        await queryRunner.query(`DROP TABLE "blocks"`);
    }

}
