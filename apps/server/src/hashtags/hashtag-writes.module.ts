import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HASHTAG_WRITES } from '../common/ports/hashtag-writes';
import { HashtagHourEntity } from './hashtag-hour.entity';
import { HashtagEntity } from './hashtag.entity';
import { HashtagWritesService } from './hashtag-writes.service';
import { ItemHashtagEntity } from './item-hashtag.entity';

/** The writes of items' tags, for content: global, it reaches them through the `HASHTAG_WRITES` port without importing hashtags/. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ItemHashtagEntity, HashtagEntity, HashtagHourEntity])],
  providers: [HashtagWritesService, { provide: HASHTAG_WRITES, useExisting: HashtagWritesService }],
  exports: [HASHTAG_WRITES],
})
export class HashtagWritesModule {}
