import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { ContentModule } from '../content/content.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ModerationActionEntity } from './moderation-action.entity';
import { ModerationController } from './moderation.controller';
import { ModerationResolver } from './moderation.resolver';
import { ModerationService } from './moderation.service';
import { ServerBlockEntity } from './server-block.entity';
import { ServerBlocksController } from './server-blocks.controller';
import { ServerBlocksResolver } from './server-blocks.resolver';
import { ServerBlocksService } from './server-blocks.service';

/** Acting on reports (removing content, suspending accounts), blocking servers of the fediverse, and the log of who did what. */
@Module({
  imports: [AccountsModule, ContentModule, NotificationsModule, TypeOrmModule.forFeature([ModerationActionEntity, ServerBlockEntity])],
  controllers: [ModerationController, ServerBlocksController],
  providers: [ModerationService, ModerationResolver, ServerBlocksService, ServerBlocksResolver],
  exports: [ServerBlocksService],
})
export class ModerationModule {}
