import { Global, Module } from '@nestjs/common';
import { JobQueue } from './job-queue';

/** Background jobs for every domain (the feed's fan-out first). */
@Global()
@Module({
  providers: [JobQueue],
  exports: [JobQueue],
})
export class QueueModule {}
