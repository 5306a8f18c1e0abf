import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MigrationExecutor } from 'typeorm';

/** Any fixed number: the key of the PostgreSQL advisory lock that serialises migrations. */
const MIGRATIONS_LOCK = 7_412_160_021;

/**
 * Brings the schema up to date at start-up. Instances starting together take turns under an
 * advisory lock, so each migration runs once. The migrations run on the lock's connection.
 */
@Injectable()
export class MigrationsRunner implements OnModuleInit {
  private readonly log = new Logger('Migrations');

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async onModuleInit(): Promise<void> {
    const lock = this.db.createQueryRunner();
    await lock.connect();
    try {
      // Waiting for another instance's migrations, and a migration itself, may take longer than
      // the statement timeout of requests: on this connection there is none.
      await lock.query('SET statement_timeout = 0');
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
      const migrations = new MigrationExecutor(this.db, lock);
      migrations.transaction = 'each';
      const applied = await migrations.executePendingMigrations();
      for (const migration of applied) this.log.log(`applied ${migration.name}`);
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATIONS_LOCK]).catch(() => undefined);
      await lock.query('RESET statement_timeout').catch(() => undefined);
      await lock.release();
    }
  }
}
