import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { MODERATION_LIMITS, MODERATION_MESSAGES } from '@gatherly/schema';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';
import { word } from '../i18n/texts';
import { ApiAuth } from '../openapi/openapi-document';
import { ApiFailures, ApiSuccess } from '../openapi/responses';
import { ModerationReasonBody } from './moderation.inputs';
import { KnownServer } from './server-blocks.models';
import { ServerBlocksService } from './server-blocks.service';

/** A server's host as the routes take it: `name[:port]` (an address of it is taken too, for its host). */
const HOST_SCHEMA = { type: 'string', maxLength: MODERATION_LIMITS.hostLength, example: 'social.example' } as const;
const HOST_PARAM = ApiParam({ name: 'host', schema: HOST_SCHEMA, description: 'The host of the server, `name[:port]`; 400 when it names none, or this one.' });

/** The servers of the fediverse, for moderators: which are known here, and blocking them. */
@ApiTags('moderation')
@ApiAuth()
@Controller('api/moderation/instances')
@UseGuards(AuthGuard)
export class ServerBlocksController {
  constructor(private readonly blocks: ServerBlocksService) {}

  @Get()
  @ApiOperation({ summary: 'The servers known here (with accounts here) or blocked, by host (moderators only).' })
  @ApiQuery({ name: 'after', required: false, schema: HOST_SCHEMA, description: 'next_cursor of the previous page: the host it ended with.' })
  @ApiSuccess(200, 'A page of servers.', { instances: [KnownServer], next_cursor: { type: 'string', nullable: true, description: 'The host the next page starts after; null on the last page.' } })
  @ApiFailures(401, 403)
  async servers(@CurrentViewer() viewer: Viewer, @Query('after') after?: string) {
    const page = await this.blocks.servers(viewer, typeof after === 'string' ? after : null);
    return { success: true, data: { instances: page.items, next_cursor: page.next_cursor } };
  }

  @Post(':host/block')
  @HOST_PARAM
  @HttpCode(200)
  @ApiOperation({ summary: 'Block a server: it gets nothing more and is heard from no more (403 at the inboxes); its accounts here are suspended with it. 409 when blocked already.' })
  @ApiSuccess(200, 'Blocked.', undefined, { message: true })
  @ApiFailures(400, 401, 403, 409, 413, 415)
  async block(@CurrentViewer() viewer: Viewer, @Param('host') host: string, @Body() body: ModerationReasonBody, @InLanguage() language: RequestLanguage) {
    await this.blocks.block(viewer, host, body?.reason ?? '');
    return { success: true, message: word(language.answer, MODERATION_MESSAGES.serverBlocked) };
  }

  @Delete(':host/block')
  @HOST_PARAM
  @ApiOperation({ summary: 'Unblock a server: it is heard again, and the accounts its block suspended show again. A reason for the log may be given. 409 when it is not blocked.' })
  @ApiSuccess(200, 'Unblocked.', undefined, { message: true })
  @ApiFailures(400, 401, 403, 409, 413, 415)
  async unblock(@CurrentViewer() viewer: Viewer, @Param('host') host: string, @Body() body: ModerationReasonBody | undefined, @InLanguage() language: RequestLanguage) {
    await this.blocks.unblock(viewer, host, body?.reason);
    return { success: true, message: word(language.answer, MODERATION_MESSAGES.serverUnblocked) };
  }
}
