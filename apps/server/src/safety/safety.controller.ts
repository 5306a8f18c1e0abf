import { Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { PersonJson, personJson, ProfileJson, profileJson } from '../profiles/profile.json';
import { ApiFailures, ApiSuccess, orNull } from '../openapi/responses';
import { PageCursor, PageCursorInput } from '../common/paging/page-cursor.model';
import { SafetyService } from './safety.service';
import { ApiAuth } from '../openapi/openapi-document';

/** Muting and blocking people, beside the other profile routes. */
@ApiTags('profile')
@ApiAuth()
@Controller('api/profile')
@UseGuards(AuthGuard)
export class SafetyController {
  constructor(private readonly safety: SafetyService) {}

  @Post('mute/:username')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mute a user: their items and notifications leave your feed and bell; they are not told.' })
  @ApiSuccess(200, 'Their profile, now muted.', { profile: ProfileJson })
  @ApiFailures(400, 401, 403, 404, 429)
  async mute(@CurrentViewer() viewer: Viewer, @Param('username') username: string) {
    return { success: true, data: { profile: profileJson(await this.safety.mute(viewer, username)) } };
  }

  @Delete('mute/:username')
  @ApiOperation({ summary: 'Unmute a user.' })
  @ApiSuccess(200, 'Their profile, no longer muted.', { profile: ProfileJson })
  @ApiFailures(401, 403, 404, 429)
  async unmute(@CurrentViewer() viewer: Viewer, @Param('username') username: string) {
    return { success: true, data: { profile: profileJson(await this.safety.unmute(viewer, username)) } };
  }

  @Post('block/:username')
  @HttpCode(200)
  @ApiOperation({ summary: 'Block a user: follows end both ways; they can no longer find, follow, see, engage with or message you.' })
  @ApiSuccess(200, 'Their profile, now blocked.', { profile: ProfileJson })
  @ApiFailures(400, 401, 403, 404, 429)
  async block(@CurrentViewer() viewer: Viewer, @Param('username') username: string) {
    return { success: true, data: { profile: profileJson(await this.safety.block(viewer, username)) } };
  }

  @Delete('block/:username')
  @ApiOperation({ summary: 'Unblock a user.' })
  @ApiSuccess(200, 'Their profile, no longer blocked.', { profile: ProfileJson })
  @ApiFailures(401, 403, 404, 429)
  async unblock(@CurrentViewer() viewer: Viewer, @Param('username') username: string) {
    return { success: true, data: { profile: profileJson(await this.safety.unblock(viewer, username)) } };
  }

  @Get('blocked')
  @ApiOperation({ summary: 'The people you blocked, most recent first, a page at a time; without a cursor, the first page.' })
  @ApiSuccess(200, 'A page of the people blocked.', { accounts: [PersonJson], next_cursor: orNull(PageCursor) })
  @ApiFailures(400, 401, 403)
  async blocked(@CurrentViewer() viewer: Viewer, @Query() query: PageCursorInput) {
    const page = await this.safety.blocked(viewer, query);
    return { success: true, data: { accounts: page.items.map(personJson), next_cursor: page.next_cursor } };
  }

  @Get('muted')
  @ApiOperation({ summary: 'The people you muted, most recent first, a page at a time; without a cursor, the first page.' })
  @ApiSuccess(200, 'A page of the people muted.', { accounts: [PersonJson], next_cursor: orNull(PageCursor) })
  @ApiFailures(400, 401, 403)
  async muted(@CurrentViewer() viewer: Viewer, @Query() query: PageCursorInput) {
    const page = await this.safety.muted(viewer, query);
    return { success: true, data: { accounts: page.items.map(personJson), next_cursor: page.next_cursor } };
  }
}
