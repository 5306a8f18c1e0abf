import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FEED_WRITES } from '../common/ports/feed-writes';
import { HomeTimelineEntity } from './home-timeline.entity';
import { TimelineStateEntity } from './timeline-state.entity';
import { TimelinesService } from './timelines.service';

/**
 * The writes of home timelines, for the domains whose changes reach the feed (content, follows):
 * global, they reach it through the `FEED_WRITES` port without importing the feed.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([HomeTimelineEntity, TimelineStateEntity])],
  providers: [TimelinesService, { provide: FEED_WRITES, useExisting: TimelinesService }],
  exports: [TimelinesService, FEED_WRITES],
})
export class TimelinesModule {}
