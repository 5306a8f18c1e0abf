import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { ContentModule } from '../content/content.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ModerationActionEntity } from './moderation-action.entity';
import { ModerationController } from './moderation.controller';
import { ModerationResolver } from './moderation.resolver';
import { ModerationService } from './moderation.service';

/** Acting on reports: removing content, suspending accounts, and the log of who did what. */
@Module({
  imports: [AccountsModule, ContentModule, NotificationsModule, TypeOrmModule.forFeature([ModerationActionEntity])],
  controllers: [ModerationController],
  providers: [ModerationService, ModerationResolver],
})
export class ModerationModule {}
