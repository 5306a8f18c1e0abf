import { Controller, Delete, Get, HttpCode, Param, Patch, Post, Req, UseGuards, Body } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthGuard } from '../../accounts/auth.guard';
import type { Viewer } from '../../accounts/viewer';
import { CurrentViewer } from '../../common/auth/current-viewer.decorator';
import { readImageUpload } from '../../media/multipart';
import { EventCommentBody, EventInput } from '../dto/content.inputs';
import { EngagementService } from '../engagement/engagement.service';
import { commentJson, eventJson } from '../shared/content-json';
import { ContentLoadersFactory } from '../shared/content-loaders';
import { formBody } from '../shared/rest-body';
import { EventsService } from './events.service';

@ApiTags('events')
@ApiBearerAuth()
@Controller('api/events')
@UseGuards(AuthGuard)
export class EventsController {
  constructor(
    private readonly events: EventsService,
    private readonly engagement: EngagementService,
    private readonly loaders: ContentLoadersFactory,
  ) {}

  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Create an event: its fields and image files (in gallery order).' })
  async create(@CurrentViewer() viewer: Viewer, @Req() request: FastifyRequest) {
    const { fields, images } = await readImageUpload(request);
    const input = await formBody(EventInput, fields);
    const event = await this.events.create(viewer, input, images);
    return { success: true, data: { event: await eventJson(event, this.loaders.forRequest(request, viewer.accountId)) } };
  }

  @Get('by-id/:id')
  @ApiOperation({ summary: 'An event with its images, likes, interest and comments.' })
  async get(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Req() request: FastifyRequest) {
    const event = await this.events.get(id);
    return { success: true, data: { event: await eventJson(event, this.loaders.forRequest(request, viewer.accountId)) } };
  }

  @Patch('by-id/:id')
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiOperation({ summary: "Change fields of one's own event (multipart form or JSON); fields left out keep their value." })
  async update(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Req() request: FastifyRequest, @Body() json: unknown) {
    const input = request.isMultipart()
      ? await formBody(EventInput, (await readImageUpload(request, { maxFiles: 0 })).fields)
      : await formBody(EventInput, (json ?? {}) as Record<string, string>);
    const event = await this.events.update(viewer, id, input);
    return { success: true, data: { event: await eventJson(event, this.loaders.forRequest(request, viewer.accountId)) } };
  }

  @Delete('by-id/:id')
  @ApiOperation({ summary: "Delete one's own event." })
  async delete(@CurrentViewer() viewer: Viewer, @Param('id') id: string) {
    await this.events.delete(viewer, id);
    return { success: true };
  }

  @Post('like/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Like an event.' })
  async like(@CurrentViewer() viewer: Viewer, @Param('id') id: string) {
    await this.engagement.like(viewer, id, 'event');
    return { success: true };
  }

  @Delete('like/:id')
  @ApiOperation({ summary: 'Take a like back.' })
  async unlike(@CurrentViewer() viewer: Viewer, @Param('id') id: string) {
    await this.engagement.unlike(viewer, id, 'event');
    return { success: true };
  }

  @Post('interest/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark interest in attending an event.' })
  async markInterest(@CurrentViewer() viewer: Viewer, @Param('id') id: string) {
    await this.engagement.markInterest(viewer, id);
    return { success: true };
  }

  @Delete('interest/:id')
  @ApiOperation({ summary: 'Take interest back.' })
  async unmarkInterest(@CurrentViewer() viewer: Viewer, @Param('id') id: string) {
    await this.engagement.unmarkInterest(viewer, id);
    return { success: true };
  }

  @Post('comment')
  @ApiOperation({ summary: 'Comment on an event.' })
  async comment(@CurrentViewer() viewer: Viewer, @Body() body: EventCommentBody) {
    const comment = await this.engagement.comment(viewer, body.event_id, 'event', body.comment_content);
    return { success: true, data: { comment: commentJson(comment) } };
  }
}
