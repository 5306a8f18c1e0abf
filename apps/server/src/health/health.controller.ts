import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { ApiFailures, ApiSuccess } from '../openapi/responses';
import { HealthCheckService, HealthIndicatorService, type HealthCheckResult, type HealthIndicatorResult } from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
import type Redis from 'ioredis';
import { MEDIA_STORAGE, type MediaStorage } from '../media/storage/media-storage';
import { REDIS } from '../redis/redis.module';
import { CHECK_TIMEOUT_MS, DatabaseHealth } from './database-health';
import { Draining } from './draining';

/**
 * Liveness and readiness for process managers and load balancers: `/api/health` says the process
 * answers; `/api/ready` that PostgreSQL, Redis (when configured) and the media storage do too, and
 * that the instance is not stopping. Both are open: they tell nothing about anyone's data.
 */
/** Each dependency checked: up, down, or not configured (Redis, without REDIS_URL). */
const DEPENDENCIES = { type: 'object' as const, additionalProperties: { type: 'string' as const, enum: ['up', 'down', 'not configured'] } };

@Controller('api')
export class HealthController {
  constructor(
    private readonly checks: HealthCheckService,
    private readonly database: DatabaseHealth,
    private readonly indicators: HealthIndicatorService,
    private readonly draining: Draining,
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
  ) {}

  @Get('health')
  @ApiOperation({ summary: 'Liveness: 200 while the process answers.' })
  @ApiSuccess(200, 'Up.', { status: { type: 'string', enum: ['up'] } })
  @ApiFailures()
  health() {
    return { success: true, data: { status: 'up' } };
  }

  @Get('ready')
  @ApiOperation({ summary: 'Readiness: 200 when PostgreSQL, Redis (when configured) and media storage answer; 503 otherwise and while stopping.' })
  @ApiResponse({ status: 200, description: 'Ready: each dependency checked and up.', schema: { type: 'object', properties: { success: { type: 'boolean', enum: [true] }, data: DEPENDENCIES }, required: ['success', 'data'], additionalProperties: false } })
  @ApiResponse({
    status: 503,
    description: 'Not ready, or stopping.',
    schema: { type: 'object', properties: { success: { type: 'boolean', enum: [false] }, message: { type: 'string' }, data: DEPENDENCIES }, required: ['success', 'message'], additionalProperties: false },
  })
  @ApiFailures()
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    if (this.draining.active) {
      void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { success: false, message: 'Stopping.' };
    }
    let result: HealthCheckResult;
    try {
      result = await this.checks.check([
        () => this.database.check(),
        () => this.dependency('redis', this.redis ? () => this.redis!.ping() : null),
        () => this.dependency('media', () => this.media.check()),
      ]);
    } catch (error) {
      // Terminus answers a failed check with a 503 holding the same result.
      result = (error as { getResponse?: () => HealthCheckResult }).getResponse?.() ?? { status: 'error', details: {} };
    }
    const details = Object.fromEntries(Object.entries(result.details).map(([name, { status, configured }]) => [name, configured === false ? 'not configured' : status]));
    if (result.status === 'ok') return { success: true, data: details };
    void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    const down = Object.keys(details).filter((name) => details[name] === 'down');
    return { success: false, message: `Not ready: ${down.join(', ')}.`, data: details };
  }

  /** Up when `probe` resolves in time; a dependency that is not configured counts as up and says so. */
  private async dependency(name: string, probe: (() => Promise<unknown>) | null): Promise<HealthIndicatorResult> {
    const check = this.indicators.check(name);
    if (!probe) return check.up({ configured: false });
    try {
      await Promise.race([probe(), new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref())]);
      return check.up();
    } catch (error) {
      return check.down({ message: String(error) });
    }
  }
}
