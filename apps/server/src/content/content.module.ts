import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { CommentEntity } from './engagement/comment.entity';
import { EngagementService } from './engagement/engagement.service';
import { InterestEntity } from './engagement/interest.entity';
import { LikeEntity } from './engagement/like.entity';
import { EventEntity } from './events/event.entity';
import { EventsController } from './events/events.controller';
import { EventsResolver } from './events/events.resolver';
import { EventsService } from './events/events.service';
import { PostEntity } from './posts/post.entity';
import { PostsController } from './posts/posts.controller';
import { PostsResolver } from './posts/posts.resolver';
import { PostsService } from './posts/posts.service';
import { RemarkEntity } from './remarks/remark.entity';
import { RemarksController } from './remarks/remarks.controller';
import { RemarksResolver } from './remarks/remarks.resolver';
import { RemarksService } from './remarks/remarks.service';
import { ContentItemEntity } from './shared/content-item.entity';
import { ContentItemResolver } from './shared/content-item.resolver';
import { ContentItemsService } from './shared/content-items.service';
import { ContentLoadersFactory } from './shared/content-loaders';
import { ContentMediaEntity } from './shared/media.entity';

/** Remarks, posts and events, with the likes, comments, interest and images around them. */
@Module({
  imports: [
    AccountsModule,
    TypeOrmModule.forFeature([ContentItemEntity, RemarkEntity, PostEntity, EventEntity, ContentMediaEntity, LikeEntity, CommentEntity, InterestEntity]),
  ],
  controllers: [RemarksController, PostsController, EventsController],
  providers: [
    ContentItemsService,
    ContentLoadersFactory,
    EngagementService,
    RemarksService,
    PostsService,
    EventsService,
    ContentItemResolver,
    RemarksResolver,
    PostsResolver,
    EventsResolver,
  ],
  exports: [ContentItemsService, ContentLoadersFactory, RemarksService, PostsService, EventsService],
})
export class ContentModule {}
