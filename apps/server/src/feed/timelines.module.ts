import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HomeTimelineEntity } from './home-timeline.entity';
import { TimelineStateEntity } from './timeline-state.entity';
import { TimelinesService } from './timelines.service';

/** The writes of home timelines, for the domains whose changes reach the feed (content, follows). */
@Module({
  imports: [TypeOrmModule.forFeature([HomeTimelineEntity, TimelineStateEntity])],
  providers: [TimelinesService],
  exports: [TimelinesService],
})
export class TimelinesModule {}
