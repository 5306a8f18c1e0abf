import { Body, Controller, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../../accounts/viewer';
import { CurrentViewer } from '../../common/auth/current-viewer.decorator';
import { readImageUpload } from '../../media/multipart';
import { ContentKindRoutes } from '../shared/content-kind.controller';
import { formBody } from '../shared/rest-body';
import { PostCaptionInput } from './post.inputs';
import { postKind } from './post.kind';
import { PostsService } from './posts.service';
import { ApiFailures, ApiImageUpload, ApiSuccess } from '../../openapi/responses';
import { PostJson } from './post.json';
import { MEDIA_LIMITS } from '@gatherly/schema';

/** Sharing posts and changing their caption; reading, likes, comments and deletion are every kind's routes. */
@ApiTags('posts')
@Controller('api/posts')
export class PostsController extends ContentKindRoutes(postKind) {
  constructor(private readonly posts: PostsService) {
    super();
  }

  @Post()
  @ApiImageUpload('media', MEDIA_LIMITS.maxFilesPerItem, PostCaptionInput, { filesRequired: true, describedBy: 'media_alts' })
  @ApiOperation({ summary: 'Share a post: repeated image files (in gallery order), their descriptions in media_alts, and post_content.' })
  @ApiSuccess(201, 'The new post.', { post: PostJson })
  @ApiFailures(400, 401, 403, 413, 415, 429)
  async create(@CurrentViewer() viewer: Viewer, @Req() request: FastifyRequest) {
    const { fields, images } = await readImageUpload(request, { field: 'media' });
    const body = await formBody(PostCaptionInput, { post_content: '', ...fields });
    return this.answer(viewer, request, await this.posts.create(viewer, body.post_content, images, fields.media_alts));
  }

  @Patch('by-id/:id')
  @ApiOperation({ summary: "Change the caption of one's own post." })
  @ApiSuccess(200, 'The post as it is now.', { post: PostJson })
  @ApiFailures(400, 401, 403, 404, 413, 415, 429)
  async update(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Body() body: PostCaptionInput, @Req() request: FastifyRequest) {
    return this.answer(viewer, request, await this.posts.update(viewer, id, body.post_content));
  }
}
