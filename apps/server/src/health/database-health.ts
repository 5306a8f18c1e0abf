import { Injectable } from '@nestjs/common';
import { TypeOrmHealthIndicator, type HealthIndicatorResult } from '@nestjs/terminus';

/** How long each dependency may take to answer a readiness check. */
export const CHECK_TIMEOUT_MS = 2_000;

/**
 * Whether PostgreSQL answers now: the one probe behind `/api/ready`'s `database` and the
 * `gatherly_database_up` metric, so that the two never disagree.
 */
@Injectable()
export class DatabaseHealth {
  constructor(private readonly database: TypeOrmHealthIndicator) {}

  /** Terminus' result for `database`: up, or down when a `SELECT 1` fails or takes longer than the check's timeout. */
  check(): Promise<HealthIndicatorResult> {
    return this.database.pingCheck('database', { timeout: CHECK_TIMEOUT_MS });
  }

  async up(): Promise<boolean> {
    const result = await this.check().catch(() => null);
    return result?.database?.status === 'up';
  }
}
