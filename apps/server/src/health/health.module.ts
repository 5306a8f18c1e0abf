import { Global, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { DatabaseHealth } from './database-health';
import { Draining } from './draining';
import { HealthController } from './health.controller';

/** `/api/health` and `/api/ready`, whether the instance is stopping, and whether its database answers. */
@Global()
@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  providers: [Draining, DatabaseHealth],
  exports: [Draining, DatabaseHealth],
})
export class HealthModule {}
