import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { HostingModule } from '../hosting/hosting.module';
import { LinkPreviewsModule } from '../link-previews/link-previews.module';
import { PlacesModule } from '../places/places.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { CONTENT_KIND_DESCRIPTORS } from './content-kinds';
import { ContentKindsModule } from './content-kinds.module';
import { CommentEntity } from './engagement/comment.entity';
import { EngagementService } from './engagement/engagement.service';
import { InterestEntity } from './engagement/interest.entity';
import { LikeEntity } from './engagement/like.entity';
import { MentionEntity } from './mentions/mention.entity';
import { MentionsService } from './mentions/mentions.service';
import { MentionSuggestionsService } from './mentions/mention-suggestions.service';
import { MentionsController } from './mentions/mentions.controller';
import { MentionsResolver } from './mentions/mentions.resolver';
import { ContentItemEntity } from './shared/content-item.entity';
import { ContentItemResolver } from './shared/content-item.resolver';
import { ContentItemsService } from './shared/content-items.service';
import { ContentLoadersFactory } from './shared/content-loaders';
import { ContentMediaEntity } from './shared/media.entity';
import { MediaDescriptionsController } from './media-descriptions/media-descriptions.controller';
import { MediaDescriptionsResolver } from './media-descriptions/media-descriptions.resolver';
import { MediaDescriptionsService } from './media-descriptions/media-descriptions.service';
import { EventSeriesEntity } from '../series/event-series.entity';

const kindServices = CONTENT_KIND_DESCRIPTORS.flatMap((kind) => [kind.service, ...(kind.providers ?? [])]);

/** Every kind of content in the registry, with the likes, comments, interest and images around them. */
@Module({
  imports: [
    ContentKindsModule,
    AccountsModule,
    ProfilesModule,
    PlacesModule,
    HostingModule,
    LinkPreviewsModule,
    TypeOrmModule.forFeature([ContentItemEntity, ContentMediaEntity, LikeEntity, CommentEntity, InterestEntity, MentionEntity, EventSeriesEntity, ...CONTENT_KIND_DESCRIPTORS.map((kind) => kind.entity)]),
  ],
  controllers: [...CONTENT_KIND_DESCRIPTORS.map((kind) => kind.controller), MediaDescriptionsController, MentionsController],
  providers: [
    ContentItemsService,
    ContentLoadersFactory,
    EngagementService,
    MentionsService,
    MentionSuggestionsService,
    MentionsResolver,
    ContentItemResolver,
    MediaDescriptionsService,
    MediaDescriptionsResolver,
    ...kindServices,
    ...CONTENT_KIND_DESCRIPTORS.map((kind) => kind.resolver),
  ],
  exports: [ContentItemsService, ContentLoadersFactory, EngagementService, ...kindServices],
})
export class ContentModule {}
