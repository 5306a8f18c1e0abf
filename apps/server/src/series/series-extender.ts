import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../queue/job-queue';
import { SeriesService } from './series.service';

/**
 * Keeps the dates of repeating events made ahead: once a day (03:00 UTC, on one instance) every
 * unfinished series gets its dates up to SERIES_LIMITS.windowDays from then. A run missed (the app
 * was down) is caught up by the next, which reads from where each series' window ended.
 */
@Injectable()
export class SeriesExtender implements OnModuleInit {
  constructor(
    private readonly queue: JobQueue,
    private readonly series: SeriesService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.queue.work('series-extend', async () => void (await this.series.extendAll()));
    await this.queue.schedule('series-extend', '0 3 * * *');
  }
}
