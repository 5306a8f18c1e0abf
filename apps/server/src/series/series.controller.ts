import { Controller, Get, Param, Query, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { PageCursor, PageCursorInput } from '../common/paging/page-cursor.model';
import { EventJson } from '../content/events/event.json';
import { eventKind } from '../content/events/event.kind';
import { ContentLoadersFactory } from '../content/shared/content-loaders';
import { ApiAuth } from '../openapi/openapi-document';
import { ApiFailures, ApiSuccess, orNull } from '../openapi/responses';
import { EventSeriesJson } from './series.models';
import { SeriesService } from './series.service';

/** Repeating events over REST: `GET /api/events/series/:series_id`. Creating, changing and deleting dates are the event's own routes (event_rrule, ?scope=). */
@ApiTags('events')
@ApiAuth()
@UseGuards(AuthGuard)
@Controller('api/events')
export class SeriesController {
  constructor(
    private readonly series: SeriesService,
    private readonly loaders: ContentLoadersFactory,
  ) {}

  @Get('series/:series_id')
  @ApiOperation({ summary: "A series (an event's series_id) and its upcoming dates, soonest first, a page at a time (cursor_timestamp and cursor_id of next_cursor)." })
  @ApiSuccess(200, 'The series and a page of its dates.', { series: EventSeriesJson, events: [EventJson], next_cursor: orNull(PageCursor) })
  @ApiFailures(400, 401, 403, 404)
  async upcoming(@CurrentViewer() viewer: Viewer, @Param('series_id') id: string, @Query() cursor: PageCursorInput, @Req() request: FastifyRequest) {
    const { series, page } = await this.series.upcoming(viewer, id, cursor);
    const loaders = this.loaders.forRequest(request, viewer.accountId);
    return { success: true, data: { series, events: await Promise.all(page.items.map((row) => eventKind.toJson(row, loaders))), next_cursor: page.next_cursor } };
  }
}
