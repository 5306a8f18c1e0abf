import { Body, Controller, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../../accounts/viewer';
import { CurrentViewer } from '../../common/auth/current-viewer.decorator';
import { ContentKindRoutes } from '../shared/content-kind.controller';
import { RemarkInput } from './remark.inputs';
import { remarkKind } from './remark.kind';
import { RemarksService } from './remarks.service';
import { ApiFailures, ApiSuccess } from '../../openapi/responses';
import { RemarkJson } from './remark.json';

/** Writing and changing remarks; reading, likes, comments and deletion are every kind's routes. */
@ApiTags('remarks')
@Controller('api/remarks')
export class RemarksController extends ContentKindRoutes(remarkKind) {
  constructor(private readonly remarks: RemarksService) {
    super();
  }

  @Post()
  @ApiOperation({ summary: 'Write a remark.' })
  @ApiSuccess(201, 'The new remark.', { remark: RemarkJson })
  @ApiFailures(400, 401, 403, 413, 415, 429)
  async create(@CurrentViewer() viewer: Viewer, @Body() body: RemarkInput, @Req() request: FastifyRequest) {
    return this.answer(viewer, request, await this.remarks.create(viewer, body.remark_content));
  }

  @Patch('by-id/:id')
  @ApiOperation({ summary: "Change the text of one's own remark." })
  @ApiSuccess(200, 'The remark as it is now.', { remark: RemarkJson })
  @ApiFailures(400, 401, 403, 404, 413, 415, 429)
  async update(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Body() body: RemarkInput, @Req() request: FastifyRequest) {
    return this.answer(viewer, request, await this.remarks.update(viewer, id, body.remark_content));
  }
}
