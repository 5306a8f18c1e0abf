import { MigrationInterface, QueryRunner } from "typeorm";

export class AddEditedAtAndSessionEndReason1795710000001 implements MigrationInterface {
    name = 'AddEditedAtAndSessionEndReason1795710000001'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "content_items" ADD "edited_at" TIMESTAMP WITH TIME ZONE`);
        // Until now only an author's edit moved updated_at: what was edited before shows "(edited)" too.
        await queryRunner.query(`UPDATE "content_items" SET "edited_at" = "updated_at" WHERE "updated_at" > "created_at" + interval '1 second'`);
        await queryRunner.query(`ALTER TABLE "sessions" ADD "ended_because" character varying(20)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "sessions" DROP COLUMN "ended_because"`);
        await queryRunner.query(`ALTER TABLE "content_items" DROP COLUMN "edited_at"`);
    }

}
