import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/config';
import { MediaSweeper } from './media-sweeper';
import { MediaService } from './media.service';
import { LocalMediaStorage } from './storage/local-media-storage';
import { MEDIA_STORAGE, MediaStorage } from './storage/media-storage';
import { S3MediaStorage } from './storage/s3-media-storage';

/** Image storage for every domain that takes uploads: DATA_DIR/media, or a bucket of an S3-compatible store (S3_BUCKET). */
@Global()
@Module({
  providers: [
    {
      provide: MEDIA_STORAGE,
      useFactory: ({ media }: AppConfig): MediaStorage | Promise<MediaStorage> =>
        media.driver === 's3' ? S3MediaStorage.create(media) : new LocalMediaStorage(media.folder, media.publicUrl),
      inject: [APP_CONFIG],
    },
    MediaService,
    MediaSweeper,
  ],
  exports: [MediaService, MEDIA_STORAGE],
})
export class MediaModule implements OnApplicationShutdown {
  constructor(@Inject(MEDIA_STORAGE) private readonly storage: MediaStorage) {}

  onApplicationShutdown(): void {
    this.storage.close?.();
  }
}
