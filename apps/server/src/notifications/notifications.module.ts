import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { NotificationEntity, NotificationGroupEntity, NotificationReadEntity } from './notification.entity';
import { NotificationsController } from './notifications.controller';
import { NotificationsHub } from './notifications-hub';
import { NotificationsResolver } from './notifications.resolver';
import { NotificationsService } from './notifications.service';

/** Telling people when others engage with them: recorded by the domains where it happens. */
@Module({
  imports: [AccountsModule, TypeOrmModule.forFeature([NotificationEntity, NotificationGroupEntity, NotificationReadEntity])],
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationsHub, NotificationsResolver],
  exports: [NotificationsService],
})
export class NotificationsModule {}
