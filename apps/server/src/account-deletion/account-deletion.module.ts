import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ContentModule } from '../content/content.module';
import { DataExportModule } from '../data-export/data-export.module';
import { MailModule } from '../mail/mail.module';
import { MediaModule } from '../media/media.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { QueueModule } from '../queue/queue.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { ThrottleModule } from '../throttle/throttle.module';
import { AccountDeletionController } from './account-deletion.controller';
import { AccountDeletionResolver } from './account-deletion.resolver';
import { AccountDeletionService } from './account-deletion.service';
import { AccountEraser } from './account-eraser';

/** Deleting one's account: the request, its cancellation in the grace period, and the job that carries it out. */
@Module({
  imports: [AccountsModule, ContentModule, DataExportModule, ProfilesModule, NotificationsModule, MediaModule, MailModule, QueueModule, RealtimeModule, ThrottleModule],
  controllers: [AccountDeletionController],
  providers: [AccountDeletionService, AccountDeletionResolver, AccountEraser],
})
export class AccountDeletionModule {}
