import { Global, Module } from '@nestjs/common';
import { RealtimeBus } from './realtime-bus';

/** The bus between instances (in process, or Redis pub/sub with REDIS_URL). */
@Global()
@Module({
  providers: [RealtimeBus],
  exports: [RealtimeBus],
})
export class RealtimeModule {}
