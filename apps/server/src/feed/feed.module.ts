import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ContentModule } from '../content/content.module';
import { FeedController } from './feed.controller';
import { FeedResolver } from './feed.resolver';
import { FeedService } from './feed.service';
import { TimelinesModule } from './timelines.module';

/** The home feed: reads of the timelines that TimelinesService writes. */
@Module({
  imports: [AccountsModule, ContentModule, TimelinesModule],
  controllers: [FeedController],
  providers: [FeedService, FeedResolver],
})
export class FeedModule {}
