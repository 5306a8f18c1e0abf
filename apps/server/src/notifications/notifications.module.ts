import { createSecretKey } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { NOTICES } from '../common/ports/notices';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { EventReminders } from './event-reminders';
import { NotificationDigest } from './notification-digest';
import { NotificationEntity, NotificationGroupEntity, NotificationPreferenceEntity, NotificationReadEntity } from './notification.entity';
import { NotificationPreferencesService } from './notification-preferences.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsHub } from './notifications-hub';
import { NotificationsResolver } from './notifications.resolver';
import { NotificationsService } from './notifications.service';
import { UNSUBSCRIBE_AUDIENCE, UnsubscribeLinks } from './unsubscribe-links';

/**
 * Telling people when others engage with them: recorded by the domains where it happens, through
 * the `NOTICES` port this global module provides (content and profiles do not import this one).
 */
@Global()
@Module({
  imports: [
    AccountsModule,
    TypeOrmModule.forFeature([NotificationEntity, NotificationGroupEntity, NotificationReadEntity, NotificationPreferenceEntity]),
    // Unsubscribe tokens, signed with the server's key for their own audience.
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: createSecretKey(Buffer.from(config.jwtSecret)),
        signOptions: { algorithm: 'HS256', audience: UNSUBSCRIBE_AUDIENCE },
        verifyOptions: { algorithms: ['HS256'], audience: UNSUBSCRIBE_AUDIENCE },
      }),
    }),
  ],
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationPreferencesService, NotificationsHub, NotificationsResolver, UnsubscribeLinks, EventReminders, NotificationDigest, { provide: NOTICES, useExisting: NotificationsService }],
  exports: [NotificationsService, NOTICES, EventReminders, NotificationsHub, UnsubscribeLinks],
})
export class NotificationsModule {}
