import { Global, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { Draining } from './draining';
import { HealthController } from './health.controller';

/** `/api/health` and `/api/ready`, and whether the instance is stopping. */
@Global()
@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  providers: [Draining],
  exports: [Draining],
})
export class HealthModule {}
