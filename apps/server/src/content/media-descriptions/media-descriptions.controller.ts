import { Body, Controller, Inject, Param, Patch, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthGuard } from '../../accounts/auth.guard';
import type { Viewer } from '../../accounts/viewer';
import { CurrentViewer } from '../../common/auth/current-viewer.decorator';
import { ApiAuth } from '../../openapi/openapi-document';
import { ApiFailures, ApiSuccess } from '../../openapi/responses';
import { MediaJson, mediaJson } from '../shared/content-json';
import { ContentLoadersFactory } from '../shared/content-loaders';
import { describedMedia } from './described-media';
import { MediaAltTextBody } from './media-description.input';
import { MediaDescriptionsService } from './media-descriptions.service';

/** The descriptions of the images of one's posts and events, after sharing them. */
@ApiTags('media')
@ApiAuth()
@UseGuards(AuthGuard)
@Controller('api/media')
export class MediaDescriptionsController {
  constructor(
    private readonly descriptions: MediaDescriptionsService,
    @Inject(ContentLoadersFactory) private readonly loaders: ContentLoadersFactory,
  ) {}

  @Patch('by-id/:media_id')
  @ApiOperation({ summary: "Describe an image of one's own post or event (its alt text); \"\" removes the description." })
  @ApiSuccess(200, 'The image as it is now.', { media: MediaJson })
  @ApiFailures(400, 401, 403, 404, 413, 415, 429)
  async setAltText(@CurrentViewer() viewer: Viewer, @Param('media_id') mediaId: string, @Body() body: MediaAltTextBody, @Req() request: FastifyRequest) {
    const described = await this.descriptions.setAltText(viewer, mediaId, body.alt_text);
    const [media] = mediaJson([await describedMedia(this.loaders.forRequest(request, viewer.accountId), described)]);
    return { success: true, data: { media } };
  }
}
