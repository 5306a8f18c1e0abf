import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { keepPlansOn } from './prepared';

/** The counts of a node-postgres pool. */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** Connections at most for prepared statements, beside the data source's pool. */
export const PREPARED_POOL_SIZE = 10;

/**
 * The connections the hot reads' prepared statements run on (`prepared`): set up as the data
 * source's (its URL, timeouts, timed client), each keeping the plan of a statement for all its runs
 * (`plan_cache_mode`), where PostgreSQL would otherwise plan some of them anew on every run.
 */
@Injectable()
export class PreparedPool implements OnApplicationShutdown {
  private readonly log = new Logger('Database');
  /** Its connections (their counts for the metrics). */
  readonly pool: Pool;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    const { url, extra } = db.options as PostgresConnectionOptions;
    this.pool = new Pool({ ...(extra as object), connectionString: url, max: PREPARED_POOL_SIZE, options: '-c plan_cache_mode=force_generic_plan' });
    // A connection that fails while idle (the database restarting) is dropped; the next one is opened anew.
    this.pool.on('error', (error) => this.log.warn(`a connection for prepared statements failed: ${error.message}`));
    keepPlansOn(db, this.pool);
  }

  async onApplicationShutdown(): Promise<void> {
    keepPlansOn(this.db, null);
    await this.pool.end();
  }
}
