import { Global, Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { EVENT_SERIES } from '../common/ports/event-series';
import { ContentModule } from '../content/content.module';
import { HostingModule } from '../hosting/hosting.module';
import { SeriesController } from './series.controller';
import { SeriesExtender } from './series-extender';
import { SeriesResolver } from './series.resolver';
import { SeriesService } from './series.service';

/**
 * Repeating events: their dates made ahead and kept so by a daily job, changes and deletions of
 * "this and following", and a series' upcoming dates. Global for the `EVENT_SERIES` port, through
 * which the event form (content) starts a series and changes its dates.
 */
@Global()
@Module({
  imports: [AccountsModule, ContentModule, HostingModule],
  controllers: [SeriesController],
  providers: [SeriesService, SeriesExtender, SeriesResolver, { provide: EVENT_SERIES, useExisting: SeriesService }],
  exports: [SeriesService, EVENT_SERIES],
})
export class SeriesModule {}
