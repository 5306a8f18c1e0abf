import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Any fixed number: the key of the PostgreSQL advisory lock that serialises migrations. */
const MIGRATIONS_LOCK = 7_412_160_021;

/**
 * Brings the schema up to date at start-up. Instances starting together take turns under an
 * advisory lock, so each migration runs once.
 */
@Injectable()
export class MigrationsRunner implements OnModuleInit {
  private readonly log = new Logger('Migrations');

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async onModuleInit(): Promise<void> {
    const lock = this.db.createQueryRunner();
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
      const applied = await this.db.runMigrations({ transaction: 'each' });
      for (const migration of applied) this.log.log(`applied ${migration.name}`);
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATIONS_LOCK]).catch(() => undefined);
      await lock.release();
    }
  }
}
