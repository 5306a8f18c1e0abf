import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthGuard } from '../../accounts/auth.guard';
import type { Viewer } from '../../accounts/viewer';
import { CurrentViewer } from '../../common/auth/current-viewer.decorator';
import { readImageUpload } from '../../media/multipart';
import { PostCaptionInput, PostCommentBody } from '../dto/content.inputs';
import { EngagementService } from '../engagement/engagement.service';
import { commentJson, postJson } from '../shared/content-json';
import { ContentLoadersFactory } from '../shared/content-loaders';
import { formBody } from '../shared/rest-body';
import { PostsService } from './posts.service';

@ApiTags('posts')
@ApiBearerAuth()
@Controller('api/posts')
@UseGuards(AuthGuard)
export class PostsController {
  constructor(
    private readonly posts: PostsService,
    private readonly engagement: EngagementService,
    private readonly loaders: ContentLoadersFactory,
  ) {}

  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Share a post: repeated image files (in gallery order) and post_content.' })
  async create(@CurrentViewer() viewer: Viewer, @Req() request: FastifyRequest) {
    const { fields, images } = await readImageUpload(request);
    const body = await formBody(PostCaptionInput, { post_content: '', ...fields });
    const post = await this.posts.create(viewer, body.post_content, images);
    return { success: true, data: { post: await postJson(post, this.loaders.forRequest(request, viewer.accountId)) } };
  }

  @Get('by-id/:id')
  @ApiOperation({ summary: 'A post with its images, likes and comments.' })
  async get(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Req() request: FastifyRequest) {
    const post = await this.posts.get(id);
    return { success: true, data: { post: await postJson(post, this.loaders.forRequest(request, viewer.accountId)) } };
  }

  @Patch('by-id/:id')
  @ApiOperation({ summary: "Change the caption of one's own post." })
  async update(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Body() body: PostCaptionInput, @Req() request: FastifyRequest) {
    const post = await this.posts.update(viewer, id, body.post_content);
    return { success: true, data: { post: await postJson(post, this.loaders.forRequest(request, viewer.accountId)) } };
  }

  @Delete('by-id/:id')
  @ApiOperation({ summary: "Delete one's own post." })
  async delete(@CurrentViewer() viewer: Viewer, @Param('id') id: string) {
    await this.posts.delete(viewer, id);
    return { success: true };
  }

  @Post('like/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Like a post.' })
  async like(@CurrentViewer() viewer: Viewer, @Param('id') id: string) {
    await this.engagement.like(viewer, id, 'post');
    return { success: true };
  }

  @Delete('like/:id')
  @ApiOperation({ summary: 'Take a like back.' })
  async unlike(@CurrentViewer() viewer: Viewer, @Param('id') id: string) {
    await this.engagement.unlike(viewer, id, 'post');
    return { success: true };
  }

  @Post('comment')
  @ApiOperation({ summary: 'Comment on a post.' })
  async comment(@CurrentViewer() viewer: Viewer, @Body() body: PostCommentBody) {
    const comment = await this.engagement.comment(viewer, body.post_id, 'post', body.comment_content);
    return { success: true, data: { comment: commentJson(comment) } };
  }
}
