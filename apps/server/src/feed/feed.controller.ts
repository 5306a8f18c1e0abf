import { Controller, Get, Query, Req, UseGuards } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiQuery, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { CONTENT_KIND_REGISTRY } from '../content/content-kinds';
import { ContentLoadersFactory } from '../content/shared/content-loaders';
import { FeedCursorJson, feedCursorOf, parseFeedCursor } from './feed-cursor';
import { ApiFailures, ApiSuccess, orNull } from '../openapi/responses';
import { FeedService } from './feed.service';
import { ApiAuth } from '../openapi/openapi-document';
import { FIELD_SCHEMAS, schemaOfText } from '../openapi/field-schemas';

/** A feed item: its kind in `type`, the item as that kind's routes answer it in `data`. */
const FEED_ITEM = {
  oneOf: Object.values(CONTENT_KIND_REGISTRY).map((kind) => ({
    type: 'object' as const,
    properties: { type: { type: 'string', enum: [kind.name] }, data: { $ref: getSchemaPath(kind.jsonModel) } },
    required: ['type', 'data'],
    additionalProperties: false,
  })),
};

@ApiTags('feed')
@ApiAuth()
@ApiExtraModels(...Object.values(CONTENT_KIND_REGISTRY).map((kind) => kind.jsonModel))
@Controller('api/feed')
@UseGuards(AuthGuard)
export class FeedController {
  constructor(
    private readonly feed: FeedService,
    private readonly loaders: ContentLoadersFactory,
  ) {}

  @Get()
  @ApiOperation({ summary: "The viewer's home feed, newest first; continue with the four fields of next_cursor as query parameters." })
  @ApiQuery({ name: 'cursor_timestamp', required: false, schema: schemaOfText(FIELD_SCHEMAS.cursorTimestamp), description: 'next_cursor.cursor_timestamp; with one of the ids.' })
  @ApiQuery({ name: 'remark_cursor_id', required: false, schema: schemaOfText(FIELD_SCHEMAS.uuid), description: 'next_cursor.remark_cursor_id; only one id is given.' })
  @ApiQuery({ name: 'post_cursor_id', required: false, schema: schemaOfText(FIELD_SCHEMAS.uuid), description: 'next_cursor.post_cursor_id; only one id is given.' })
  @ApiQuery({ name: 'event_cursor_id', required: false, schema: schemaOfText(FIELD_SCHEMAS.uuid), description: 'next_cursor.event_cursor_id; only one id is given.' })
  @ApiSuccess(200, 'A page of the feed.', { feed_items: { type: 'array', items: FEED_ITEM }, next_cursor: orNull(FeedCursorJson) })
  @ApiFailures(400, 401, 403)
  async page(@CurrentViewer() viewer: Viewer, @Query() query: Record<string, unknown>, @Req() request: FastifyRequest) {
    const page = await this.feed.page(viewer, parseFeedCursor(query));
    const loaders = this.loaders.forRequest(request, viewer.accountId);
    loaders.primePage(page.items, page.around);
    const feed_items = await Promise.all(page.items.map(async (row) => ({ type: row.kind, data: await CONTENT_KIND_REGISTRY[row.kind].toJson(row, loaders) })));
    return { success: true, data: { feed_items, next_cursor: page.next_cursor && page.nextKind ? feedCursorOf(page.next_cursor, page.nextKind) : null } };
  }
}
