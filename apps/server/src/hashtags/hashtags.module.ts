import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { ContentModule } from '../content/content.module';
import { HashtagFollowEntity } from './hashtag-follow.entity';
import { HashtagWritesModule } from './hashtag-writes.module';
import { HashtagsController } from './hashtags.controller';
import { HashtagsResolver } from './hashtags.resolver';
import { CommentHashtagsResolver, ItemHashtagsResolver } from './item-hashtags.resolver';
import { HashtagsService } from './hashtags.service';

/** Hashtags: tag pages, followed tags and trending, over the tags HashtagWritesModule stores as items are written. */
@Module({
  imports: [AccountsModule, ContentModule, HashtagWritesModule, TypeOrmModule.forFeature([HashtagFollowEntity])],
  controllers: [HashtagsController],
  providers: [HashtagsService, HashtagsResolver, ItemHashtagsResolver, CommentHashtagsResolver],
})
export class HashtagsModule {}
