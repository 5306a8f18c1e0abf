import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/config';
import { MediaSweeper } from './media-sweeper';
import { MediaService } from './media.service';
import { LocalMediaStorage } from './storage/local-media-storage';
import { MEDIA_STORAGE } from './storage/media-storage';

/** Image storage for every domain that takes uploads. The local driver keeps files under DATA_DIR/media. */
@Global()
@Module({
  providers: [
    {
      provide: MEDIA_STORAGE,
      useFactory: (config: AppConfig) => new LocalMediaStorage(join(config.dataDir, 'media')),
      inject: [APP_CONFIG],
    },
    MediaService,
    MediaSweeper,
  ],
  exports: [MediaService, MEDIA_STORAGE],
})
export class MediaModule {}
