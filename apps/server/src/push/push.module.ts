import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PushController } from './push.controller';
import { PushDeliveries } from './push-deliveries';
import { PushResolver } from './push.resolver';
import { PushSender } from './push-sender';
import { PushService } from './push.service';

/** Web Push: devices' subscriptions, and the pushes the queue sends them (queued where notifications are recorded and messages written). */
@Module({
  imports: [AccountsModule, NotificationsModule],
  controllers: [PushController],
  providers: [PushService, PushResolver, PushSender, PushDeliveries],
})
export class PushModule {}
