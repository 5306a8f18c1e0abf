import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../../accounts/viewer';
import { CurrentViewer } from '../../common/auth/current-viewer.decorator';
import { PageCursor, PageCursorInput } from '../../common/paging/page-cursor.model';
import { readImageUpload } from '../../media/multipart';
import { ContentKindRoutes } from '../shared/content-kind.controller';
import { formBody } from '../shared/rest-body';
import { EventMapBody, EventSearchBody } from './event-search.inputs';
import { EventMarkerJson, MapConfigJson } from './event-search.models';
import { EVENT_REQUIRED_ON_CREATION, EventChangesBody, EventInput } from './event.inputs';
import { eventKind } from './event.kind';
import { EventsSearchService } from './events-search.service';
import { EventsService } from './events.service';
import { EditScopeQuery } from '../../series/series.models';
import { ApiFailures, ApiImageUpload, ApiSuccess, orNull } from '../../openapi/responses';
import { EventJson } from './event.json';
import { PersonJson, personJson } from '../../profiles/profile.json';
import { EVENT_MAP_LIMITS, MEDIA_LIMITS } from '@gatherly/schema';

/**
 * Creating events, changing them, marking interest and finding events; reading, likes, comments
 * and deletion are every kind's routes.
 */
@ApiTags('events')
@Controller('api/events')
export class EventsController extends ContentKindRoutes(eventKind) {
  constructor(
    private readonly events: EventsService,
    private readonly search: EventsSearchService,
  ) {
    super();
  }

  @Post('search')
  @HttpCode(200)
  @ApiOperation({ summary: 'Upcoming events matching every filter given (name, category, online, near a place, when), soonest first, a page at a time; near a place, each with its distance_km.' })
  @ApiSuccess(200, 'A page of events.', { events: [EventJson], next_cursor: orNull(PageCursor) })
  @ApiFailures(400, 401, 403, 413, 415)
  async searchEvents(@CurrentViewer() viewer: Viewer, @Body() body: EventSearchBody, @Req() request: FastifyRequest) {
    // The body is both the filters and the cursor (spec §7).
    return this.pageAnswer(viewer, request, await this.search.explore(viewer, body, body));
  }

  @Post('map')
  @HttpCode(200)
  @ApiOperation({ summary: `The places of upcoming events inside the map's bounds matching every filter of the search, soonest first, at most ${EVENT_MAP_LIMITS.markers}.` })
  @ApiSuccess(200, 'The markers.', { markers: [EventMarkerJson] })
  @ApiFailures(400, 401, 403, 413, 415)
  async map(@CurrentViewer() viewer: Viewer, @Body() body: EventMapBody) {
    return { success: true, data: { markers: await this.search.map(viewer, body, body) } };
  }

  @Get('map/config')
  @ApiOperation({ summary: "The base map under the events' markers: the tile URL template (null: no tiles) and its attribution." })
  @ApiSuccess(200, 'The map configuration.', { map_config: MapConfigJson })
  @ApiFailures(401, 403)
  mapConfig(@CurrentViewer() _viewer: Viewer) {
    return { success: true, data: { map_config: this.search.mapConfig() } };
  }

  @Get('interested')
  @ApiOperation({ summary: 'Upcoming events the signed-in user marked interest in, soonest first, a page at a time.' })
  @ApiSuccess(200, 'A page of events.', { events: [EventJson], next_cursor: orNull(PageCursor) })
  @ApiFailures(400, 401, 403)
  async interested(@CurrentViewer() viewer: Viewer, @Query() cursor: PageCursorInput, @Req() request: FastifyRequest) {
    return this.pageAnswer(viewer, request, await this.search.interested(viewer, cursor));
  }

  @Get(':id/interested-people')
  @ApiOperation({ summary: 'Who is interested in an event: people the caller follows first, then the others, newest interest first, a page at a time.' })
  @ApiSuccess(200, 'A page of people.', { people: [PersonJson], next_cursor: orNull(PageCursor) })
  @ApiFailures(400, 401, 403, 404)
  async interestedPeople(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Query() cursor: PageCursorInput) {
    const page = await this.events.interestedPeople(viewer, id, cursor);
    return { success: true, data: { people: page.items.map(personJson), next_cursor: page.next_cursor } };
  }

  @Post()
  @ApiImageUpload('media', MEDIA_LIMITS.maxFilesPerItem, EventInput, { filesRequired: true, fieldsRequired: EVENT_REQUIRED_ON_CREATION, describedBy: 'media_alts' })
  @ApiOperation({ summary: 'Create an event: its fields, image files (in gallery order) and their descriptions in media_alts.' })
  @ApiSuccess(201, 'The new event.', { event: EventJson })
  @ApiFailures(400, 401, 403, 413, 415, 429)
  async create(@CurrentViewer() viewer: Viewer, @Req() request: FastifyRequest) {
    const { fields, images } = await readImageUpload(request, { field: 'media' });
    const input = await formBody(EventInput, fields);
    return this.answer(viewer, request, await this.events.create(viewer, input, images, fields.media_alts));
  }

  @Patch('by-id/:id')
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ type: EventChangesBody, description: 'The fields to change, as a multipart form (without files) or JSON.' })
  @ApiOperation({ summary: "Change fields of one's own event (multipart form or JSON); fields left out keep their value." })
  @ApiSuccess(200, 'The event as it is now.', { event: EventJson })
  @ApiFailures(400, 401, 403, 404, 413, 415, 429)
  async update(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Query() query: EditScopeQuery, @Req() request: FastifyRequest, @Body() json: unknown) {
    const input = request.isMultipart()
      ? await formBody(EventInput, (await readImageUpload(request, { field: 'media', maxFiles: 0 })).fields)
      : await formBody(EventInput, (json ?? {}) as Record<string, string>);
    return this.answer(viewer, request, await this.events.update(viewer, id, input, query.scope));
  }

  @Delete('by-id/:id')
  @ApiOperation({ summary: "Delete one's own event and everything attached to it; with ?scope=following, also the later dates of its series, which then ends before it." })
  @ApiSuccess(200, 'Deleted.')
  @ApiFailures(400, 401, 403, 404, 429)
  override async delete(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Query() query: EditScopeQuery = {}) {
    await this.events.delete(viewer, id, query.scope);
    return { success: true };
  }

  @Post('interest/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark interest in attending an event.' })
  @ApiSuccess(200, 'Interested (marking twice changes nothing).')
  @ApiFailures(401, 403, 404, 429)
  async markInterest(@CurrentViewer() viewer: Viewer, @Param('id') id: string) {
    await this.engagement.markInterest(viewer, id);
    return { success: true };
  }

  @Delete('interest/:id')
  @ApiOperation({ summary: 'Take interest back.' })
  @ApiSuccess(200, 'Not interested (any more).')
  @ApiFailures(401, 403, 404, 429)
  async unmarkInterest(@CurrentViewer() viewer: Viewer, @Param('id') id: string) {
    await this.engagement.unmarkInterest(viewer, id);
    return { success: true };
  }
}
