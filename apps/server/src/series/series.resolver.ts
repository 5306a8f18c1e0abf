import { UseGuards } from '@nestjs/common';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { PageCursorInput } from '../common/paging/page-cursor.model';
import { EventSeriesPage } from './series.models';
import { SeriesService } from './series.service';

/** Repeating events over GraphQL: a series' upcoming dates. Creating, changing and deleting dates are the event's own mutations (event_rrule, scope). */
@UseGuards(AuthGuard)
@Resolver(() => EventSeriesPage)
export class SeriesResolver {
  constructor(private readonly series: SeriesService) {}

  @Query(() => EventSeriesPage, { description: "A series (an event's series_id) and its upcoming dates, soonest first, a page at a time." })
  async eventSeries(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID, description: 'series_id of one of its events; series/not_found when there is none or a block stands between you and its author.' }) id: string,
    @Args('after', { type: () => PageCursorInput, nullable: true, description: 'next_cursor of the previous page; none for the first.' }) after: PageCursorInput | null,
  ): Promise<EventSeriesPage> {
    const { series, page } = await this.series.upcoming(viewer, id, after);
    return { series, events: page };
  }
}
