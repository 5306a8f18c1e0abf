import { timingSafeEqual } from 'node:crypto';
import { Controller, Get, Headers, Inject, NotFoundException, Res, UnauthorizedException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { Metrics } from './metrics.service';

/** `GET /metrics` for Prometheus: absent (404) unless METRICS_TOKEN is set, then only with it as a bearer token. */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  async scrape(@Headers('authorization') authorization: string | undefined, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const token = this.config.metricsToken;
    if (!token) throw new NotFoundException('Not found.');
    const given = Buffer.from(authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new UnauthorizedException('A valid metrics token is required.');
    void reply.type(this.metrics.registry.contentType).header('Cache-Control', 'no-store');
    return this.metrics.registry.metrics();
  }
}
