import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthGuard } from '../../accounts/auth.guard';
import type { Viewer } from '../../accounts/viewer';
import { CurrentViewer } from '../../common/auth/current-viewer.decorator';
import { RemarkCommentBody, RemarkInput } from '../dto/content.inputs';
import { EngagementService } from '../engagement/engagement.service';
import { commentJson, remarkJson } from '../shared/content-json';
import { ContentLoadersFactory } from '../shared/content-loaders';
import { RemarksService } from './remarks.service';

@ApiTags('remarks')
@ApiBearerAuth()
@Controller('api/remarks')
@UseGuards(AuthGuard)
export class RemarksController {
  constructor(
    private readonly remarks: RemarksService,
    private readonly engagement: EngagementService,
    private readonly loaders: ContentLoadersFactory,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Write a remark.' })
  async create(@CurrentViewer() viewer: Viewer, @Body() body: RemarkInput, @Req() request: FastifyRequest) {
    const remark = await this.remarks.create(viewer, body.remark_content);
    return { success: true, data: { remark: await remarkJson(remark, this.loaders.forRequest(request, viewer.accountId)) } };
  }

  @Get('by-id/:id')
  @ApiOperation({ summary: 'A remark with its likes and comments.' })
  async get(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Req() request: FastifyRequest) {
    const remark = await this.remarks.get(id);
    return { success: true, data: { remark: await remarkJson(remark, this.loaders.forRequest(request, viewer.accountId)) } };
  }

  @Patch('by-id/:id')
  @ApiOperation({ summary: "Change the text of one's own remark." })
  async update(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Body() body: RemarkInput, @Req() request: FastifyRequest) {
    const remark = await this.remarks.update(viewer, id, body.remark_content);
    return { success: true, data: { remark: await remarkJson(remark, this.loaders.forRequest(request, viewer.accountId)) } };
  }

  @Delete('by-id/:id')
  @ApiOperation({ summary: "Delete one's own remark." })
  async delete(@CurrentViewer() viewer: Viewer, @Param('id') id: string) {
    await this.remarks.delete(viewer, id);
    return { success: true };
  }

  @Post('like/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Like a remark.' })
  async like(@CurrentViewer() viewer: Viewer, @Param('id') id: string) {
    await this.engagement.like(viewer, id, 'remark');
    return { success: true };
  }

  @Delete('like/:id')
  @ApiOperation({ summary: 'Take a like back.' })
  async unlike(@CurrentViewer() viewer: Viewer, @Param('id') id: string) {
    await this.engagement.unlike(viewer, id, 'remark');
    return { success: true };
  }

  @Post('comment')
  @ApiOperation({ summary: 'Comment on a remark.' })
  async comment(@CurrentViewer() viewer: Viewer, @Body() body: RemarkCommentBody) {
    const comment = await this.engagement.comment(viewer, body.remark_id, 'remark', body.comment_content);
    return { success: true, data: { comment: commentJson(comment) } };
  }
}
