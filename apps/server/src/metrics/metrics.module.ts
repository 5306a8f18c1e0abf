import { Global, Module } from '@nestjs/common';
import { ChatModule } from '../chat/chat.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { MetricsController } from './metrics.controller';
import { Metrics } from './metrics.service';

/** Prometheus metrics of this instance. */
@Global()
@Module({
  imports: [ChatModule, NotificationsModule],
  controllers: [MetricsController],
  providers: [Metrics],
  exports: [Metrics],
})
export class MetricsModule {}
