import { Controller, Delete, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiParam, ApiQuery, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { CONTENT_KIND_REGISTRY } from '../content/content-kinds';
import { ContentLoadersFactory } from '../content/shared/content-loaders';
import { RICH_TEXT_LIMITS } from '@gatherly/schema';
import { FeedCursorJson, feedCursorOf, parseFeedCursor } from '../feed/feed-cursor';
import { ApiAuth } from '../openapi/openapi-document';
import { FIELD_SCHEMAS, schemaOfText } from '../openapi/field-schemas';
import { ApiFailures, ApiSuccess, orNull } from '../openapi/responses';
import { TagJson, TrendingTagJson } from './hashtag.models';
import { HashtagsService } from './hashtags.service';

/** A tag page's item, as a feed item: its kind in `type`, the item as that kind's routes answer it in `data`. */
const TAG_ITEM = {
  oneOf: Object.values(CONTENT_KIND_REGISTRY).map((kind) => ({
    type: 'object' as const,
    properties: { type: { type: 'string', enum: [kind.name] }, data: { $ref: getSchemaPath(kind.jsonModel) } },
    required: ['type', 'data'],
    additionalProperties: false,
  })),
};

const TAG_PARAM = {
  name: 'tag',
  description: "The tag, in any case and accents, without '#' (or with it, escaped as %23); a 400 names `tag` when it is no tag (only digits, say).",
  schema: { type: 'string' as const, maxLength: RICH_TEXT_LIMITS.hashtagMaxLength + 1, pattern: '^#?[\\p{L}\\p{M}\\p{N}_]+$', example: 'jazz' },
};

@ApiTags('tags')
@ApiAuth()
@ApiExtraModels(...Object.values(CONTENT_KIND_REGISTRY).map((kind) => kind.jsonModel))
@Controller('api/tags')
@UseGuards(AuthGuard)
export class HashtagsController {
  constructor(
    private readonly hashtags: HashtagsService,
    private readonly loaders: ContentLoadersFactory,
  ) {}

  @Get('trending')
  @ApiOperation({ summary: 'The tags most taken up in the last 24 hours, most first; at most 10.' })
  @ApiSuccess(200, 'The trending tags.', { tags: [TrendingTagJson] })
  @ApiFailures(401, 403)
  async trending() {
    return { success: true, data: { tags: await this.hashtags.trending() } };
  }

  @Get(':tag')
  @ApiOperation({ summary: "A tag's page: the remarks, posts and events carrying it that the caller may see, newest first, paged as GET /api/feed." })
  @ApiParam(TAG_PARAM)
  @ApiQuery({ name: 'cursor_timestamp', required: false, schema: schemaOfText(FIELD_SCHEMAS.cursorTimestamp), description: 'next_cursor.cursor_timestamp; with one of the ids.' })
  @ApiQuery({ name: 'remark_cursor_id', required: false, schema: schemaOfText(FIELD_SCHEMAS.uuid), description: 'next_cursor.remark_cursor_id; only one id is given.' })
  @ApiQuery({ name: 'post_cursor_id', required: false, schema: schemaOfText(FIELD_SCHEMAS.uuid), description: 'next_cursor.post_cursor_id; only one id is given.' })
  @ApiQuery({ name: 'event_cursor_id', required: false, schema: schemaOfText(FIELD_SCHEMAS.uuid), description: 'next_cursor.event_cursor_id; only one id is given.' })
  @ApiSuccess(200, 'The tag and a page of its items.', { tag: TagJson, feed_items: { type: 'array', items: TAG_ITEM }, next_cursor: orNull(FeedCursorJson) })
  @ApiFailures(400, 401, 403)
  async page(@CurrentViewer() viewer: Viewer, @Param('tag') name: string, @Query() query: Record<string, unknown>, @Req() request: FastifyRequest) {
    const cursor = parseFeedCursor(query);
    const { tag, page } = await this.hashtags.tagWithPage(viewer, name, cursor);
    const loaders = this.loaders.forRequest(request, viewer.accountId);
    loaders.primePage(page.items, page.around);
    const feed_items = await Promise.all(page.items.map(async (row) => ({ type: row.kind, data: await CONTENT_KIND_REGISTRY[row.kind].toJson(row, loaders) })));
    return { success: true, data: { tag, feed_items, next_cursor: page.next_cursor && page.nextKind ? feedCursorOf(page.next_cursor, page.nextKind) : null } };
  }

  @Post(':tag/follow')
  @HttpCode(200)
  @ApiOperation({ summary: "Follow a tag: its new items join the caller's home feed. Following twice changes nothing." })
  @ApiParam(TAG_PARAM)
  @ApiSuccess(200, 'The tag, now followed.', { tag: TagJson })
  @ApiFailures(400, 401, 403)
  async follow(@CurrentViewer() viewer: Viewer, @Param('tag') name: string) {
    return { success: true, data: { tag: await this.hashtags.follow(viewer, name) } };
  }

  @Delete(':tag/follow')
  @ApiOperation({ summary: 'Stop following a tag.' })
  @ApiParam(TAG_PARAM)
  @ApiSuccess(200, 'The tag, no longer followed.', { tag: TagJson })
  @ApiFailures(400, 401, 403)
  async unfollow(@CurrentViewer() viewer: Viewer, @Param('tag') name: string) {
    return { success: true, data: { tag: await this.hashtags.unfollow(viewer, name) } };
  }
}
