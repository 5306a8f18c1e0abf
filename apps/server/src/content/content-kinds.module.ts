import { Global, Module } from '@nestjs/common';
import { CONTENT_KIND_REGISTRY } from './content-kinds';
import { CONTENT_KINDS } from './shared/content-kind';

/**
 * The registry of content kinds under `CONTENT_KINDS`, for every module: notifications, reports and
 * moderation read kinds from it without importing the content module (which imports them).
 */
@Global()
@Module({
  providers: [{ provide: CONTENT_KINDS, useValue: CONTENT_KIND_REGISTRY }],
  exports: [CONTENT_KINDS],
})
export class ContentKindsModule {}
