import { Module } from '@nestjs/common';
import { LinkPreviewsService } from './link-previews.service';

/** Previews of the links people write, fetched by a background job from the open internet only. */
@Module({
  providers: [LinkPreviewsService],
  exports: [LinkPreviewsService],
})
export class LinkPreviewsModule {}
